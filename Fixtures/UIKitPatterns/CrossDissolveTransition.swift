import UIKit

/// The arriving view appears by a cross-dissolve of the container (`UIView.transition(with:…)`): the container's
/// old look fades out over the new one.
final class CrossDissolveTransition: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        toView.frame = transitionContext.finalFrame(for: toVC)
        UIView.transition(
            with: container, duration: transitionDuration(using: transitionContext),
            options: [.transitionCrossDissolve, .curveLinear],
            animations: { container.addSubview(toView) },
            completion: { _ in
                let success = !transitionContext.transitionWasCancelled
                if !success { toView.removeFromSuperview() }
                transitionContext.completeTransition(success)
            })
    }
}
