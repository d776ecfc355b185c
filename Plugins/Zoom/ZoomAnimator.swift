import SeguePluginSDK

/// A spring zoom as a plugin: the arriving view grows from a small, transparent copy of itself
/// at its final frame and overshoots by `bounce` before settling; on dismissal the leaving view
/// shrinks and fades away over the view it uncovers (no bounce on the way out).
final class ZoomAnimator: InterruptibleSegueAnimator {
    /// The `duration` parameter.
    static let duration = ParameterInfo(
        id: "duration", name: "Duration", description: "Seconds the zoom takes to settle.", defaultValue: 0.6,
        range: 0...5)
    /// The `bounce` parameter.
    static let bounce = ParameterInfo(
        id: "bounce", name: "Bounce",
        description: "How far the spring overshoots: 0 settles without overshoot, 0.9 bounces a lot.",
        defaultValue: 0.3, range: 0...0.9)
    /// The `scale` parameter.
    static let scale = ParameterInfo(
        id: "scale", name: "Start scale", description: "The size the view zooms from, as a fraction of its own.",
        defaultValue: 0.2, range: 0.01...1)

    static let info = AnimatorInfo(
        id: "org.segue.zoom", name: "Zoom", vendor: "Segue", version: "1.0.0",
        description: "The arriving view zooms up from small on a bouncy spring; dismissal shrinks it away.",
        capabilities: [.present, .dismiss, .interactive],
        parameters: [duration, bounce, scale])

    private let parameters: ParameterValues

    init(parameters: ParameterValues) {
        self.parameters = parameters
    }

    func transitionDuration(_ context: TransitionContext?) -> Double { parameters[Self.duration] }

    /// One animation (a spring in, an ease-in out) is the whole transition: an interaction can grab it.
    func interruptibleAnimation(_ context: TransitionContext) throws(ServiceError) -> AnimationHandle {
        let container = try context.containerView()
        let small = AffineTransform.scale(x: parameters[Self.scale], y: parameters[Self.scale])
        if context.operation.bringsViewIn {
            guard let toView = try context.view(forKey: .to) else {
                return try context.idleAnimation(duration: transitionDuration(context))
            }
            try context.set(.frame(try context.finalFrame(for: try context.viewController(forKey: .to))), on: toView)
            try context.addSubview(toView, to: container)
            try context.set(.transform(small), on: toView)
            try context.set(.alpha(0), on: toView)
            // SwiftUI's bounce: a damping ratio of 1 - bounce, tuned to settle within the duration.
            return try context.animate(
                duration: transitionDuration(context),
                timing: .spring(dampingRatio: 1 - parameters[Self.bounce], initialVelocity: 0),
                [(toView, .transform(.identity)), (toView, .alpha(1))]
            ) { _ in
                let success = !context.transitionWasCancelled
                if !success {
                    try? context.removeFromSuperview(toView)
                    try? context.set(.transform(.identity), on: toView)
                    try? context.set(.alpha(1), on: toView)
                }
                context.completeTransition(success)
            }
        } else {
            guard let fromView = try context.view(forKey: .from) else {
                return try context.idleAnimation(duration: transitionDuration(context))
            }
            if let toView = try context.view(forKey: .to) {
                let final = try context.finalFrame(for: try context.viewController(forKey: .to))
                if !final.isZero { try context.set(.frame(final), on: toView) }
                try context.insertSubview(toView, in: container, at: 0)
            }
            return try context.animate(
                duration: transitionDuration(context), timing: .easeIn,
                [(fromView, .transform(small)), (fromView, .alpha(0))]
            ) { _ in
                let success = !context.transitionWasCancelled
                if success {
                    try? context.removeFromSuperview(fromView)
                    try? context.set(.transform(.identity), on: fromView)
                    try? context.set(.alpha(1), on: fromView)
                }
                context.completeTransition(success)
            }
        }
    }
}

/// Registers this plugin's animator with the SDK (called once, from the first `init`).
@c @implementation
public func segue_sdk_plugin() {
    SeguePlugin.export(ZoomAnimator.self)
}
