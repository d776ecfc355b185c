import SeguePluginSDK

/// The VCTransitionsLibrary's fold (CEFoldAnimationController) as a plugin: both views are cut
/// into `2 × folds` vertical strips (snapshots). The leaving view's strips fold up like an
/// accordion, each pair hinged on alternate edges (left strips on their left edge, right strips
/// on their right) and turning to edge-on as they all gather at the far edge; the arriving
/// view's strips unfold from edge-on at the near edge into place. Each strip darkens through a
/// black gradient as it folds; the container's sublayer transform gives the library's
/// perspective (m34 = −0.005), and the folded strips carry the same term in their own transform
/// as the library's do. Presenting folds toward the right edge, dismissing (the library's
/// `reverse`) toward the left.
final class FoldAnimator: InterruptibleSegueAnimator {
    /// The `duration` parameter (the library's default, 1 s).
    static let duration = ParameterInfo(
        id: "duration", name: "Duration", description: "Seconds the fold takes.", defaultValue: 1, range: 0...5)
    /// The `folds` parameter (the library's default, 2).
    static let folds = ParameterInfo(
        id: "folds", name: "Folds", description: "How many folds (each two strips) each view is cut into.",
        kind: .integer, defaultValue: 2, range: 1...20)

    static let info = AnimatorInfo(
        id: "org.segue.fold", name: "Fold", vendor: "Segue", version: "1.0.0",
        description:
            "Both views are cut into vertical strips: the leaving view folds up like an accordion toward one edge, "
            + "strips hinged on alternate edges turning edge-on and darkening, while the arriving view unfolds "
            + "from the other edge, in perspective; dismissing folds the other way (after VCTransitionsLibrary's "
            + "fold).",
        capabilities: [.present, .dismiss, .interactive],
        parameters: [duration, folds])

    /// The perspective term the library puts on the container and the folded strips (m34).
    static let m34 = -0.005

    private let parameters: ParameterValues

    init(parameters: ParameterValues) {
        self.parameters = parameters
    }

    func transitionDuration(_ context: TransitionContext?) -> Double { parameters[Self.duration] }

