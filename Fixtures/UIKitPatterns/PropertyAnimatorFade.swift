import UIKit

/// The arriving view fades in through an interruptible `UIViewPropertyAnimator`, vended once per transition and
/// started by `animateTransition`, as iOS code written for interruptible transitions does.
final class PropertyAnimatorFade: NSObject, UIViewControllerAnimatedTransitioning {
    /// The animator of the running transition.
    private var animator: UIViewImplicitlyAnimating?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let toView = transitionContext.view(forKey: .to)
        if let toView, let toVC = transitionContext.viewController(forKey: .to) {
            transitionContext.containerView.addSubview(toView)
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0
        }
        let made = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut) {
            toView?.alpha = 1
        }
        made.addCompletion { position in
            let success = position == .end && !transitionContext.transitionWasCancelled
            if !success { toView?.removeFromSuperview() }
            transitionContext.completeTransition(success)
        }
        animator = made
        return made
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
