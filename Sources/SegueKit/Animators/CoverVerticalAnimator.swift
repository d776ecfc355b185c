import SegueEngine

/// `ModalTransitionStyle.coverVertical`: the presented view slides up from below the container
/// into its final frame; on dismissal it slides back down and leaves.
public final class CoverVerticalAnimator: AnimatedTransitioning {
    /// Whether this animates a presentation (else a dismissal).
    public let presenting: Bool
    /// Seconds the slide takes.
    public var duration = 0.5

    /// An animator for a presentation (`presenting`) or a dismissal.
    public init(presenting: Bool) {
        self.presenting = presenting
    }

    public func transitionDuration(using context: ContextTransitioning?) -> Double { duration }

    public func animateTransition(using context: ContextTransitioning) {
        let container = context.containerView
        let height = container.bounds.height
        if presenting {
            guard let toController = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else {
                return context.completeTransition(!context.transitionWasCancelled)
            }
            let final = context.finalFrame(for: toController)
            container.addSubview(toView)
            toView.frame = final.offsetBy(dx: 0, dy: height - final.minY)
            context.engine.animate(withDuration: duration, curve: .easeInOut, animations: { toView.frame = final }) {
                _ in
                let success = !context.transitionWasCancelled
                if !success { toView.removeFromSuperview() }
                context.completeTransition(success)
            }
        } else {
            guard let fromView = context.view(forKey: .from) else {
                return context.completeTransition(!context.transitionWasCancelled)
            }
            let start = fromView.frame
            context.engine.animate(
                withDuration: duration, curve: .easeInOut,
                animations: {
                    fromView.frame = start.offsetBy(dx: 0, dy: height - start.minY)
                }
            ) { _ in
                let success = !context.transitionWasCancelled
                if success { fromView.removeFromSuperview() }
                context.completeTransition(success)
            }
        }
    }
}
