import SegueEngine

extension PercentDrivenInteractiveTransition {
    /// Where the transition is, as gesture events report it: driving while interaction holds it,
    /// else finishing or cancelling by the last `finish()` or `cancel()`.
    public var gestureState: GestureEvent.TransitionState {
        isUnderInteraction ? .driving : lastRunWasCancel ? .cancelling : .finishing
    }

    /// Applies a decider's `answer` to `event` after checking it against the ABI's rules
    /// (`InteractionAnswer.violation(for:)`), or refuses it: the one place an interaction
    /// controller's answer drives a transition, for an interaction controller's decider and for a
    /// presentation controller's interactive dismissal alike.
    public func take(_ answer: InteractionAnswer, for event: GestureEvent) {
        if let violation = answer.violation(for: event) {
            refuse(event, because: "the interaction controller answered \(violation); refused")
            return
        }
        switch answer {
        case .none: break
        case .update(let fraction): update(fraction)
        case .finish(let completion): complete(completion, cancelling: false)
        case .cancel(let completion): complete(completion, cancelling: true)
        case .grab: pause()
        }
    }

    /// Leaves a diagnostic naming `reason`; a release under interaction cancels (UIKit's rule for
    /// a gesture nobody decided).
    public func refuse(_ event: GestureEvent, because reason: String) {
        transitionContext?.eventLog?.diagnose(reason)
        guard event.isRelease, isUnderInteraction else { return }
        complete(InteractionCompletion(), cancelling: true)
    }

    /// Finishes or cancels at the completion's speed on its curve (`timingCurve` too, so an
    /// interruptible animator's run follows it).
    private func complete(_ completion: InteractionCompletion, cancelling: Bool) {
        completionSpeed = completion.speed
        completionCurve = completion.curve
        timingCurve = completion.curve
        if cancelling { cancel() } else { finish() }
    }
}
