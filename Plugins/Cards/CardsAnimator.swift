import SeguePluginSDK

/// The VCTransitionsLibrary's cards (CECardsAnimationController) as a plugin, on one keyframe
/// timeline. Presenting: the leaving view tips back 15° about its horizontal axis, shrinks to 95 %
/// and dims to 0.6 (first 40 %), then straightens and settles smaller (80 %) and 8 % of its height
/// higher (to 60 %), while the arriving view waits below the container, peeks 30 points in (60–80 %)
/// and slides up into place (80–100 %). Dismissing (the library's `reverse`): the leaving view
/// drops off the bottom (first half) while the one beneath grows from 60 % and brightens through
/// the tipped-back pose (35–70 %) to flat (75–100 %).
final class CardsAnimator: InterruptibleSegueAnimator {
    /// The `duration` parameter (the library's default, 1 s).
    static let duration = ParameterInfo(
        id: "duration", name: "Duration", description: "Seconds the whole card shuffle takes.", defaultValue: 1,
        range: 0...5)

    static let info = AnimatorInfo(
        id: "org.segue.cards", name: "Cards", vendor: "Segue", version: "1.0.0",
        description:
            "The leaving view recedes like a card pushed to the back of a deck (tipped back in perspective, shrunk "
            + "and dimmed) while the arriving one rises from below into place; dismissing drops the top card off "
            + "the bottom and lifts the one beneath back to full size (after VCTransitionsLibrary's cards).",
        capabilities: [.present, .dismiss, .interactive],
        parameters: [duration])

    private let parameters: ParameterValues

    init(parameters: ParameterValues) {
        self.parameters = parameters
    }

    func transitionDuration(_ context: TransitionContext?) -> Double { parameters[Self.duration] }

    /// Tipped back: the library's first transform (15° about x, 95 %, then perspective 1/900).
    static let tippedBack = Transform3D.rotation(15 * .pi / 180, x: 1, y: 0, z: 0)
        .concatenating(.scale(0.95, 0.95, 1)).concatenating(.perspective(distance: 900))

    /// Settled at the back: 80 %, raised by 8 % of `height`, then perspective 1/900.
    static func settled(height: Double) -> Transform3D {
        Transform3D.scale(0.8, 0.8, 1).concatenating(.translation(0, -0.08 * height, 0)).concatenating(
            .perspective(distance: 900))
    }

    /// One keyframe animation moves both cards: the whole transition, which an interaction can grab.
    func interruptibleAnimation(_ context: TransitionContext) throws(ServiceError) -> AnimationHandle {
        let forward = context.operation.bringsViewIn
        let container = try context.containerView()
        guard case .bounds(let bounds) = try context.value(of: .bounds, on: container) else {
            return try context.idleAnimation(duration: transitionDuration(context))
        }
        let fromView = try context.view(forKey: .from)
        let toView = try context.view(forKey: .to)
        var frame = try context.initialFrame(for: try context.viewController(forKey: .from))
        if frame.isZero { frame = bounds }
        // The arriving view lands on its final frame (the from view's, full screen, in the library).
        var toFinal = try context.finalFrame(for: try context.viewController(forKey: .to))
        if toFinal.isZero { toFinal = frame }
        var below = toFinal
        below.y = bounds.height
        var fromBelow = frame
        fromBelow.y = bounds.height

        // What to put back: every view's starting frame, transform and alpha, and whether the
        // arriving view was in the container before.
        let saved = try [fromView, toView].compactMap { $0 }.map { view throws(ServiceError) in
            (
                view, try context.frame(of: view), try context.value(of: .transform3D, on: view),
                try context.value(of: .alpha, on: view)
            )
        }
        let toWasInContainer =
            try toView.map { view throws(ServiceError) in try context.superview(of: view) == container } ?? false

        var keyframes: [(start: Double, duration: Double, changes: [(ViewHandle, PropertyValue)])] = []
        if forward {
            if let toView {
                try context.set(.frame(below), on: toView)
                try context.addSubview(toView, to: container)
                var peek = below
                peek.y -= 30
                keyframes.append((0.6, 0.2, [(toView, .frame(peek))]))
                keyframes.append((0.8, 0.2, [(toView, .frame(toFinal))]))
            }
            if let fromView {
                keyframes.append((0, 0.4, [(fromView, .transform3D(Self.tippedBack)), (fromView, .alpha(0.6))]))
                keyframes.append(
                    (0.4, 0.2, [(fromView, .transform3D(Self.settled(height: try context.frame(of: fromView).height)))])
                )
            }
        } else {
            if let toView {
                try context.set(.frame(toFinal), on: toView)
                try context.set(.transform3D(.scale(0.6, 0.6, 1)), on: toView)
                try context.set(.alpha(0.6), on: toView)
                if let fromView, try context.superview(of: fromView) == container {
                    // Just below the from-view (the library's insertSubview:belowSubview:), counted
                    // without the to-view, which a full-screen dismissal has already put in the container.
                    let index =
                        try context.subviews(of: container).filter { $0 != toView }.firstIndex(of: fromView) ?? 0
                    try context.insertSubview(toView, in: container, at: Int32(index))
                } else {
                    try context.insertSubview(toView, in: container, at: 0)
                }
                keyframes.append((0.35, 0.35, [(toView, .transform3D(Self.tippedBack)), (toView, .alpha(1))]))
                keyframes.append((0.75, 0.25, [(toView, .transform3D(.identity))]))
            }
            if let fromView { keyframes.append((0, 0.5, [(fromView, .frame(fromBelow))])) }
        }
        keyframes.sort { $0.start < $1.start }
        // As the library's CalculationModeCubic: each view's keys joined by a Catmull-Rom spline.
        return try context.animateKeyframes(
            duration: transitionDuration(context), timing: .easeInOut, calculationMode: .cubic, keyframes
        ) { _ in
            let success = !context.transitionWasCancelled
            for (view, frame, transform, alpha) in saved {
                // The arriving view keeps its new frame when it stays; everything else goes back.
                if !(success && view == toView) { try? context.set(.frame(frame), on: view) }
                try? context.set(transform, on: view)
                try? context.set(alpha, on: view)
            }
            if let toView, !success, !toWasInContainer { try? context.removeFromSuperview(toView) }
            if success && !forward, let fromView { try? context.removeFromSuperview(fromView) }
            context.completeTransition(success)
        }
    }
}

/// Registers this plugin's animator with the SDK (called once, from the first `init`).
@c @implementation
public func segue_sdk_plugin() {
    SeguePlugin.export(CardsAnimator.self)
}
