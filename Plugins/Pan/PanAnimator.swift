import SeguePluginSDK

/// The VCTransitionsLibrary's pan (CEPanAnimationController) as a plugin: the arriving view
/// pans in from one side while the leaving view pans half a width out the other, a parallax.
/// Presenting comes in from the right and pushes the old view left; dismissing (the library's
/// `reverse`) runs the mirror image, the arriving view sliding out from under the leaving one.
final class PanAnimator: InterruptibleSegueAnimator {
    /// The `duration` parameter (the library sets 0.3 s for this controller).
    static let duration = ParameterInfo(
        id: "duration", name: "Duration", description: "Seconds the pan takes.", defaultValue: 0.3, range: 0...5)

    static let info = AnimatorInfo(
        id: "org.segue.pan", name: "Pan", vendor: "Segue", version: "1.0.0",
        description:
            "The arriving view pans in across the container while the leaving view pans half a width out the other "
            + "way, in parallax; presenting enters from the right, dismissing runs the mirror image with the "
            + "arriving view underneath (after VCTransitionsLibrary's pan).",
        capabilities: [.present, .dismiss, .interactive],
        parameters: [duration])

    private let parameters: ParameterValues

    init(parameters: ParameterValues) {
        self.parameters = parameters
    }

    func transitionDuration(_ context: TransitionContext?) -> Double { parameters[Self.duration] }

    /// One animation pans both views: the whole transition, which an interaction can grab.
    func interruptibleAnimation(_ context: TransitionContext) throws(ServiceError) -> AnimationHandle {
        let forward = context.operation.bringsViewIn
        let container = try context.containerView()
        guard case .bounds(let bounds) = try context.value(of: .bounds, on: container) else {
            return try context.idleAnimation(duration: transitionDuration(context))
        }
        let width = bounds.width
        let fromView = try context.view(forKey: .from)
        let toView = try context.view(forKey: .to)

        var changes: [(ViewHandle, PropertyValue)] = []
        var toStart = Rect.zero
        var toWasInContainer = false
        if let toView {
            toWasInContainer = try context.superview(of: toView) == container
            toStart = try context.frame(of: toView)
            var final = try context.finalFrame(for: try context.viewController(forKey: .to))
            if final.isZero { final = bounds }
            // Forward: in from the right edge, on top; reverse: half a width to the left, underneath.
            var start = final
            start.x = forward ? width : -width / 2
            if forward {
                try context.addSubview(toView, to: container)
            } else {
                try context.insertSubview(toView, in: container, at: 0)
            }
            try context.set(.frame(start), on: toView)
            changes.append((toView, .frame(final)))
        }
        var fromStart = Rect.zero
        if let fromView {
            fromStart = try context.frame(of: fromView)
            var end = fromStart
            end.x = forward ? -width / 2 : width
            changes.append((fromView, .frame(end)))
        }
        return try context.animate(duration: transitionDuration(context), timing: .easeInOut, changes) { _ in
            let success = !context.transitionWasCancelled
            // The leaving view gets its frame back whether it stays (cancel) or goes (finish).
            if let fromView { try? context.set(.frame(fromStart), on: fromView) }
            if let toView, !success {
                try? context.set(.frame(toStart), on: toView)
                if !toWasInContainer { try? context.removeFromSuperview(toView) }
            }
            if success && !forward, let fromView { try? context.removeFromSuperview(fromView) }
            context.completeTransition(success)
        }
    }
}

/// Registers this plugin's animator with the SDK (called once, from the first `init`).
@c @implementation
public func segue_sdk_plugin() {
    SeguePlugin.export(PanAnimator.self)
}
