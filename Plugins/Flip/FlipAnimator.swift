import SeguePluginSDK

/// A 3D horizontal flip as a plugin, built from one keyframe animation: the leaving view turns
/// away about the vertical axis (with perspective) until edge-on at half time, the two swap
/// visibility there, and the arriving view turns in from edge-on. Dismissals flip the other way.
final class FlipAnimator: InterruptibleSegueAnimator {
    /// The `duration` parameter.
    static let duration = ParameterInfo(
        id: "duration", name: "Duration", description: "Seconds the whole flip takes.", defaultValue: 0.6, range: 0...5)
    /// The `perspective` parameter.
    static let perspective = ParameterInfo(
        id: "perspective", name: "Perspective", description: "Distance of the eye from the view plane, in points.",
        defaultValue: 1000, range: 100...10000)

    static let info = AnimatorInfo(
        id: "org.segue.flip", name: "Flip", vendor: "Segue", version: "1.0.0",
        description: "The views flip about the vertical axis in 3D with perspective, swapping at half time.",
        capabilities: [.present, .dismiss, .interactive],
        parameters: [duration, perspective])

    private let parameters: ParameterValues

    init(parameters: ParameterValues) {
        self.parameters = parameters
    }

    func transitionDuration(_ context: TransitionContext?) -> Double { parameters[Self.duration] }

    /// One keyframe animation turns both views: the whole transition, which an interaction can grab.
    func interruptibleAnimation(_ context: TransitionContext) throws(ServiceError) -> AnimationHandle {
        let presenting = context.operation.bringsViewIn
        let container = try context.containerView()
        let fromView = try context.view(forKey: .from)
        let toView = try context.view(forKey: .to)
        if let toView {
            let final = try context.finalFrame(for: try context.viewController(forKey: .to))
            if !final.isZero { try context.set(.frame(final), on: toView) }
            try context.addSubview(toView, to: container)
        }
        // Presenting turns the right edge away; dismissing turns back the other way.
        let direction = presenting ? 1.0 : -1.0
        let perspective = Transform3D.perspective(distance: parameters[Self.perspective])
        let edgeOnAway = Transform3D.rotationY(direction * .pi / 2).concatenating(perspective)
        let edgeOnToward = Transform3D.rotationY(-direction * .pi / 2).concatenating(perspective)

        var turnAway: [(ViewHandle, PropertyValue)] = []
        var swap: [(ViewHandle, PropertyValue)] = []
        var turnIn: [(ViewHandle, PropertyValue)] = []
        if let fromView {
            try context.set(.transform3D(perspective), on: fromView)
            turnAway.append((fromView, .transform3D(edgeOnAway)))
            swap.append((fromView, .alpha(0)))
        }
        if let toView {
            try context.set(.transform3D(edgeOnToward), on: toView)
            try context.set(.alpha(0), on: toView)
            swap.append((toView, .alpha(1)))
            turnIn.append((toView, .transform3D(perspective)))
        }
        return try context.animateKeyframes(
            duration: transitionDuration(context), timing: .easeInOut,
            [(0, 0.5, turnAway), (0.5, 0, swap), (0.5, 0.5, turnIn)]
        ) { _ in
            let success = !context.transitionWasCancelled
            // Views leave flat and opaque, whichever side they end on.
            for view in [fromView, toView].compactMap({ $0 }) {
                try? context.set(.transform3D(.identity), on: view)
                try? context.set(.alpha(1), on: view)
            }
            if success && !presenting, let fromView { try? context.removeFromSuperview(fromView) }
            if !success && presenting, let toView { try? context.removeFromSuperview(toView) }
            context.completeTransition(success)
        }
    }
}

/// Registers this plugin's animator with the SDK (called once, from the first `init`).
@c @implementation
public func segue_sdk_plugin() {
    SeguePlugin.export(FlipAnimator.self)
}
