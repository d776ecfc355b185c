import SeguePluginSDK

/// The VCTransitionsLibrary's page flip (CEFlipAnimationController) as a plugin: both views are
/// cut into left and right halves (snapshots), and the page turns about the vertical centre line
/// like a book's. Presenting: the leaving view's left half turns over about the spine until
/// edge-on (first half of the time) and the arriving view's right half comes down from edge-on
/// onto the right (second half). Dismissing (the library's `reverse`) turns the other way. A
/// gradient darkens each turning half as it nears edge-on; the container's sublayer transform
/// gives the library's perspective (m34 = −0.002). Unlike the bundled `org.segue.flip`, which
/// turns each whole view about its centre, this turns half a page about the spine.
final class PageFlipAnimator: InterruptibleSegueAnimator {
    /// The `duration` parameter (the library's default, 1 s).
    static let duration = ParameterInfo(
        id: "duration", name: "Duration", description: "Seconds the page turn takes.", defaultValue: 1, range: 0...5)

    static let info = AnimatorInfo(
        id: "org.segue.page-flip", name: "Page Flip", vendor: "Segue", version: "1.0.0",
        description:
            "The views turn like a book's page about the vertical centre line: half of the leaving view folds over "
            + "the spine to edge-on, then half of the arriving view comes down from edge-on, each half shaded by "
            + "a gradient as it turns, in perspective; dismissing turns the other way. Unlike the whole-view "
            + "org.segue.flip, only half a page turns (after VCTransitionsLibrary's flip).",
        capabilities: [.present, .dismiss, .interactive],
        parameters: [duration])

    /// The perspective term the library puts on the container (m34).
    static let m34 = -0.002
    /// The darkest the turning half's shade gets (its gradient's far stop).
    static let shadeAlpha = 0.5

    private let parameters: ParameterValues

    init(parameters: ParameterValues) {
        self.parameters = parameters
    }

    func transitionDuration(_ context: TransitionContext?) -> Double { parameters[Self.duration] }

