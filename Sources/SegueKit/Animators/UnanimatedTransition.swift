/// Stands in for an animator when a transition is not animated: views jump to their final
/// frames and the transition completes at once.
final class UnanimatedTransition: AnimatedTransitioning {
    func transitionDuration(using context: ContextTransitioning?) -> Double { 0 }

    func animateTransition(using context: ContextTransitioning) {
        if let to = context.view(forKey: .to), let controller = context.viewController(forKey: .to) {
            let final = context.finalFrame(for: controller)
            if final != .zero { to.frame = final }
            if to.superview == nil { context.containerView.addSubview(to) }
        }
        if let from = context.view(forKey: .from), let controller = context.viewController(forKey: .from),
           context.finalFrame(for: controller) == .zero {
            from.removeFromSuperview()
        }
        context.completeTransition(true)
    }
}
