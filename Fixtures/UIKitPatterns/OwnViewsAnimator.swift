import UIKit

/// Views of its own made as iOS code makes them: a badge scaled to half before it is added (UIKit keeps its
/// bounds and draws it transformed), added and then no longer referenced (its superview keeps it), and touched
/// again after `completeTransition`, which UIKit allows.
final class OwnViewsAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        toView.frame = transitionContext.finalFrame(for: toVC)
        container.addSubview(toView)
        let badge = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        badge.accessibilityIdentifier = "badge"
        badge.backgroundColor = .systemBlue
        badge.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        container.addSubview(badge)
        addUnreferencedView(to: container)
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 0.5 }) { _ in
            let kept = container.subviews.filter { $0.accessibilityIdentifier == "unreferenced" }.count
            badge.removeFromSuperview()
            container.subviews.filter { $0.accessibilityIdentifier == "unreferenced" }.forEach {
                $0.removeFromSuperview()
            }
            toView.alpha = 1
            transitionContext.completeTransition(kept == 1 && !transitionContext.transitionWasCancelled)
            // After completing: UIKit lets code read and set views; nothing here may reach the ended context.
            badge.isHidden = true
            _ = toVC.modalPresentationStyle
            _ = transitionContext.transitionWasCancelled
            toView.layer.cornerRadius = 0
        }
    }

    /// Adds a view no variable keeps.
    private func addUnreferencedView(to container: UIView) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.accessibilityIdentifier = "unreferenced"
        container.addSubview(view)
    }
}
