/// UIKit's built-in cover-vertical transition, which iOS runs when a transitioning delegate vends no animator:
/// the presented view slides up from below the container over 0.5 s, ease in and out, and back down on dismissal
/// (the same as Segue's native CoverVerticalAnimator).
final class CoverVerticalFallback: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let height = container.bounds.height
        if let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to),
            to.isBeingPresented || transitionContext.view(forKey: .from) == nil
        {
            let final = transitionContext.finalFrame(for: to)
            container.addSubview(toView)
            toView.frame = final.offsetBy(dx: 0, dy: height - final.minY)
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseInOut, animations: { toView.frame = final })
            {
                _ in
                let success = !transitionContext.transitionWasCancelled
                if !success { toView.removeFromSuperview() }
                transitionContext.completeTransition(success)
            }
        } else if let fromView = transitionContext.view(forKey: .from) {
            let start = fromView.frame
            UIView.animate(
                withDuration: 0.5, delay: 0, options: .curveEaseInOut,
                animations: { fromView.frame = start.offsetBy(dx: 0, dy: height - start.minY) }
            ) { _ in
                let success = !transitionContext.transitionWasCancelled
                if success { fromView.removeFromSuperview() }
                transitionContext.completeTransition(success)
            }
        } else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