    /// One keyframe animation turns the page: the whole transition, which an interaction can grab.
    func interruptibleAnimation(_ context: TransitionContext) throws(ServiceError) -> AnimationHandle {
        let forward = context.operation.bringsViewIn
        let container = try context.containerView()
        guard case .bounds(let bounds) = try context.value(of: .bounds, on: container) else {
            return try context.idleAnimation(duration: transitionDuration(context))
        }
        let fromController = try context.viewController(forKey: .from)
        let toController = try context.viewController(forKey: .to)
        // The views handed over move; a side not handed over (a presentation over the full
        // screen leaves the presenting view where it is) is still snapshotted from its controller.
        let handedFrom = try context.view(forKey: .from)
        let handedTo = try context.view(forKey: .to)
        let fromView: ViewHandle
        let toView: ViewHandle
        if let handedFrom { fromView = handedFrom } else { fromView = try context.view(of: fromController) }
        if let handedTo { toView = handedTo } else { toView = try context.view(of: toController) }
        var frame = try context.initialFrame(for: fromController)
        if frame.isZero { frame = bounds }
        var toFinal = try context.finalFrame(for: toController)
        if toFinal.isZero { toFinal = frame }
        let savedSublayer = try context.value(of: .sublayerTransform, on: container)
        let fromStart = try context.frame(of: fromView)
        let toStart = try context.frame(of: toView)
        let toWasInContainer = try context.superview(of: toView) == container
        let startOrder = try context.subviews(of: container)

        if handedTo != nil && !toWasInContainer { try context.addSubview(toView, to: container) }
        if handedFrom != nil { try context.set(.frame(frame), on: fromView) }
        if handedTo != nil { try context.set(.frame(toFinal), on: toView) }
        try context.set(.sublayerTransform(Transform3D.perspective(distance: -1 / Self.m34)), on: container)

        let half = frame.width / 2
        let left = Rect(x: 0, y: 0, width: half, height: frame.height)
        let right = Rect(x: half, y: 0, width: half, height: frame.height)
        // Forward the from view's left half and the to view's right half turn; reverse the others.
        let fromTurning = forward ? left : right
        let fromStill = forward ? right : left
        let toTurning = forward ? right : left
        let toStill = forward ? left : right
        let spine = Point(x: frame.x + half, y: frame.y + frame.height / 2)

        var made: [ViewHandle] = []
        func still(_ view: ViewHandle, _ rect: Rect, afterUpdates: Bool) throws(ServiceError) {
            let piece = try context.snapshot(view, rect: rect, afterUpdates: afterUpdates)
            try context.addSubview(piece, to: container)
            try context.set(
                .frame(Rect(x: frame.x + rect.x, y: frame.y, width: rect.width, height: rect.height)), on: piece)
            made.append(piece)
        }
        /// A turning half: a page holding the snapshot and a shade over it, hinged at the spine.
        func page(_ view: ViewHandle, _ rect: Rect, afterUpdates: Bool, name: String) throws(ServiceError) -> (
            ViewHandle, ViewHandle
        ) {
            let page = try context.createView(
                named: "page-flip.\(name)",
                frame: Rect(x: frame.x + rect.x, y: frame.y, width: rect.width, height: rect.height),
                color: Color(red: 0, green: 0, blue: 0, alpha: 0), in: container)
            made.append(page)
            let piece = try context.snapshot(view, rect: rect, afterUpdates: afterUpdates)
            made.append(piece)
            try context.addSubview(piece, to: page)
            try context.set(.frame(Rect(x: 0, y: 0, width: rect.width, height: rect.height)), on: piece)
            let shade = try context.createView(
                named: "page-flip.\(name).shade", frame: Rect(x: 0, y: 0, width: rect.width, height: rect.height),
                color: Color(red: 0, green: 0, blue: 0, alpha: 0), in: page)
            made.append(shade)
            try context.set(.gradientStopCount(2), on: shade)
            try context.set(
                .gradientStop(0, GradientStop(Color(red: 0, green: 0, blue: 0, alpha: 0), at: 0)), on: shade)
            try context.set(
                .gradientStop(1, GradientStop(Color(red: 0, green: 0, blue: 0, alpha: Self.shadeAlpha), at: 1)),
                on: shade)
            // Darkest along the spine, clear at the free edge (the library's gradient either way).
            let spineOnLeft = rect.x != 0
            try context.set(.gradientStartPoint(Point(x: spineOnLeft ? 1 : 0, y: 0)), on: shade)
            try context.set(.gradientEndPoint(Point(x: spineOnLeft ? 0 : 1, y: 0)), on: shade)
            // Hinge on the spine: the anchor on the page's edge there, the position on the spine.
            try context.set(.anchorPoint(Point(x: rect.x == 0 ? 1 : 0, y: 0.5)), on: page)
            try context.set(.position(spine), on: page)
            return (page, shade)
        }
        // Back to front: the still halves, then the from view's turning half, then the to view's
        // (on top, so it lands over the still half it covers; Core Animation's depth sort does that
        // in the library, helped there by its 0.001-radian final tilt).
        try still(toView, toStill, afterUpdates: true)
        try still(fromView, fromStill, afterUpdates: false)
        let (fromPage, fromShade) = try page(fromView, fromTurning, afterUpdates: false, name: "from")
        let (toPage, toShade) = try page(toView, toTurning, afterUpdates: true, name: "to")
        try context.set(.alpha(0), on: fromShade)
        try context.set(.alpha(1), on: toShade)
        try context.set(.transform3D(.rotationY(forward ? -.pi / 2 : .pi / 2)), on: toPage)

        return try context.animateKeyframes(
            duration: transitionDuration(context), timing: .easeInOut,
            [
                (0, 0.5, [(fromPage, .transform3D(.rotationY(forward ? .pi / 2 : -.pi / 2))), (fromShade, .alpha(1))]),
                (0.5, 0.5, [(toPage, .transform3D(.identity)), (toShade, .alpha(0))]),
            ]
        ) { _ in
            let success = !context.transitionWasCancelled
            for view in made.reversed() { try? context.removeFromSuperview(view) }
            try? context.set(savedSublayer, on: container)
            if handedFrom != nil { try? context.set(.frame(fromStart), on: fromView) }
            if success {
                if !forward, handedFrom != nil { try? context.removeFromSuperview(fromView) }
                if handedTo != nil { try? context.set(.frame(toFinal), on: toView) }
            } else if handedTo != nil {
                try? context.set(.frame(toStart), on: toView)
                if !toWasInContainer { try? context.removeFromSuperview(toView) }
                // Put the container's views back in their starting order.
                for (index, view) in startOrder.enumerated() {
                    try? context.insertSubview(view, in: container, at: Int32(index))
                }
            }
            context.completeTransition(success)
        }
    }
}

/// Registers this plugin's animator with the SDK (called once, from the first `init`).
@c @implementation
public func segue_sdk_plugin() {
    SeguePlugin.export(PageFlipAnimator.self)
}
