import SegueEngine

/// `ModalTransitionStyle.partialCurl`, headless: the presenter's view rolls up (tilting back about
/// its top edge with perspective while rising) to uncover the bottom part of the presented view
/// beneath it, and stays rolled up while presented; dismissal rolls it back down.
///
/// A render tree of flat rectangles cannot bend a page, so the curl is this tilt-and-rise.
public final class PartialCurlAnimator: AnimatedTransitioning {
    /// Whether this animates a presentation (else a dismissal).
    public let presenting: Bool
    /// Seconds the curl takes.
    public var duration = 0.6
    /// How much of the container height the page uncovers.
    public var uncoveredFraction = 0.6

    /// An animator for a presentation (`presenting`) or a dismissal.
    public init(presenting: Bool) {
        self.presenting = presenting
    }

    public func transitionDuration(using context: ContextTransitioning?) -> Double { duration }

    /// The rolled-up transform for a page `height` points tall.
    func curled(height: Double) -> Transform3D {
        Transform3D(rotationAngle: .pi / 6, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(translationX: 0, y: -uncoveredFraction * height))
            .concatenating(Transform3D(perspectiveDistance: 1000))
    }

    public func animateTransition(using context: ContextTransitioning) {
        let container = context.containerView
        let page = presenting ? context.viewController(forKey: .from) : context.viewController(forKey: .to)
        let covered = presenting ? context.viewController(forKey: .to) : context.viewController(forKey: .from)
        guard let page, let covered else { return context.completeTransition(!context.transitionWasCancelled) }
        let flat = Transform3D(perspectiveDistance: 1000)
        let rolled = curled(height: container.bounds.height)
        if presenting {
            covered.view.frame = context.finalFrame(for: covered)
            container.addSubview(covered.view)
            page.view.frame = context.initialFrame(for: page)
            container.addSubview(page.view)
            page.view.transform3D = flat
        }
        let target = presenting ? rolled : flat
        context.engine.animate(
            withDuration: duration, curve: .easeInOut, animations: { page.view.transform3D = target }
        ) { _ in
            let success = !context.transitionWasCancelled
            if self.presenting != success {
                // Dismissed, or a presentation undone: the page lies flat again.
                page.view.transform3D = .identity
            }
            if !self.presenting && success { covered.view.removeFromSuperview() }
            context.completeTransition(success)
        }
    }
}
