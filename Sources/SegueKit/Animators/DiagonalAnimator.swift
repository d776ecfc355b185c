import SegueEngine

/// The seeds' code 10-2: the presented view enters from the container's lower-right corner and
/// leaves the same way on dismissal; after a failed presentation or a successful dismissal the
/// moving view is removed.
public final class DiagonalAnimator: AnimatedTransitioning {
    /// Whether this animates a presentation (else a dismissal); the delegate sets it.
    public var presenting: Bool
    /// Seconds the move takes.
    public var duration: Double
    /// The curve the move follows.
    public var curve: TimingCurve

    /// An animator for a presentation (`presenting`) or a dismissal.
    public init(presenting: Bool, duration: Double = 0.5, curve: TimingCurve = .easeInOut) {
        self.presenting = presenting
        self.duration = duration
        self.curve = curve
    }

    public func transitionDuration(using context: ContextTransitioning?) -> Double { duration }

    public func animateTransition(using context: ContextTransitioning) {
        let container = context.containerView
        guard let fromController = context.viewController(forKey: .from),
            let toController = context.viewController(forKey: .to)
        else { return context.completeTransition(!context.transitionWasCancelled) }
        let toView = context.view(forKey: .to)
        let fromView = context.view(forKey: .from)

        let containerFrame = container.frame
        var toStart = context.initialFrame(for: toController)
        let toFinal = context.finalFrame(for: toController)
        var fromFinal = context.finalFrame(for: fromController)
        if presenting {
            // Start off screen at the container's lower-right corner.
            toStart.origin = Point(x: containerFrame.width, y: containerFrame.height)
            // 10-2 keeps the start frame's size; a zero initial frame would make it pop in, so use the final size.
            if toStart.size == .zero { toStart.size = toFinal.size }
        } else {
            // End off screen at the lower-right corner, keeping the dismissed view's size.
            let size = fromView?.frame.size ?? toView?.frame.size ?? .zero
            fromFinal = Rect(x: containerFrame.width, y: containerFrame.height, width: size.width, height: size.height)
            // The uncovered view sits where it will end (10-2 uses its initial frame, which a pop leaves zero).
            if toFinal != .zero { toStart = toFinal }
        }
        // Always add the "to" view to the container, and set its start frame. 10-2 adds it on
        // top even when dismissing, which would hide the leaving view; it goes beneath instead.
        if let toView {
            if presenting { container.addSubview(toView) } else { container.insertSubview(toView, at: 0) }
            toView.frame = toStart
        }
        context.engine.animate(
            withDuration: transitionDuration(using: context), curve: curve,
            animations: { [presenting] in
                if presenting {
                    toView?.frame = toFinal
                } else {
                    fromView?.frame = fromFinal
                }
            }
        ) { [presenting] _ in
            let success = !context.transitionWasCancelled
            // After a failed presentation or a successful dismissal, remove the moving view.
            if presenting && !success { toView?.removeFromSuperview() }
            if !presenting && success { fromView?.removeFromSuperview() }
            context.completeTransition(success)
        }
    }
}
