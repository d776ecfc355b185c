import UIKit

/// Flips the card about its vertical axis: the leaving view turns away to edge-on over the first half, then the
/// arriving view turns in from edge-on over the second half; dismissal flips back the other way.
final class CardFlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether this animator presents (true) or dismisses.
    let isPresenting: Bool

    /// An animator for one direction.
    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    /// The whole flip, both halves.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    /// The card turned `angle` radians about its vertical axis, seen from 500 points away so the near edge
    /// grows and the far edge shrinks.
    static func turned(_ angle: CGFloat) -> CATransform3D {
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 500
        transform = CATransform3DRotate(transform, angle, 0, 1, 0)
        return transform
    }

    /// Turns the views handed over; a side the context keeps to itself (the presenter under a style that leaves
    /// it in place) is simply not animated.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        if let toView {
            if let toController = transitionContext.viewController(forKey: .to) {
                let finalFrame = transitionContext.finalFrame(for: toController)
                if !finalFrame.isEmpty { toView.frame = finalFrame }
            }
            // The presenter goes back beneath the card it presented, where a cancelled dismissal must leave it.
            if !isPresenting, let fromView {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
        }
        // Presenting turns the right edge away; dismissing turns it back the other way.
        let direction: CGFloat = isPresenting ? 1 : -1
        fromView?.layer.transform = Self.turned(0)
        // Edge-on, the arriving view is a line of no width until its half begins.
        toView?.layer.transform = Self.turned(-direction * .pi / 2)

        UIView.animateKeyframes(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.calculationModeLinear],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    fromView?.layer.transform = Self.turned(direction * .pi / 2)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    toView?.layer.transform = Self.turned(0)
                }
            },
            completion: { _ in
                let completed = !transitionContext.transitionWasCancelled
                // Both views leave flat, whichever side they end on: the perspective is only for the turn.
                fromView?.layer.transform = CATransform3DIdentity
                toView?.layer.transform = CATransform3DIdentity
                if completed && !self.isPresenting { fromView?.removeFromSuperview() }
                if !completed && self.isPresenting { toView?.removeFromSuperview() }
                transitionContext.completeTransition(completed)
            })
    }
}
