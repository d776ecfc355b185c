import SegueEngine

/// `ModalTransitionStyle.crossDissolve`: the presented view fades in at its final frame over the
/// presenter; on dismissal it fades out and leaves (its alpha restored for next time).
public final class CrossDissolveAnimator: AnimatedTransitioning {
    /// Whether this animates a presentation (else a dismissal).
    public let presenting: Bool
    /// Seconds the fade takes.
    public var duration = 0.35

    /// An animator for a presentation (`presenting`) or a dismissal.
    public init(presenting: Bool) {
        self.presenting = presenting
    }

    public func transitionDuration(using context: ContextTransitioning?) -> Double { duration }

    public func animateTransition(using context: ContextTransitioning) {
        if presenting {
            guard let toController = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else {
                return context.completeTransition(!context.transitionWasCancelled)
            }
            toView.frame = context.finalFrame(for: toController)
            toView.alpha = 0
            context.containerView.addSubview(toView)
            context.engine.animate(withDuration: duration, curve: .easeInOut, animations: { toView.alpha = 1 }) { _ in
                let success = !context.transitionWasCancelled
                if !success {
                    toView.removeFromSuperview()
                    toView.alpha = 1
                }
                context.completeTransition(success)
            }
        } else {
            guard let fromView = context.view(forKey: .from) else {
                return context.completeTransition(!context.transitionWasCancelled)
            }
            context.engine.animate(withDuration: duration, curve: .easeInOut, animations: { fromView.alpha = 0 }) { _ in
                let success = !context.transitionWasCancelled
                if success {
                    fromView.removeFromSuperview()
                    fromView.alpha = 1
                }
                context.completeTransition(success)
            }
        }
    }
}
