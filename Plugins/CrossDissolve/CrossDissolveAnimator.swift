import SeguePluginSDK

/// UIKit's cross-dissolve as a plugin: the arriving view fades in at its final frame over the
/// other one; a leaving view fades out over the view it uncovers. Frame for frame the same as
/// SegueKit's `CrossDissolveAnimator`.
final class CrossDissolveAnimator: InterruptibleSegueAnimator {
    /// The `duration` parameter.
    static let duration = ParameterInfo(
        id: "duration", name: "Duration", description: "Seconds the fade takes.", defaultValue: 0.35, range: 0...5)

    static let info = AnimatorInfo(
        id: "org.segue.cross-dissolve", name: "Cross Dissolve", vendor: "Segue", version: "1.0.0",
        description: "The arriving view fades in over the other one; on dismissal the leaving view fades out.",
        capabilities: [.present, .dismiss, .interactive],
        parameters: [duration])

    private let parameters: ParameterValues

    init(parameters: ParameterValues) {
        self.parameters = parameters
    }

    func transitionDuration(_ context: TransitionContext?) -> Double { parameters[Self.duration] }

    /// One fade is the whole transition, so an interaction can grab it.
    func interruptibleAnimation(_ context: TransitionContext) throws(ServiceError) -> AnimationHandle {
        try context.operation.bringsViewIn ? fadeIn(context) : fadeOut(context)
    }

    private func fadeIn(_ context: TransitionContext) throws(ServiceError) -> AnimationHandle {
        guard let toView = try context.view(forKey: .to) else {
            return try context.idleAnimation(duration: transitionDuration(context))
        }
        let toController = try context.viewController(forKey: .to)
        try context.set(.frame(try context.finalFrame(for: toController)), on: toView)
        try context.set(.alpha(0), on: toView)
        try context.addSubview(toView, to: try context.containerView())
        return try context.animate(duration: transitionDuration(context), timing: .easeInOut, [(toView, .alpha(1))]) {
            _ in
            let success = !context.transitionWasCancelled
            if !success {
                try? context.removeFromSuperview(toView)
                try? context.set(.alpha(1), on: toView)
            }
            context.completeTransition(success)
        }
    }

    private func fadeOut(_ context: TransitionContext) throws(ServiceError) -> AnimationHandle {
        guard let fromView = try context.view(forKey: .from) else {
            return try context.idleAnimation(duration: transitionDuration(context))
        }
        // Fade out over the view being uncovered, not over an empty container.
        if let toView = try context.view(forKey: .to) {
            let final = try context.finalFrame(for: try context.viewController(forKey: .to))
            if !final.isZero { try context.set(.frame(final), on: toView) }
            try context.insertSubview(toView, in: try context.containerView(), at: 0)
        }
        return try context.animate(duration: transitionDuration(context), timing: .easeInOut, [(fromView, .alpha(0))]) {
            _ in
            let success = !context.transitionWasCancelled
            if success {
                try? context.removeFromSuperview(fromView)
                try? context.set(.alpha(1), on: fromView)
            }
            context.completeTransition(success)
        }
    }
}

/// Registers this plugin's animator with the SDK (called once, from the first `init`).
@c @implementation
public func segue_sdk_plugin() {
    SeguePlugin.export(CrossDissolveAnimator.self)
}
