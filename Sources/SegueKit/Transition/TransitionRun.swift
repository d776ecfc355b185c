import SegueEngine

/// Drives one transition through UIKit's sequence, whatever kind it is (present, dismiss, push,
/// pop, tab switch): asks the duration, brackets the animations with the caller's hooks, starts
/// the animator or the interaction controller and the alongside animations, waits for
/// `completeTransition(_:)` (or the watchdog), then ends the coordinator, tells the animator and
/// runs the caller's completion.
///
/// Nothing of a finished run outlives it: `finish` drops the hooks, handlers and interaction
/// controller that could hold the run, its context or its animator. A window that goes away
/// mid-transition `abandon`s its run (the run holds the window weakly so that it can).
final class TransitionRun {
    /// The window the transition runs in (nil for a container outside any window). Weak: a window
    /// dropped mid-transition goes away and abandons the run, instead of living as long as the
    /// transition's animations, or forever when a paused interactive transition is never ended.
    private(set) weak var window: Window?
    let context: TransitionContext
    let coordinator: TransitionCoordinator
    let animator: AnimatedTransitioning
    let interaction: InteractiveTransitioning?
    /// Whether the animator's calls are logged (false for the unanimated stand-in).
    let logsAnimator: Bool
    /// Controllers whose `transitionCoordinator` is this run's coordinator while it lasts.
    let participants: [ViewController]

    /// Before the animations: presentation controller `…WillBegin`, appearance `viewWill…`.
    var willBegin: () -> Void = {}
    /// Right after `completeTransition(_:)`: hierarchy fix-ups, `…DidEnd`, appearance `viewDid…`.
    var didEnd: (Bool) -> Void = { _ in }
    /// Last: the caller's completion handler.
    var completion: (Bool) -> Void = { _ in }

    /// The context handed to the animator and the interaction controller when it is not
    /// `context` itself (a custom container's own context wrapping it).
    var contextForCallbacks: ContextTransitioning?

    private var watchdog: Int?

    init(
        window: Window?, context: TransitionContext, animator: AnimatedTransitioning,
        interaction: InteractiveTransitioning?, logsAnimator: Bool, participants: [ViewController]
    ) {
        self.window = window
        self.context = context
        self.animator = animator
        self.interaction = interaction
        self.logsAnimator = logsAnimator
        self.participants = participants
        self.coordinator = TransitionCoordinator(context: context)
        context.interactionController = interaction
        coordinator.startedInteractively = interaction?.wantsInteractiveStart ?? false
    }

    /// The window's event log (the context's, so a run outside any window logs too).
    var events: TransitionEventLog { context.events }

    /// The animator's type name, for diagnostics.
    var animatorName: String {
        // Wrappers of foreign animators (plugins) describe themselves better than their type does.
        (animator as? CustomStringConvertible)?.description ?? String(describing: type(of: animator))
    }

    /// Runs the transition up to its animations; the rest follows `completeTransition(_:)`.
    func start() {
        // On the window's behalf: the animators this starts, directly or through what it
        // schedules, are this transition's and no other window's.
        // A custom container outside any window runs its transitions without one.
        guard let window else { return start(in: nil) }
        window.engine.performOnBehalf(of: window.view) { self.start(in: window) }
    }

    /// `start()` on `window`'s behalf (the window held for the call), or on the container's
    /// when there is no window.
    private func start(in window: Window?) {
        window?.activeTransition = self
        context.transitionDuration = askDuration()
        for controller in participants { controller.ownCoordinator = coordinator }
        context.completionHandler = { [self] didComplete in finish(didComplete) }
        context.interactionChangeHandler = { [self] in interactionDidChange() }
        // Capture starts before the hooks: an animation a presentation controller or an
        // appearance callback starts directly belongs to the transition too (UIKit pauses the
        // whole container's layer time).
        context.animations.begin(owner: window?.view ?? context.containerView)
        // Interactive from before viewWillAppear/presentationTransitionWillBegin, as in UIKit:
        // code there reads coordinator.isInteractive to decide how to join the transition.
        if let interaction { context.isInteractive = interaction.wantsInteractiveStart }
        willBegin()
        let animatorsBefore = context.animations.members.count
        if let interaction {
            events.record(.interaction(.startInteractiveTransition(interactive: context.isInteractive)))
            interaction.startInteractiveTransition(contextForCallbacks ?? context)
        } else {
            if logsAnimator { events.record(.animator(.animateTransition)) }
            animator.animateTransition(using: contextForCallbacks ?? context)
        }
        guard !context.isCompleted else { return }
        // Alongside animations share the transition's timing: UIKit runs them inside the
        // animator's own animation block, so they follow its curve (a linear animator gets
        // linear alongside animations), not a fixed ease-in-out.
        // (The first animation the animator itself started; hooks may have started others before.)
        let members = context.animations.members
        if members.count > animatorsBefore {
            coordinator.alongsideCurve = members[animatorsBefore].animator.timingCurve
        }
        coordinator.startAlongsideAnimations()
        if !context.isInteractive { armWatchdog(after: context.transitionDuration) }
    }