    /// One animation folds every strip: the whole transition, which an interaction can grab.
    func interruptibleAnimation(_ context: TransitionContext) throws(ServiceError) -> AnimationHandle {
        let forward = context.operation.bringsViewIn
        let container = try context.containerView()
        guard case .bounds(let bounds) = try context.value(of: .bounds, on: container) else {
            return try context.idleAnimation(duration: transitionDuration(context))
        }
        let fromController = try context.viewController(forKey: .from)
        let toController = try context.viewController(forKey: .to)
        let handedFrom = try context.view(forKey: .from)
        let handedTo = try context.view(forKey: .to)
        let fromView: ViewHandle
        let toView: ViewHandle
        if let handedFrom { fromView = handedFrom } else { fromView = try context.view(of: fromController) }
        if let handedTo { toView = handedTo } else { toView = try context.view(of: toController) }
        var toFinal = try context.finalFrame(for: toController)
        if toFinal.isZero { toFinal = bounds }
        let savedSublayer = try context.value(of: .sublayerTransform, on: container)
        let fromStart = try context.frame(of: fromView)
        let toStart = try context.frame(of: toView)
        let toWasInContainer = try context.superview(of: toView) == container
        if handedTo != nil && !toWasInContainer { try context.addSubview(toView, to: container) }
        if handedTo != nil { try context.set(.frame(toFinal), on: toView) }
        let perspective = Transform3D.perspective(distance: -1 / Self.m34)
        try context.set(.sublayerTransform(perspective), on: container)

        let size = toFinal
        let count = max(1, Int(parameters[Self.folds].rounded()))
        let stripWidth = size.width / 2 / Double(count)
        let middle = size.height / 2
        var made: [ViewHandle] = []
        var changes: [(ViewHandle, PropertyValue)] = []

        /// One strip of `view` at `x` (its own coordinates), in a page hinged on its left or right
        /// edge, with a shade whose gradient runs as the library's does for that side.
        func strip(_ view: ViewHandle, at x: Double, left: Bool, afterUpdates: Bool, name: String) throws(ServiceError)
            -> (page: ViewHandle, shade: ViewHandle)
        {
            let page = try context.createView(
                named: name, frame: Rect(x: 0, y: 0, width: stripWidth, height: size.height),
                color: Color(red: 0, green: 0, blue: 0, alpha: 0), in: container)
            made.append(page)
            let piece = try context.snapshot(
                view, rect: Rect(x: x, y: 0, width: stripWidth, height: size.height), afterUpdates: afterUpdates)
            made.append(piece)
            try context.addSubview(piece, to: page)
            try context.set(.frame(Rect(x: 0, y: 0, width: stripWidth, height: size.height)), on: piece)
            let shade = try context.createView(
                named: name + ".shade", frame: Rect(x: 0, y: 0, width: stripWidth, height: size.height),
                color: Color(red: 0, green: 0, blue: 0, alpha: 0), in: page)
            made.append(shade)
            try context.set(.gradientStopCount(2), on: shade)
            try context.set(
                .gradientStop(0, GradientStop(Color(red: 0, green: 0, blue: 0, alpha: 0), at: 0)), on: shade)
            try context.set(
                .gradientStop(1, GradientStop(Color(red: 0, green: 0, blue: 0, alpha: 1), at: 1)), on: shade)
            try context.set(.gradientStartPoint(Point(x: left ? 0 : 1, y: left ? 0.2 : 0)), on: shade)
            try context.set(.gradientEndPoint(Point(x: left ? 1 : 0, y: left ? 0 : 1)), on: shade)
            try context.set(.anchorPoint(Point(x: left ? 0 : 1, y: 0.5)), on: page)
            return (page, shade)
        }

        // Folded strips gather at this edge (the right going forward) and unfold from the other.
        let gatherX = forward ? size.width : 0
        let spreadX = forward ? 0 : size.width
        for index in 0..<count {
            let offset = Double(index) * stripWidth * 2
            for left in [true, false] {
                let x = left ? offset : offset + stripWidth
                // A left strip's hinge is its left edge, a right strip's its right edge.
                let hinge = Point(x: left ? offset : offset + stripWidth * 2, y: middle)
                let side = left ? "l" : "r"
                let from = try strip(
                    fromView, at: x, left: left, afterUpdates: false, name: "fold.from.\(index).\(side)")
                try context.set(.position(hinge), on: from.page)
                try context.set(.alpha(0), on: from.shade)
                changes.append((from.page, .position(Point(x: gatherX, y: middle))))
                // CATransform3DRotate(perspective, ±π/2, 0, 1, 0), as the library folds its strips.
                changes.append(
                    (from.page, .transform3D(perspective.rotated(left ? .pi / 2 : -.pi / 2, x: 0, y: 1, z: 0))))
                changes.append((from.shade, .alpha(1)))

                let to = try strip(toView, at: x, left: left, afterUpdates: true, name: "fold.to.\(index).\(side)")
                try context.set(.position(Point(x: spreadX, y: middle)), on: to.page)
                try context.set(.transform3D(.rotationY(left ? .pi / 2 : -.pi / 2)), on: to.page)
                changes.append((to.page, .position(hinge)))
                changes.append((to.page, .transform3D(.identity)))
                changes.append((to.shade, .alpha(0)))
            }
        }
        // The real views hide behind the strips (the library moves them off screen), but only
        // the ones the context hands over: a presenter it answers nil for stays as it is
        // (context.h, view_for_key).
        let fromHidden = try context.value(of: .hidden, on: fromView)
        let toHidden = try context.value(of: .hidden, on: toView)
        if handedFrom != nil { try context.set(.hidden(true), on: fromView) }
        if handedTo != nil { try context.set(.hidden(true), on: toView) }

        return try context.animate(duration: transitionDuration(context), timing: .easeInOut, changes) { _ in
            let success = !context.transitionWasCancelled
            for view in made.reversed() { try? context.removeFromSuperview(view) }
            try? context.set(savedSublayer, on: container)
            if handedFrom != nil { try? context.set(fromHidden, on: fromView) }
            if handedTo != nil { try? context.set(toHidden, on: toView) }
            if handedFrom != nil { try? context.set(.frame(fromStart), on: fromView) }
            if success {
                if !forward, handedFrom != nil { try? context.removeFromSuperview(fromView) }
            } else if handedTo != nil {
                try? context.set(.frame(toStart), on: toView)
                if !toWasInContainer { try? context.removeFromSuperview(toView) }
            }
            context.completeTransition(success)
        }
    }
}

/// Registers this plugin's animator with the SDK (called once, from the first `init`).
@c @implementation
public func segue_sdk_plugin() {
    SeguePlugin.export(FoldAnimator.self)
}
