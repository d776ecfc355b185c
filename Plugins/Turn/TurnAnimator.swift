import SeguePluginSDK

/// VCTransitionsLibrary's turn (CETurnAnimationController) as a plugin: under a perspective the
/// container lends its subviews, the leaving view turns away about the vertical axis (the
/// library's default, CEDirectionVertical; or the horizontal one) until it is edge-on at half
/// time, then the arriving view turns in from edge-on on the other side, on one keyframe timeline
/// eased in and out as a whole. Dismissals and pops turn the other way, as the library's
/// `reverse` flag does.
final class TurnAnimator: InterruptibleSegueAnimator {
    /// The `duration` parameter (the library's base class defaults to one second).
    static let duration = ParameterInfo(
        id: "duration", name: "Duration", description: "Seconds the whole turn takes.", defaultValue: 1, range: 0...5)
    /// The `vertical` parameter: the library's `flipDirection`, vertical by default as the
    /// library's `init` sets it.
    static let vertical = ParameterInfo(
        id: "vertical", name: "Vertical",
        description:
            "1 turns about the vertical axis (the library's CEDirectionVertical, its default); 0 about the horizontal "
            + "axis.",
        kind: .boolean, defaultValue: 1, range: 0...1)
    /// The `perspective` parameter: the eye's distance (the library's m34 of -0.002 is 500 points).
    static let perspective = ParameterInfo(
        id: "perspective", name: "Perspective",
        description: "Distance of the eye from the view plane, in points (m34 = -1/distance).",
        defaultValue: 500, range: 100...10000)

    static let info = AnimatorInfo(
        id: "org.segue.turn", name: "Turn", vendor: "Segue", version: "1.0.0",
        description:
            "After VCTransitionsLibrary's turn: with the container's perspective, the leaving view turns away about "
            + "the vertical (or horizontal) axis until edge-on at half time, then the arriving view turns in from "
            + "edge-on; dismissal and pop turn the other way.",
        capabilities: [.present, .dismiss, .interactive],
        parameters: [duration, vertical, perspective])

    private let parameters: ParameterValues

    init(parameters: ParameterValues) {
        self.parameters = parameters
    }

    func transitionDuration(_ context: TransitionContext?) -> Double { parameters[Self.duration] }

    /// A rotation by `angle` about the x axis (horizontal) or the y axis (vertical), as
    /// CATransform3DMakeRotation builds it.
    private func rotation(_ angle: Double) -> Transform3D {
        parameters[Self.vertical] != 0 ? .rotationY(angle) : .rotationX(angle)
    }

    /// One keyframe animation turns both views: the whole transition, which an interaction can grab.
    func interruptibleAnimation(_ context: TransitionContext) throws(ServiceError) -> AnimationHandle {
        let forward = context.operation.bringsViewIn
        let container = try context.containerView()
        let fromView = try context.view(forKey: .from)
        let toView = try context.view(forKey: .to)
        if let toView {
            let final = try context.finalFrame(for: try context.viewController(forKey: .to))
            if !final.isZero { try context.set(.frame(final), on: toView) }
            try context.addSubview(toView, to: container)
        }
        // The perspective lives on the container, as in the library; put back what was there.
        let oldSublayer: Transform3D
        if case .sublayerTransform(let value) = try context.value(of: .sublayerTransform, on: container) {
            oldSublayer = value
        } else {
            oldSublayer = .identity
        }
        try context.set(.sublayerTransform(.perspective(distance: parameters[Self.perspective])), on: container)

        // The library's factor: -1 forward, +1 in reverse.
        let factor = forward ? -1.0 : 1.0
        var turnAway: [(ViewHandle, PropertyValue)] = []
        var turnIn: [(ViewHandle, PropertyValue)] = []
        if let fromView { turnAway.append((fromView, .transform3D(rotation(factor * .pi / 2)))) }
        if let toView {
            try context.set(.transform3D(rotation(-factor * .pi / 2)), on: toView)
            turnIn.append((toView, .transform3D(.identity)))
        }
        // UIView's keyframe animation without options eases the whole timeline in and out, so the
        // views are edge-on at half time and each keyframe moves linearly in its half of the progress.
        return try context.animateKeyframes(
            duration: transitionDuration(context), timing: .easeInOut, [(0, 0.5, turnAway), (0.5, 0.5, turnIn)]
        ) { _ in
            let success = !context.transitionWasCancelled
            for view in [fromView, toView].compactMap({ $0 }) { try? context.set(.transform3D(.identity), on: view) }
            try? context.set(.sublayerTransform(oldSublayer), on: container)
            if success && !forward, let fromView { try? context.removeFromSuperview(fromView) }
            if !success && forward, let toView { try? context.removeFromSuperview(toView) }
            context.completeTransition(success)
        }
    }
}

/// Registers this plugin's animator with the SDK (called once, from the first `init`).
@c @implementation
public func segue_sdk_plugin() {
    SeguePlugin.export(TurnAnimator.self)
}
