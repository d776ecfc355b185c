import SeguePluginSDK

/// ABI 1.1 through the Swift SDK: the same tour as the C fixture Fixtures/LayerTour (every 1.1
/// service once per transition, everything it made removed and every layer property put back
/// before it completes), so the tests can compare the two frame for frame, in process and
/// isolated. A test plugin, not a bundled one: its library's name lacks the bundled prefix.
final class SwiftLayerTour: SegueAnimator {
    static let info = AnimatorInfo(
        id: "org.segue.fixture.swift-layer-tour", name: "Swift Layer Tour", vendor: "Segue tests", version: "1.0.0",
        description: "Calls every ABI 1.1 service once per transition, through the Swift SDK.",
        capabilities: [.present, .dismiss, .interactive], parameters: [])

    init(parameters: ParameterValues) {}

    func transitionDuration(_ context: TransitionContext?) -> Double { 0.4 }

    func animateTransition(_ context: TransitionContext) throws(ServiceError) {
        let presenting = context.operation.bringsViewIn
        let container = try context.containerView()
        guard let moving = try context.view(forKey: presenting ? .to : .from) else {
            return context.completeTransition(true)
        }
        let staying = try context.view(forKey: presenting ? .from : .to) ?? container
        let controller = try context.viewController(forKey: presenting ? .to : .from)
        guard case .bounds(let bounds) = try context.value(of: .bounds, on: container) else { return }
        var frame = try context.finalFrame(for: controller)
        if frame.width == 0 { frame = bounds }
        if presenting { try context.addSubview(moving, to: container) }
        try context.set(.frame(frame), on: moving)
        let shade = try context.createView(
            named: "tour.shade", frame: bounds, color: Color(red: 0, green: 0, blue: 0, alpha: 0), in: container)
        let pieces = try snapshots(of: staying, bounds: bounds, in: context, container: container)
        try walk(context, container: container, moving: moving, shade: shade, whole: pieces[0])
        try looks(context, moving: moving, frame: frame, shade: shade)
        try context.set(.sublayerTransform(.perspective(distance: 500)), on: container)
        let reach = max(frame.width, frame.height)
        let reveal = Rect(x: frame.width / 2 - reach, y: frame.height / 2 - reach, width: 2 * reach, height: 2 * reach)
        try context.animate(
            duration: 0.4, timing: .easeInOut,
            [
                (shade, .alpha(1)), (moving, .mask(.ellipse(reveal))), (moving, .borderWidth(4)),
                (moving, .shadowOpacity(0.5)),
                (shade, .gradientEndPoint(Point(x: 1, y: 1))),
                (pieces[1], .position(Point(x: -frame.width / 4, y: frame.height / 2))),
                (pieces[2], .position(Point(x: frame.width * 5 / 4, y: frame.height / 2))),
            ]
        ) { _ in
            let success = !context.transitionWasCancelled
            for view in [shade] + pieces { try? context.removeFromSuperview(view) }
            // Every layer property back to Core Animation's default, the unseen ones too (a border's
            // colour, a shadow's offset and radius): the validator compares them all.
            for value: PropertyValue in [
                .mask(.none), .clipsToBounds(false), .borderWidth(0),
                .borderColor(Color(red: 0, green: 0, blue: 0, alpha: 1)), .shadowOpacity(0),
                .shadowOffset(Size(width: 0, height: -3)),
                .shadowRadius(3), .zPosition(0), .anchorPoint(Point(x: 0.5, y: 0.5)), .frame(frame),
            ] {
                try? context.set(value, on: moving)
            }
            try? context.set(.sublayerTransform(.identity), on: container)
            if presenting != success { try? context.removeFromSuperview(moving) }
            context.completeTransition(success)
        }
    }

    /// The staying side whole (as last drawn) and its two halves (after updates), behind everything.
    private func snapshots(of staying: ViewHandle, bounds: Rect, in context: TransitionContext, container: ViewHandle)
        throws(ServiceError) -> [ViewHandle]
    {
        let whole = try context.snapshot(staying)
        let insets = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let left = try context.snapshot(
            staying, rect: Rect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height), afterUpdates: true,
            capInsets: insets)
        let right = try context.snapshot(
            staying, rect: Rect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height),
            afterUpdates: true, capInsets: insets)
        for piece in [whole, left, right] { try context.insertSubview(piece, in: container, at: 0) }
        try context.set(
            .frame(Rect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)), on: right)
        return [whole, left, right]
    }

    /// Every walking service once.
    private func walk(
        _ context: TransitionContext, container: ViewHandle, moving: ViewHandle, shade: ViewHandle, whole: ViewHandle
    ) throws(ServiceError) {
        _ = try context.superview(of: moving)
        _ = try context.subviews(of: container).last
        let photo = try context.descendant(named: "photo", in: container)
        _ = try context.convert(Point(x: 0, y: 0), from: moving, to: nil)
        _ = try context.convert(Rect(x: 0, y: 0, width: 10, height: 10), from: photo ?? moving, to: container)
        try context.bringToFront(shade, in: container)
        try context.sendToBack(whole, in: container)
    }

    /// The moving view's and the shade's layer looks before they animate.
    private func looks(_ context: TransitionContext, moving: ViewHandle, frame: Rect, shade: ViewHandle)
        throws(ServiceError)
    {
        for value: PropertyValue in [
            .anchorPoint(Point(x: 0, y: 0.5)), .position(Point(x: frame.x, y: frame.y + frame.height / 2)),
            .zPosition(1), .clipsToBounds(true),
            .borderColor(Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)), .shadowOffset(Size(width: 0, height: 4)),
            .shadowRadius(6),
            .mask(.ellipse(Rect(x: frame.width / 2, y: frame.height / 2, width: 0, height: 0))),
        ] {
            try context.set(value, on: moving)
        }
        try context.set(.gradientStopCount(2), on: shade)
        try context.set(.gradientStop(1, GradientStop(Color(red: 0, green: 0, blue: 0, alpha: 0.6), at: 1)), on: shade)
        try context.set(.gradientStartPoint(Point(x: 0, y: 0)), on: shade)
    }
}

/// Registers the animator with the SDK.
@c @implementation
public func segue_sdk_plugin() {
    SeguePlugin.export(SwiftLayerTour.self)
}
