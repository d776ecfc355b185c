import SegueEngine

/// Drives one transition through UIKit's sequence, whatever kind it is (present, dismiss, push,
/// pop, tab switch): asks the duration, brackets the animations with the caller's hooks, starts
/// the animator or the interaction controller and the alongside animations, waits for
/// `completeTransition(_:)` (or the watchdog), then ends the coordinator, tells the animator and
/// runs the caller's completion.
final class TransitionRun {
    let window: Window
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
        window: Window, context: TransitionContext, animator: AnimatedTransitioning,
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

    /// The animator's type name, for diagnostics.
    var animatorName: String {
        // Wrappers of foreign animators (plugins) describe themselves better than their type does.
        (animator as? CustomStringConvertible)?.description ?? String(describing: type(of: animator))
    }

    /// Runs the transition up to its animations; the rest follows `completeTransition(_:)`.
    func start() {
        // On the window's behalf: the animators this starts, directly or through what it
        // schedules, are this transition's and no other window's.
        window.engine.performOnBehalf(of: window.view, startOnBehalfOfWindow)
    }

    private func startOnBehalfOfWindow() {
        window.activeTransition = self
        context.transitionDuration = askDuration()
        for controller in participants { controller.ownCoordinator = coordinator }
        context.completionHandler = { [self] didComplete in finish(didComplete) }
        context.interactionChangeHandler = { [self] in interactionDidChange() }
        // Capture starts before the hooks: an animation a presentation controller or an
        // appearance callback starts directly belongs to the transition too (UIKit pauses the
        // whole container's layer time).
        context.animations.begin(owner: window.view)
        // Interactive from before viewWillAppear/presentationTransitionWillBegin, as in UIKit:
        // code there reads coordinator.isInteractive to decide how to join the transition.
        if let interaction { context.isInteractive = interaction.wantsInteractiveStart }
        willBegin()
        let animatorsBefore = context.animations.members.count
        if let interaction {
            window.events.record("interaction.startInteractiveTransition(_:)", [("interactive", .bool(context.isInteractive))])
            interaction.startInteractiveTransition(contextForCallbacks ?? context)
        } else {
            if logsAnimator { window.events.record("animator.animateTransition(using:)") }
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
        if logsAnimator { window.events.record("animator.transitionDuration(using:)", [("duration", .number(duration.isFinite ? duration : -1))]) }
        guard duration.isFinite, duration >= 0 else {
            window.events.diagnose("\(animatorName).transitionDuration(using:) returned \(duration); refused, the transition runs with duration 0 (return a finite, non-negative number of seconds)")
            return 0
        }
        return duration
    }

    private func interactionDidChange() {
        coordinator.interactionDidChange()
        if context.isInteractive {
            disarmWatchdog()  // A person holds the transition; no deadline while they do.
        } else {
            let speed = max(interaction?.completionSpeed ?? 1, 1e-3)
            armWatchdog(after: context.transitionDuration / speed)
        }
    }

    private func armWatchdog(after seconds: Double) {
        disarmWatchdog()
        let grace = window.watchdogGrace
        let deadline = context.engine.currentTime + seconds + grace
        watchdog = context.engine.schedule(at: deadline) { [weak self] in
            guard let self, !self.context.isCompleted else { return }
            let finished = !self.context.transitionWasCancelled
            self.window.events.diagnose(
                "\(self.animatorName) did not call completeTransition(_:) within \(format(seconds)) s plus a \(format(grace)) s grace; Segue completed the transition as \(finished ? "finished" : "cancelled") (call completeTransition from your animations' completion)")
            self.context.completeTransition(finished)
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
        for controller in participants where controller.ownCoordinator === coordinator { controller.ownCoordinator = nil }
        if logsAnimator { window.events.record("animator.animationEnded(_:)", [("completed", .bool(didComplete))]) }
        animator.animationEnded(didComplete)
        if window.activeTransition === self { window.activeTransition = nil }
        // The handler captures this run and the interaction controller holds the context:
        // dropping both breaks those cycles, so the finished transition (context, animator,
        // views) can be freed.
        context.interactionChangeHandler = nil
        context.interactionController = nil
        completion(didComplete)
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
