import UIKit

/// The seeds' code 10-2 written in UIKit, line for line as the handle-SDK Diagonal plugin does it: the presented
/// view enters from the container's lower-right corner and leaves the same way.
final class DiagonalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let containerFrame = container.frame
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let presenting = toVC.isBeingPresented || toVC.isMovingToParent
        var toStart = transitionContext.initialFrame(for: toVC)
        let toFinal = transitionContext.finalFrame(for: toVC)
        var fromFinal = transitionContext.finalFrame(for: fromVC)
        if presenting {
            toStart.origin = CGPoint(x: containerFrame.width, y: containerFrame.height)
            if toStart.size == .zero { toStart.size = toFinal.size }
        } else {
            let size = (fromView ?? toView)?.frame.size ?? .zero
            fromFinal = CGRect(origin: CGPoint(x: containerFrame.width, y: containerFrame.height), size: size)
            if toFinal != .zero { toStart = toFinal }
        }
        if let toView {
            if presenting { container.addSubview(toView) } else { container.insertSubview(toView, at: 0) }
            toView.frame = toStart
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut,
            animations: {
                if presenting { toView?.frame = toFinal } else { fromView?.frame = fromFinal }
            },
            completion: { _ in
                let success = !transitionContext.transitionWasCancelled
                if presenting && !success { toView?.removeFromSuperview() }
                if !presenting && success { fromView?.removeFromSuperview() }
                transitionContext.completeTransition(success)
            })
    }
}
