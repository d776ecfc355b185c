import UIKit

/// A zoom from a thumbnail, as photo apps write it: a snapshot of the tapped thumbnail (here the from-view's
/// photo tile, found by walking its subviews, where an app would keep the cell) flies from the thumbnail's place to
/// the presented view's frame while the presented view fades in over it; the snapshot goes at the end.
final class ThumbnailZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to),
            let fromVC = transitionContext.viewController(forKey: .from),
            let thumbnail = fromVC.view.subviews.first(where: { $0.layer.masksToBounds }),
            let zooming = thumbnail.snapshotView(afterScreenUpdates: false)
        else { return transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        let finalFrame = transitionContext.finalFrame(for: toVC)
        zooming.frame = thumbnail.convert(thumbnail.bounds, to: container)
        toView.frame = finalFrame
        toView.alpha = 0
        container.addSubview(zooming)
        container.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut,
            animations: {
                zooming.frame = finalFrame
                toView.alpha = 1
            },
            completion: { _ in
                zooming.removeFromSuperview()
                let success = !transitionContext.transitionWasCancelled
                if !success { toView.removeFromSuperview() }
                transitionContext.completeTransition(success)
            })
    }
}
