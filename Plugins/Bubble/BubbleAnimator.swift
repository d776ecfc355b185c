import SeguePluginSDK

/// andreamazz/BubbleTransition as a plugin: a round bubble of the chosen colour grows from a start
/// point until it covers the container, while the arriving view grows from that point too, moving
/// its centre back home and fading in. Dismissal and pop shrink the leaving view and a bubble back
/// into the point. The bubble is a view of the plugin's own, scaled as the original scales its
/// bubble view (not a growing mask), so the arriving view moves and grows with it as in the original.
final class BubbleAnimator: InterruptibleSegueAnimator {
    /// The `duration` parameter (the original's 0.5 s).
    static let duration = ParameterInfo(
        id: "duration", name: "Duration", description: "Seconds the bubble takes to grow or shrink.", defaultValue: 0.5,
        range: 0...5)
    /// Where the bubble starts, across the container (0 left, 1 right).
    static let startX = ParameterInfo(
        id: "start-x", name: "Start x",
        description: "Where the bubble starts, across the container: 0 is its left edge, 1 its right.",
        defaultValue: 0.5, range: 0...1)
    /// Where the bubble starts, down the container (0 top, 1 bottom).
    static let startY = ParameterInfo(
        id: "start-y", name: "Start y",
        description: "Where the bubble starts, down the container: 0 is its top edge, 1 its bottom.", defaultValue: 1,
        range: 0...1)
    /// The bubble's red component (the original's default bubble is white).
    static let red = ParameterInfo(
        id: "red", name: "Red", description: "The bubble colour's red component.", defaultValue: 1, range: 0...1)
    /// The bubble's green component.
    static let green = ParameterInfo(
        id: "green", name: "Green", description: "The bubble colour's green component.", defaultValue: 1, range: 0...1)
    /// The bubble's blue component.
    static let blue = ParameterInfo(
        id: "blue", name: "Blue", description: "The bubble colour's blue component.", defaultValue: 1, range: 0...1)

    static let info = AnimatorInfo(
        id: "org.segue.bubble", name: "Bubble", vendor: "Segue", version: "1.0.0",
        description:
            "After BubbleTransition: a round bubble of the chosen colour grows from a start point (the container's "
            + "bottom centre by default) to cover the container while the arriving view grows out of the same "
            + "point and fades in; dismissal and pop shrink the leaving view and the bubble back into the point.",
        capabilities: [.present, .dismiss, .interactive],
        parameters: [duration, startX, startY, red, green, blue])

    /// The original's smallest scale, standing for "a point".
    static let pointScale = 0.001

    private let parameters: ParameterValues

    init(parameters: ParameterValues) {
        self.parameters = parameters
    }

    func transitionDuration(_ context: TransitionContext?) -> Double { parameters[Self.duration] }

    /// One animation grows or shrinks the bubble and the view together: the whole transition, which an
    /// interaction can grab.
    func interruptibleAnimation(_ context: TransitionContext) throws(ServiceError) -> AnimationHandle {
        let forward = context.operation.bringsViewIn
        let container = try context.containerView()
        guard case .bounds(let bounds) = try context.value(of: .bounds, on: container) else {
            return try context.idleAnimation(duration: transitionDuration(context))
        }
        let start = Point(
            x: bounds.x + bounds.width * parameters[Self.startX], y: bounds.y + bounds.height * parameters[Self.startY])
        // A circle centred on the start point that reaches the farthest corner, as the original sizes it.
        let reachX = max(start.x - bounds.minX, bounds.maxX - start.x)
        let reachY = max(start.y - bounds.minY, bounds.maxY - start.y)
        let side = 2 * (reachX * reachX + reachY * reachY).squareRoot()
        let bubbleFrame = Rect(x: start.x - side / 2, y: start.y - side / 2, width: side, height: side)
        let color = Color(
            red: parameters[Self.red], green: parameters[Self.green], blue: parameters[Self.blue], alpha: 1)
        let point = AffineTransform.scale(x: Self.pointScale, y: Self.pointScale)

        guard let moving = try context.view(forKey: forward ? .to : .from) else {
            return try context.idleAnimation(duration: transitionDuration(context))
        }
        let staying = try context.view(forKey: forward ? .from : .to)
        let movingFrame: Rect
        if forward {
            movingFrame = try context.finalFrame(for: try context.viewController(forKey: .to))
            try context.set(.frame(movingFrame), on: moving)
        } else {
            movingFrame = try context.frame(of: moving)
            if let staying {
                let final = try context.finalFrame(for: try context.viewController(forKey: .to))
                if !final.isZero { try context.set(.frame(final), on: staying) }
                try context.insertSubview(staying, in: container, at: 0)
            }
        }
        let home = Point(x: movingFrame.x + movingFrame.width / 2, y: movingFrame.y + movingFrame.height / 2)
        let bubble = try context.createView(named: "bubble", frame: bubbleFrame, color: color, in: container)
        try context.set(.cornerRadius(side / 2), on: bubble)
        if forward {
            try context.addSubview(moving, to: container)
            try context.set(.transform(point), on: bubble)
            try context.set(.position(start), on: moving)
            try context.set(.transform(point), on: moving)
            try context.set(.alpha(0), on: moving)
        } else {
            // The bubble sits right under the leaving view, over the view it uncovers.
            try context.addSubview(moving, to: container)
        }
        let changes: [(ViewHandle, PropertyValue)] =
            forward
            ? [
                (bubble, .transform(.identity)), (moving, .transform(.identity)), (moving, .alpha(1)),
                (moving, .position(home)),
            ]
            : [
                (bubble, .transform(point)), (moving, .transform(point)), (moving, .alpha(0)),
                (moving, .position(start)),
            ]
        // UIView.animate(withDuration:) without options: ease in, ease out.
        return try context.animate(duration: transitionDuration(context), timing: .easeInOut, changes) { _ in
            let success = !context.transitionWasCancelled
            try? context.removeFromSuperview(bubble)
            try? context.set(.transform(.identity), on: moving)
            try? context.set(.alpha(1), on: moving)
            try? context.set(.frame(movingFrame), on: moving)
            if forward != success { try? context.removeFromSuperview(moving) }
            context.completeTransition(success)
        }
    }
}

/// Registers this plugin's animator with the SDK (called once, from the first `init`).
@c @implementation
public func segue_sdk_plugin() {
    SeguePlugin.export(BubbleAnimator.self)
}
