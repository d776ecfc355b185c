import SegueEngine

/// objc.io's `PrivateAnimatedTransition`, the custom container's default: the views slide by the
/// container's width plus a 16-point gap on a spring (damping 0.75, initial velocity 0.5, one
/// second), the old one fading out and the new one fading in.
public final class ContainerSlideAnimator: AnimatedTransitioning {
    /// Extra distance between the two views while they slide.
    public static let childViewPadding = 16.0
    /// The spring's damping ratio.
    public static let damping = 0.75
    /// The spring's initial velocity, in container widths per second.
    public static let initialSpringVelocity = 0.5

    /// The default animator.
    public init() {}

    public func transitionDuration(using context: ContextTransitioning?) -> Double { 1 }

    public func animateTransition(using context: ContextTransitioning) {
        guard let toController = context.viewController(forKey: .to),
            let fromController = context.viewController(forKey: .from)
        else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        // Sliding horizontally, in and out: which way?
        let goingRight = context.initialFrame(for: toController).minX < context.finalFrame(for: toController).minX
        let travelDistance = context.containerView.bounds.width + Self.childViewPadding
        let travel = AffineTransform(translationX: goingRight ? travelDistance : -travelDistance, y: 0)
        let toView = toController.view
        let fromView = fromController.view

        context.containerView.addSubview(toView)
        toView.alpha = 0
        toView.transform = travel.inverted()

        context.engine.animate(
            withDuration: transitionDuration(using: context), usingSpringWithDamping: Self.damping,
            initialSpringVelocity: Self.initialSpringVelocity,
            animations: {
                fromView.transform = travel
                fromView.alpha = 0
                toView.transform = .identity
                toView.alpha = 1
            },
            completion: { _ in
                fromView.transform = .identity
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
