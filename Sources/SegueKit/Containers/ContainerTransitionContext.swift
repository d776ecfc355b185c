import SegueEngine

/// objc.io's `PrivateTransitionContext`: the context a custom container builds for itself so any
/// third-party animator runs unchanged. The container view is the from-view's superview; the
/// appearing view comes from one side and the disappearing view leaves by the other, a
/// container width away, by the direction of travel.
///
/// Interaction state, completion-once and diagnostics are SegueKit's (shared with the context
/// UIKit would build); the geometry and the completion block are the container's.
public final class ContainerTransitionContext: ContextTransitioning {
    /// The SegueKit context carrying state and completion rules.
    let base: TransitionContext

    /// A context for moving from `from` to `to`; `goingRight` when the destination's tab lies to
    /// the right. Precondition (as the article asserts): `from`'s view is in a container view.
    init(
        from: ViewController, to: ViewController, goingRight: Bool, animator: AnimatedTransitioning,
        events: TransitionEventLog
    ) {
        guard let containerView = from.view.superview else {
            preconditionFailure(
                "the from controller's view must be in the container view when the transition context is created")
        }
        let bounds = containerView.bounds
        let travel = goingRight ? -bounds.width : bounds.width
        let disappearingTo = bounds.offsetBy(dx: travel, dy: 0)
        let appearingFrom = bounds.offsetBy(dx: -travel, dy: 0)
        base = TransitionContext(
            containerView: containerView, engine: from.engine, events: events,
            from: from, to: to, fromView: from.view, toView: to.view,
            frames: [
                (from, .init(initial: bounds, final: disappearingTo)),
                (to, .init(initial: appearingFrom, final: bounds)),
            ],
            // The article's context reports UIModalPresentationCustom, so a third-party animator
            // sees what it would see there (the article is the source; UIKit builds no such context).
            isAnimated: true, presentationStyle: .custom, animationController: animator)
    }

    public var containerView: View { base.containerView }
    public var engine: AnimationEngine { base.engine }
    /// The window's event log.
    public var eventLog: TransitionEventLog? { base.events }
    public var isAnimated: Bool { base.isAnimated }
    public var isInteractive: Bool { base.isInteractive }
    public var transitionWasCancelled: Bool { base.transitionWasCancelled }
    public var presentationStyle: ModalPresentationStyle { base.presentationStyle }
    public var targetTransform: AffineTransform { base.targetTransform }
    public func viewController(forKey key: TransitionKey) -> ViewController? { base.viewController(forKey: key) }
    public func view(forKey key: TransitionKey) -> View? { base.view(forKey: key) }
    public func initialFrame(for viewController: ViewController) -> Rect { base.initialFrame(for: viewController) }
    public func finalFrame(for viewController: ViewController) -> Rect { base.finalFrame(for: viewController) }
    public func updateInteractiveTransition(_ percentComplete: Double) {
        base.updateInteractiveTransition(percentComplete)
    }
    public func finishInteractiveTransition() { base.finishInteractiveTransition() }
    public func cancelInteractiveTransition() { base.cancelInteractiveTransition() }
    public func pauseInteractiveTransition() { base.pauseInteractiveTransition() }
    public func completeTransition(_ didComplete: Bool) { base.completeTransition(didComplete) }
}