    /// The animator's duration, refused (replaced by 0, with a diagnostic) when not finite and non-negative.
    private func askDuration() -> Double {
        let duration = animator.transitionDuration(using: contextForCallbacks ?? context)
        if logsAnimator { events.record(.animator(.transitionDuration(duration: duration))) }
        guard duration.isFinite, duration >= 0 else {
            events.diagnose(
                "\(animatorName).\(AnimatorContractCall.transitionDuration.name(for: animator)) returned "
                    + "\(duration); refused, the transition runs with duration 0 (return a finite, non-negative number "
                    + "of seconds)"
            )
            return 0
        }
        return duration
    }

    private func interactionDidChange() {
        coordinator.interactionDidChange()
        if context.isInteractive {
            disarmWatchdog() // A person holds the transition; no deadline while they do.
        } else {
            let speed = max(interaction?.completionSpeed ?? 1, 1e-3)
            armWatchdog(after: context.transitionDuration / speed)
        }
    }

    private func armWatchdog(after seconds: Double) {
        disarmWatchdog()
        let grace = window?.watchdogGrace ?? Window.defaultWatchdogGrace
        let deadline = context.engine.currentTime + seconds + grace
        // Weak: until it ends, the run is kept by its participants (their coordinator holds the
        // context, whose completion handler holds the run), window or not.
        watchdog = context.engine.schedule(at: deadline) { [weak self] in
            guard let self, !context.isCompleted else { return }
            let finished = !context.transitionWasCancelled
            let complete = AnimatorContractCall.completeTransition.name(for: animator)
            events.record(.watchdogCompletion(completed: finished))
            events.diagnose(
                "\(animatorName) did not call \(complete) within \(format(seconds)) s plus a \(format(grace)) s "
                    + "grace; Segue completed the transition as \(finished ? "finished" : "cancelled") (call "
                    + "\(complete) from your animations' completion)"
            )
            context.completeTransition(finished)
        }
    }

    private func disarmWatchdog() {
        if let watchdog { context.engine.cancelScheduledTask(watchdog) }
        watchdog = nil
    }

    private func finish(_ didComplete: Bool) {
        disarmWatchdog()
        context.animations.end()
        didEnd(didComplete)
        coordinator.end()
        releaseParticipants()
        endAnimator(didComplete)
        if window?.activeTransition === self { window?.activeTransition = nil }
        let completion = self.completion
        dropReferences()
        completion(didComplete)
    }

    /// Ends the transition without completing it because its window went away (from the window's
    /// `deinit`): stops the transition's animations (the engine would otherwise keep them, and
    /// through their completions the context, for as long as it runs), lets the interaction
    /// controller go, tells the animator `animationEnded(false)` and drops every reference. No
    /// hook, alongside completion or caller's completion runs: there is no window to show them.
    func abandon() {
        guard !context.isCompleted else { return }
        disarmWatchdog()
        events.diagnose(
            "the window went away during a transition run by \(animatorName); Segue stopped its animations and ended "
                + "it without completing it"
        )
        context.abandon()
        stopAnimations()
        context.animations.end()
        coordinator.abandon()
        releaseParticipants()
        endAnimator(false)
        dropReferences()
    }

    /// Stops every animation of the transition still on the engine, without running its completions.
    private func stopAnimations() {
        for member in context.animations.members {
            let animator = member.animator
            switch animator.state {
            case .active where animator.isInterruptible: try? animator.stopAnimation(true)
            case .active where !animator.isRunning:
                // A paused animation that cannot be stopped runs out by itself instead.
                try? animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            case .stopped: try? animator.finishAnimation(at: .current)
            default: break
            }
        }
    }

    /// The participants no longer report this run's coordinator (which holds their controllers).
    private func releaseParticipants() {
        for controller in participants where controller.ownCoordinator === coordinator {
            controller.ownCoordinator = nil
        }
    }

    /// Tells the animator the transition ended (a plugin animator lets go of its session then).
    private func endAnimator(_ didComplete: Bool) {
        if logsAnimator { events.record(.animator(.animationEnded(completed: didComplete))) }
        animator.animationEnded(didComplete)
    }

    /// Drops everything through which the ended run, its context or its animator could be kept:
    /// the context's handlers capture this run, the interaction controller holds the context,
    /// and the hooks capture the callers' controllers (a resize's even this run's coordinator).
    private func dropReferences() {
        context.completionHandler = nil
        context.interactionChangeHandler = nil
        context.interactionController = nil
        willBegin = {}
        didEnd = { _ in }
        completion = { _ in }
        contextForCallbacks = nil
    }
}

/// Seconds as short text for messages: up to three decimals, no trailing zeros.
func format(_ seconds: Double) -> String {
    var text = String(Int((seconds * 1000).rounded()))
    while text.count < 4 { text = "0" + text }
    let whole = text.dropLast(3)
    var fraction = String(text.suffix(3))
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return fraction.isEmpty ? String(whole) : "\(whole).\(fraction)"
}
