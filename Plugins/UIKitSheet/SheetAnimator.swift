import UIKit

/// Slides the presented view up from below the container on a spring, and back down on dismissal.
final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether this animator presents (true) or dismisses.
    let isPresenting: Bool

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.6 : 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to),
                let toController = transitionContext.viewController(forKey: .to)
            else { return transitionContext.completeTransition(false) }
            let finalFrame = transitionContext.finalFrame(for: toController)
            container.addSubview(toView)
            toView.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height - finalFrame.minY)
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                options: [.curveEaseOut],
                animations: { toView.frame = finalFrame },
                completion: { _ in
                    let completed = !transitionContext.transitionWasCancelled
                    if !completed { toView.removeFromSuperview() }
                    transitionContext.completeTransition(completed)
                })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else {
                return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            let offscreen = fromView.frame.offsetBy(dx: 0, dy: container.bounds.height - fromView.frame.minY)
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseIn],
                animations: { fromView.frame = offscreen },
                completion: { _ in
                    let completed = !transitionContext.transitionWasCancelled
                    if completed { fromView.removeFromSuperview() }
                    transitionContext.completeTransition(completed)
                })
        }
    }
}
