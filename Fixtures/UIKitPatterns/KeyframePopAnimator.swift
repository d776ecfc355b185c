import UIKit

/// The arriving view pops: from half size and clear it grows past full size while it fades in, then settles,
/// in two keyframes of one keyframe animation (eased as a whole, UIKit's default).
final class KeyframePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        transitionContext.containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        toView.alpha = 0
        UIView.animateKeyframes(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.6) {
                    toView.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
                    toView.alpha = 1
                }
                UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) {
                    toView.transform = .identity
                }
            },
            completion: { _ in
                let success = !transitionContext.transitionWasCancelled
                if !success { toView.removeFromSuperview() }
                transitionContext.completeTransition(success)
            })
    }
}
