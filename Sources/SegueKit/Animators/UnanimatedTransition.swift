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
        // The outgoing view is left in place: each transition kind's own clean-up removes it,
        // knowing where it must return to.
        context.completeTransition(true)
    }
}
