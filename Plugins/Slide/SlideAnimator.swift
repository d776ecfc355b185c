import SeguePluginSDK

/// objc.io's default container transition as a plugin: the views slide by the container's width
/// plus a 16-point gap on a spring (damping 0.75, initial velocity 0.5, one second), the old one
/// fading out and the new one fading in. The direction comes from the context's frames: the new
/// view travels from its initial towards its final frame. Frame for frame the same as SegueKit's
/// `ContainerSlideAnimator`.
final class SlideAnimator: InterruptibleSegueAnimator {
    /// The `duration` parameter.
    static let duration = ParameterInfo(
        id: "duration", name: "Duration", description: "Seconds the spring takes to settle.", defaultValue: 1,
        range: 0...5)
    /// The `padding` parameter.
    static let padding = ParameterInfo(
        id: "padding", name: "Padding", description: "Gap in points between the two views while they slide.",
        defaultValue: 16, range: 0...200)

    static let info = AnimatorInfo(
        id: "org.segue.slide", name: "Slide", vendor: "Segue", version: "1.0.0",
        description:
            "The views slide sideways with a 16-point gap on a spring, fading as they go (objc.io's container "
            + "default).",
        capabilities: [.present, .dismiss, .interactive],
        parameters: [duration, padding])

    /// The spring's damping ratio, from the article.
    static let damping = 0.75
    /// The spring's initial velocity, from the article.
    static let initialVelocity = 0.5

    private let parameters: ParameterValues

    init(parameters: ParameterValues) {
        self.parameters = parameters
    }

    func transitionDuration(_ context: TransitionContext?) -> Double { parameters[Self.duration] }

    /// One spring moves both views, so it is the whole transition: an interaction can grab it.
    func interruptibleAnimation(_ context: TransitionContext) throws(ServiceError) -> AnimationHandle {
        let toController = try context.viewController(forKey: .to)
        let container = try context.containerView()
        // Only the views the context hands over move: a presenter that stays (over full screen,
        // sheets) keeps its view, and a dismissal uncovers a view that never left.
        let toView = try context.view(forKey: .to)
        let fromView = try context.view(forKey: .from)
        // Sliding in from the left when the new view's frames move right, else from the right.
        let goingRight = try context.initialFrame(for: toController).minX < context.finalFrame(for: toController).minX
        let travel = (try context.frame(of: container)).width + parameters[Self.padding]
        let offset = goingRight ? travel : -travel

        // objc.io's container lays its children out first; navigation and modal containers do not.
        if let toView {
            let toFinal = try context.finalFrame(for: toController)
            if !toFinal.isZero { try context.set(.frame(toFinal), on: toView) }
            try context.addSubview(toView, to: container)
            try context.set(.alpha(0), on: toView)
            try context.set(.transform(.translation(x: -offset, y: 0)), on: toView)
        }
        var changes: [(ViewHandle, PropertyValue)] = []
        if let fromView { changes += [(fromView, .transform(.translation(x: offset, y: 0))), (fromView, .alpha(0))] }
        if let toView { changes += [(toView, .transform(.identity)), (toView, .alpha(1))] }
        return try context.animate(
            duration: transitionDuration(context),
            timing: .spring(dampingRatio: Self.damping, initialVelocity: Self.initialVelocity), changes
        ) { _ in
            let success = !context.transitionWasCancelled
            if let fromView {
                try? context.set(.transform(.identity), on: fromView)
                // A modal dismissal's view leaves with the animation (containers remove theirs themselves).
                if success && context.operation == .dismiss { try? context.removeFromSuperview(fromView) }
            }
            context.completeTransition(success)
        }
    }
}

/// Registers this plugin's animator with the SDK (called once, from the first `init`).
@c @implementation
public func segue_sdk_plugin() {
    SeguePlugin.export(SlideAnimator.self)
}
