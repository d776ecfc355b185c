/// An animator whose whole transition is driven by one animation, which it can hand to an
/// interaction: UIKit's `interruptibleAnimator(using:)`. An interaction controller may then pause
/// that animation mid-flight, scrub it and run it on or back (a person grabbing the transition
/// while it finishes), instead of the host pausing and scrubbing everything the animator started.
///
/// Implement ``interruptibleAnimation(_:)`` instead of ``SegueAnimator/animateTransition(_:)``.
/// It puts the views in place and starts the one animation, created through the context, whose
/// completion completes the transition. The SDK calls it at most once per transition and answers
/// the same handle on every later ask within that transition (animator.h): a plain run
/// (`animate_transition`) and an interaction asking for the animation (`interruptible_animation`),
/// in either order, share one animation, so the two paths show the same frames.
///
/// The SDK claims `SEGUE_CAPABILITY_INTERRUPTIBLE` and sets the vtable's `interruptible_animation`
/// together, exactly for animators conforming to this protocol (the host refuses an animator
/// whose flag and member disagree).
public protocol InterruptibleSegueAnimator: SegueAnimator {
    /// Puts the views in place and starts the one animation that drives the whole transition,
    /// returning its handle; the animation's completion must call
    /// `context.completeTransition(!context.transitionWasCancelled)`. When there is nothing to
    /// move, start an animation with no changes over ``SegueAnimator/transitionDuration(_:)``, so
    /// an interaction still has something to drive.
    func interruptibleAnimation(_ context: TransitionContext) throws(ServiceError) -> AnimationHandle
}

extension InterruptibleSegueAnimator {
    /// Starts the transition's one animation. The SDK never calls this for an interruptible
    /// animator (it goes through ``interruptibleAnimation(_:)`` once per transition, remembering
    /// the handle); it exists so the animator is still a complete ``SegueAnimator``.
    public func animateTransition(_ context: TransitionContext) throws(ServiceError) {
        _ = try interruptibleAnimation(context)
    }
}

extension TransitionContext {
    /// Starts an animation that changes nothing for `duration` seconds and then completes the
    /// transition (`!transitionWasCancelled`): what an interruptible animator vends when it has
    /// no view to move, so an interaction still drives a transition of the usual length.
    public func idleAnimation(duration: Double) throws(ServiceError) -> AnimationHandle {
        try animate(duration: duration, timing: .linear, []) { _ in
            completeTransition(!transitionWasCancelled)
        }
    }
}
