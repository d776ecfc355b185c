import SegueEngine

/// Drives a transition's animations by a percentage (`UIPercentDrivenInteractiveTransition`):
/// it lets the animator build its animations, pauses every animation of the transition (the
/// coordinator's alongside ones included) and scrubs them linearly in time with `update(_:)` (at
/// p the tree is the plain run's at p × duration); `finish()`
/// runs them on from where they are at `completionSpeed` on `completionCurve` (or `timingCurve`,
/// when the animator vends an interruptible animator),
/// `cancel()` runs them back to the start, and `pause()` takes over again.
///
/// Use it as is or subclass it (call `super.startInteractiveTransition(_:)` first). Calls after
/// the transition is over change nothing and leave a diagnostic.
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    /// Speed of the finishing or cancelling animation relative to normal.
    open var completionSpeed: Double = 1
    /// Curve of the finishing or cancelling animation.
    open var completionCurve: TimingCurve = .easeInOut
    /// When set, the curve used to finish or cancel instead of `completionCurve`, but only for an
    /// animator that vends an interruptible animator: the header comment of
    /// `UIPercentDrivenInteractiveTransition.timingCurve` (UIViewControllerTransitioning.h) limits
    /// it to that case; otherwise the finish and cancel run on `completionCurve`.
    open var timingCurve: TimingCurve?
    /// Whether the transition starts paused under interaction.
    open var wantsInteractiveStart = true

    /// The transition being driven, while it runs.
    public private(set) var transitionContext: ContextTransitioning?
    private var animations: TransitionAnimations?
    /// SegueKit's context behind the handed one.
    private var baseContext: TransitionContext?
    private var isDriving = false
    /// Whether the animator vended an interruptible animator (only then does `timingCurve` apply).
    private var drivesInterruptibleAnimator = false
    /// Where calls after the transition ended are reported, once it let go of the context (an
    /// interaction controller that outlives its transition must not keep it, or its animator, alive).
    private var endedLog: TransitionEventLog?
    private var endedDuration = 0.0

    /// A percent-driven interaction controller.
    public init() {}

    /// The transition's duration in seconds (0 before it starts).
    public var duration: Double {
        baseContext?.transitionDuration ?? endedDuration
    }

    /// Whether interaction holds the transition now (between its start or a `pause()` and a
    /// `finish()` or `cancel()`).
    public var isUnderInteraction: Bool { isDriving }

    /// The last percentage given to `update(_:)`, 0…1.
    public private(set) var percentComplete = 0.0
    /// Whether the last `finish()` or `cancel()` was a cancel (what `gestureState` reports until a `pause()`).
    public private(set) var lastRunWasCancel = false

    /// Where the transition shows now, 0…1: `percentComplete` while interaction holds it, and
    /// while it finishes or cancels the progress its animations show on their completion curve
    /// (where `pause()` would grab it).
    public var transitionProgress: Double {
        guard !isDriving, duration > 0, let active = animations?.active, !active.isEmpty else { return percentComplete }
        let times = active.map { $0.offset + shownProgress(of: $0.animator) * $0.animator.duration }
        return min(max((times.max() ?? 0) / duration, 0), 1)
    }

    open func startInteractiveTransition(_ handed: ContextTransitioning) {
        guard let context = (handed as? TransitionContext) ?? (handed as? ContainerTransitionContext)?.base else {
            preconditionFailure(
                "PercentDrivenInteractiveTransition drives transitions started by SegueKit; drive a hand-made "
                    + "context yourself"
            )
        }
        // Keep the context as handed (a container's own, when it is one): subclasses read it.
        transitionContext = handed
        baseContext = context
        percentComplete = 0
        wasGrabbed = false
        lastRunWasCancel = false
        let animations = context.animations
        self.animations = animations
        endedLog = nil
        animations.onEnd = { [weak self] in self?.transitionDidEnd() }
        isDriving = context.isInteractive
        // Pause every animation as soon as it appears, for as long as interaction holds it.
        animations.onCapture = { [weak self] member in self?.captured(member) }
        let animator = context.animationController
        let interruptible = animator.interruptibleAnimator(using: handed)
        drivesInterruptibleAnimator = interruptible != nil
        if let interruptible {
            context.events.record(.animator(.interruptibleAnimator))
            // Activate it first (paused at its start under interaction, running otherwise), then
            // adopt it. Adopting it while still inactive left it out of every scrub, finish and
            // cancel (they act on active animators only), so it never moved and the transition
            // waited for the watchdog; starting it after adopting also captured it twice.
            if interruptible.state == .inactive {
                if isDriving { try? interruptible.pauseAnimation() } else { try? interruptible.startAnimation() }
            }
            animations.adopt(interruptible)
        } else {
            context.events.record(.animator(.animateTransition))
            animator.animateTransition(using: handed)
        }
        if isDriving { scrubAll(to: 0) }
    }

    /// Scrubs the transition to `percentComplete` (0…1) and reports it to the context.
    open func update(_ percentComplete: Double) {
        guard let context = liveContext("update(_:)") else { return }
        guard isDriving else {
            context.events.diagnose(
                "interaction.update(_:) while the transition is not under interaction (after finish or cancel); "
                    + "ignored, call pause() first"
            )
            return
        }
        guard percentComplete.isFinite else {
            context.events.diagnose("interaction.update(_:) got \(percentComplete); ignored (pass a finite fraction)")
            return
        }
        self.percentComplete = min(max(percentComplete, 0), 1)
        context.updateInteractiveTransition(self.percentComplete)
        scrubAll(to: self.percentComplete)
    }

    /// Lets the transition finish from where it is.
    open func finish() {
        guard let context = liveContext("finish()"), isDriving else {
            baseContext.map { $0.events.diagnose("interaction.finish() after the interaction had ended; ignored") }
            return
        }
        isDriving = false
        lastRunWasCancel = false
        context.finishInteractiveTransition()
        continueAll(reversed: false)
    }

    /// Runs the transition back to its start; the animator then completes with `false`.
    open func cancel() {
        guard let context = liveContext("cancel()"), isDriving else {
            baseContext.map { $0.events.diagnose("interaction.cancel() after the interaction had ended; ignored") }
            return
        }
        isDriving = false
        lastRunWasCancel = true
        context.cancelInteractiveTransition()
        continueAll(reversed: true)
    }

    /// Stops a finishing or cancelling transition where it is and puts it under interaction again.
    open func pause() {
        guard let context = liveContext("pause()"), !isDriving else { return }
        // Hold every animation where it shows now. A finishing or cancelling animation shows its
        // completion curve, not its elapsed fraction; scrubbing (linear) to the fraction made
        // the views jump on pause. So each one is scrubbed to the progress it shows, and the
        // percentage is read from those.
        for member in animations?.active ?? [] {
            let animator = member.animator
            let shown = shownProgress(of: animator)
            if animator.isRunning { try? animator.pauseAnimation() }
            animator.scrubsLinearly = true
            try? animator.setFractionComplete(shown)
        }
        continued.removeAll()
        wasGrabbed = true
        isDriving = true
        percentComplete = progressOnTransitionClock()
        context.pauseInteractiveTransition()
        context.updateInteractiveTransition(percentComplete)
    }

    /// Whether `pause()` took the transition back since it started: scrubbing is linear from then on.
    private var wasGrabbed = false

    /// Where each animation was handed back to a curve by `finish`/`cancel`: its fraction and
    /// the progress it showed then (the engine continues from that progress), the curve, and the
    /// direction.
    private var continued:
        [ObjectIdentifier: (fraction: Double, progress: Double, curve: TimingCurve, reversed: Bool)] = [:]

    /// The progress `animator` shows now: its curve continued from where `finish`/`cancel`
    /// handed it over (the engine's progress anchor), or its own curve from the start when it
    /// runs on its own (a transition that did not start interactively).
    private func shownProgress(of animator: PropertyAnimator) -> Double {
        let l = animator.fractionComplete
        guard let from = continued[ObjectIdentifier(animator)] else {
            return animator.isRunning ? animator.timingCurve.value(at: l) : l
        }
        let (f0, p0) = (from.fraction, from.progress)
        if !from.reversed {
            guard l >= f0 else { return l }
            return f0 >= 1 ? 1 : p0 + (1 - p0) * from.curve.value(at: (l - f0) / (1 - f0))
        }
        guard l <= f0 else { return l }
        return f0 <= 0 ? 0 : p0 * from.curve.value(at: l / f0)
    }

    /// The progress a paused `animator` shows: its fraction when scrubbed linearly (after a
    /// pause), else its own curve at that fraction (scrubbed in time by `update`). Taking the
    /// fraction for the progress made a grab jump for every animation whose curve is not linear.
    private func pausedProgress(of animator: PropertyAnimator) -> Double {
        let l = animator.fractionComplete
        return animator.scrubsLinearly ? l : animator.timingCurve.value(at: l)
    }

    // MARK: Driving the animations

    /// Lets go of the finished transition, keeping only its log and duration.
    private func transitionDidEnd() {
        endedLog = baseContext?.events
        endedDuration = baseContext?.transitionDuration ?? 0
        transitionContext = nil
        baseContext = nil
        animations = nil
        isDriving = false
        didLetGoOfTransition()
    }

    /// Called once the ended transition was let go of: subclasses drop what they kept of it too
    /// (a context kept after its transition would keep its controllers and views alive).
    open func didLetGoOfTransition() {}

    /// The context while the transition runs; a diagnostic naming `call` when it is over.
    private func liveContext(_ call: String) -> TransitionContext? {
        guard let context = baseContext else {
            endedLog?.diagnose("interaction.\(call) after the transition completed; ignored")
            return nil
        }
        guard !context.isCompleted else {
            context.events.diagnose("interaction.\(call) after the transition completed; ignored")
            return nil
        }
        return context
    }

    private func captured(_ member: TransitionAnimations.Member) {
        guard isDriving else { return }
        scrub(member, to: percentComplete)
    }

    private func scrubAll(to percent: Double) {
        for member in animations?.active ?? [] { scrub(member, to: percent) }
    }

    /// Shows `member` as it is `percent` of the way through the transition's duration, on the
    /// transition's clock: an animation with a start offset or its own duration moves accordingly.
    private func scrub(_ member: TransitionAnimations.Member, to percent: Double) {
        let animator = member.animator
        guard animator.state == .active else { return }
        if animator.isRunning { try? animator.pauseAnimation() }
        let transitionTime = percent * duration
        let local =
            animator.duration > 0
            ? (transitionTime - member.offset) / animator.duration : (transitionTime >= member.offset ? 1 : 0)
        // Scrubbing follows the transition's clock, as UIKit's percent-driven transition sets a
        // time offset. Before a grab, time: at p the tree shows what the plain run shows at p × duration.
        // After one, the animations were held at the progress they showed (linearly), so they
        // go on from there linearly, as a paused UIViewPropertyAnimator scrubs (its
        // scrubsLinearly is true by default): through their curve again, the first update jumped.
        animator.scrubsLinearly = wasGrabbed
        try? animator.setFractionComplete(min(max(local, 0), 1))
    }

    /// Where the transition is on its own clock, from the longest active animation.
    private func progressOnTransitionClock() -> Double {
        guard duration > 0 else { return percentComplete }
        let times = (animations?.active ?? []).map { $0.offset + $0.animator.fractionComplete * $0.animator.duration }
        return min(max((times.max() ?? percentComplete * duration) / duration, 0), 1)
    }

    private func continueAll(reversed: Bool) {
        let curve = (drivesInterruptibleAnimator ? timingCurve : nil) ?? completionCurve
        let speed = completionSpeed > 0 && completionSpeed.isFinite ? completionSpeed : 1
        for member in animations?.active ?? [] {
            let animator = member.animator
            let remaining = reversed ? animator.fractionComplete : 1 - animator.fractionComplete
            continued[ObjectIdentifier(animator)] = (
                animator.fractionComplete, pausedProgress(of: animator), curve, reversed
            )
            do {
                if animator.isReversed != reversed { try animator.setReversed(reversed) }
                // durationFactor × duration is the time left; 0 would mean "natural", so keep a sliver.
                try animator.continueAnimation(
                    withTimingParameters: curve, durationFactor: max(remaining / speed, 1e-9))
            } catch {
                baseContext.map { $0.events.diagnose("interaction could not continue an animation: \(error)") }
            }
        }
    }
}
