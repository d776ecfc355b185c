import UIKit

/// Reads back what it sets, as real animators do, and names what it read on marker views the test finds in the
/// trace: the model value at once after a change inside a block, the presentation before and after the animation,
/// and a main-queue callback a quarter second in on the transition's clock.
final class ModelReadsAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        let final = transitionContext.finalFrame(for: toVC)
        container.addSubview(toView)
        toView.frame = final.offsetBy(dx: 0, dy: final.height)
        let start = CACurrentMediaTime()
        UIView.animate(
            withDuration: 0.5, delay: 0, options: .curveLinear,
            animations: {
                toView.frame = final
                note("model \(Self.describe(toView.frame))", in: container)
            }
        ) { finished in
            note("ended \(finished) \(Self.describe(toView.layer.presentation()?.frame))", in: container)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        note("screen \(Self.describe(toView.layer.presentation()?.frame))", in: container)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
            let elapsed = CACurrentMediaTime() - start
            note("later \(Self.describe(toView.layer.presentation()?.frame)) at \(elapsed)", in: container)
        }
    }

    /// A rect as four whole numbers.
    static func describe(_ rect: CGRect?) -> String {
        guard let rect else { return "none" }
        return [rect.minX, rect.minY, rect.width, rect.height].map { String(Int($0.rounded())) }.joined(separator: " ")
    }
}

/// Adds a marker view named `text`, which the test reads in the trace.
private func note(_ text: String, in container: UIView) {
    let marker = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    marker.accessibilityIdentifier = text
    container.addSubview(marker)
}
