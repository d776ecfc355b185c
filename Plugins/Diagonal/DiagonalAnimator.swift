import SeguePluginSDK

/// The seeds' code 10-2 as a plugin: the presented view enters from the container's lower-right
/// corner and leaves the same way; after a cancelled presentation or a finished dismissal the
/// moving view is removed. Frame for frame the same as SegueKit's native `DiagonalAnimator`.
final class DiagonalAnimator: InterruptibleSegueAnimator {
    /// The `duration` parameter.
    static let duration = ParameterInfo(
        id: "duration", name: "Duration", description: "Seconds the move takes.", defaultValue: 0.5, range: 0...5)

    static let info = AnimatorInfo(
        id: "org.segue.diagonal", name: "Diagonal", vendor: "Segue", version: "1.0.0",
        description:
            "The presented view slides in from the lower-right corner and out the same way (seeds, code 10-2).",
        capabilities: [.present, .dismiss, .interactive],
        parameters: [duration])

    private let parameters: ParameterValues

    init(parameters: ParameterValues) {
        self.parameters = parameters
    }

    func transitionDuration(_ context: TransitionContext?) -> Double { parameters[Self.duration] }

    /// One animation moves the view in or out: the whole transition, which an interaction can grab.
    func interruptibleAnimation(_ context: TransitionContext) throws(ServiceError) -> AnimationHandle {
        let presenting = context.operation.bringsViewIn
        let container = try context.containerView()
        let containerFrame = try context.frame(of: container)
        let fromController = try context.viewController(forKey: .from)
        let toController = try context.viewController(forKey: .to)
        let toView = try context.view(forKey: .to)
        let fromView = try context.view(forKey: .from)

        var toStart = try context.initialFrame(for: toController)
        let toFinal = try context.finalFrame(for: toController)
        var fromFinal = try context.finalFrame(for: fromController)
        if presenting {
            // Start off screen at the lower-right corner, at the final size if the start is unknown.
            toStart.x = containerFrame.width
            toStart.y = containerFrame.height
            if toStart.width == 0 && toStart.height == 0 {
                toStart.width = toFinal.width
                toStart.height = toFinal.height
            }
        } else {
            // Keep the leaving view's size (the arriving one's if there is no leaving view).
            var size = Rect.zero
            if let moving = fromView ?? toView { size = try context.frame(of: moving) }
            fromFinal = Rect(x: containerFrame.width, y: containerFrame.height, width: size.width, height: size.height)
            // The uncovered view sits where it will end (10-2 uses its initial frame, which a pop leaves zero).
            if !toFinal.isZero { toStart = toFinal }
        }
        if let toView {
            // The arriving view goes on top when presenting, beneath the leaving one when dismissing.
            if presenting {
                try context.addSubview(toView, to: container)
            } else {
                try context.insertSubview(toView, in: container, at: 0)
            }
            try context.set(.frame(toStart), on: toView)
        }
        var changes: [(ViewHandle, PropertyValue)] = []
        if presenting, let toView { changes.append((toView, .frame(toFinal))) }
        if !presenting, let fromView { changes.append((fromView, .frame(fromFinal))) }
        return try context.animate(duration: transitionDuration(context), timing: .easeInOut, changes) { _ in
            let success = !context.transitionWasCancelled
            if presenting && !success, let toView { try? context.removeFromSuperview(toView) }
            if !presenting && success, let fromView { try? context.removeFromSuperview(fromView) }
            context.completeTransition(success)
        }
    }
}

/// Registers this plugin's animator with the SDK (called once, from the first `init`).
@c @implementation
public func segue_sdk_plugin() {
    SeguePlugin.export(DiagonalAnimator.self)
}
