import SegueEngine

/// The standard navigation slide: a pushed view slides in from the right edge while the old one
/// drifts a third of the way left; a pop reverses it, with the revealed view beneath.
public final class NavigationSlideAnimator: AnimatedTransitioning {
    /// Push or pop.
    public let operation: NavigationOperation
    /// Seconds the slide takes.
    public var duration = 0.35
    /// How far the covered view drifts, as a fraction of the width.
    public var parallax = 0.3

    /// An animator for `operation`.
    public init(operation: NavigationOperation) {
        self.operation = operation
    }

    public func transitionDuration(using context: ContextTransitioning?) -> Double { duration }

    public func animateTransition(using context: ContextTransitioning) {
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to),
            let toController = context.viewController(forKey: .to)
        else { return context.completeTransition(!context.transitionWasCancelled) }
        let container = context.containerView
        let final = context.finalFrame(for: toController)
        let width = container.bounds.width
        let start = fromView.frame
        if operation == .push {
            toView.frame = final.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
        } else {
            toView.frame = final.offsetBy(dx: -width * parallax, dy: 0)
            container.insertSubview(toView, belowSubview: fromView)
        }
        context.engine.animate(
            withDuration: duration, curve: .easeInOut,
            animations: { [operation, parallax] in
                toView.frame = final
                fromView.frame = start.offsetBy(dx: operation == .push ? -width * parallax : width, dy: 0)
            }
        ) { _ in
            let success = !context.transitionWasCancelled
            if success {
                fromView.removeFromSuperview()
                fromView.frame = start
            } else {
                toView.removeFromSuperview()
            }
            context.completeTransition(success)
        }
    }
}
