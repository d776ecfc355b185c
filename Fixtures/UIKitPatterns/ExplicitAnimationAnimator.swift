import UIKit

/// Core Animation's explicit animations change the screen only: the arriving view's opacity animates 0 → 1 with
/// its model already 1; a badge layer slides by `position.x` and keeps its end on screen (`fillMode = .forwards`,
/// not removed) while its model stays where it was.
final class ExplicitAnimationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        toView.frame = transitionContext.finalFrame(for: toVC)
        container.addSubview(toView)
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        badge.backgroundColor = .systemRed
        badge.accessibilityIdentifier = "badge"
        container.addSubview(badge)

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            badge.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 0.4
        toView.layer.add(fade, forKey: "fade")
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.toValue = 230
        slide.duration = 0.2
        slide.fillMode = .forwards
        slide.isRemovedOnCompletion = false
        badge.layer.add(slide, forKey: "slide")
        CATransaction.commit()
    }
}
