import UIKit

/// Reveals the presented view through a circle that grows from the container's centre until it covers the
/// container, and hides it again by shrinking the circle back on dismissal.
final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether this animator presents (true) or dismisses.
    let isPresenting: Bool
    /// The radius of the circle the reveal starts from and the dismissal ends in.
    static let startRadius: CGFloat = 10

    /// An animator for one direction.
    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    /// How long the circle takes to grow or shrink.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    /// The circle of `radius` about `center`.
    static func circle(at center: CGPoint, radius: CGFloat) -> CGPath {
        UIBezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            .cgPath
    }

    /// Grows the arriving view's mask, or shrinks the leaving view's.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let revealed = transitionContext.view(forKey: key) else {
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if isPresenting {
            if let toController = transitionContext.viewController(forKey: .to) {
                let finalFrame = transitionContext.finalFrame(for: toController)
                if !finalFrame.isEmpty { revealed.frame = finalFrame }
            }
            container.addSubview(revealed)
        } else if let toView = transitionContext.view(forKey: .to) {
            // The presenter goes back beneath the view that shrinks away, where a cancelled dismissal must leave it.
            container.insertSubview(toView, belowSubview: revealed)
        }

        // The mask is in the revealed view's coordinates; the circle is centred on the container.
        let bounds = container.bounds
        let center = container.convert(CGPoint(x: bounds.midX, y: bounds.midY), to: revealed)
        // From the centre, half the diagonal reaches every corner.
        let small = Self.circle(at: center, radius: Self.startRadius)
        let large = Self.circle(at: center, radius: hypot(bounds.width, bounds.height) / 2)
        let (startPath, endPath) = isPresenting ? (small, large) : (large, small)

        let maskLayer = CAShapeLayer()
        maskLayer.frame = revealed.bounds
        // The model holds the end, so nothing jumps back when the animation is removed.
        maskLayer.path = endPath
        revealed.layer.mask = maskLayer

        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = startPath
        animation.toValue = endPath
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            let completed = !transitionContext.transitionWasCancelled
            revealed.layer.mask = nil
            // A view leaves when its dismissal completes or its presentation is cancelled.
            let leaves = self.isPresenting ? !completed : completed
            if leaves { revealed.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        }
        maskLayer.add(animation, forKey: "reveal")
        CATransaction.commit()
    }
}
