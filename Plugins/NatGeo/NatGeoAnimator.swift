import SeguePluginSDK

/// The VCTransitionsLibrary's National Geographic magazine cover (CENatGeoAnimationController)
/// as a plugin, one keyframe animation eased in and out as a whole, as the library's is.
/// Presenting: the leaving view, hinged on its left edge (anchor point there), swings open like a
/// cover to 80° about the vertical axis, pushed back 30 points and along by 170/320 of the width,
/// in perspective (m34 = −1/500), over the last 80 % of the eased timeline (it starts once the
/// eased progress reaches 0.2, 0.31 s into a second); meanwhile the arriving view, on top,
/// settles over the whole timeline from a pose tilted 10° about x, turned −45° about y, moved one
/// width right, 40 points up and 150 toward the viewer and rolled 5°, to flat. Dismissing (the
/// library's `reverse`): the cover swings shut over the first 80 % of the eased timeline while the
/// leaving view flies back out to the tilted pose over the whole of it.
final class NatGeoAnimator: SegueAnimator {
    /// The `duration` parameter (the library's default, 1 s).
    static let duration = ParameterInfo(
        id: "duration", name: "Duration", description: "Seconds the cover swing takes.", defaultValue: 1, range: 0...5)

    static let info = AnimatorInfo(
        id: "org.segue.natgeo", name: "NatGeo", vendor: "Segue", version: "1.0.0",
        description:
            "Like opening a magazine cover: the leaving view swings open about its left edge in perspective while the "
            + "arriving view, on top, glides in from a tilted, turned pose off to the right; dismissing closes "
            + "the cover again (after VCTransitionsLibrary's NatGeo).",
        capabilities: [.present, .dismiss, .interactive],
        parameters: [duration])

    /// The share of the eased timeline the cover's swing takes (the library's 0.8): the last 80 %
    /// when it opens, the first 80 % when it shuts.
    static let firstPartRatio = 0.8

    private let parameters: ParameterValues

    init(parameters: ParameterValues) {
        self.parameters = parameters
    }

    func transitionDuration(_ context: TransitionContext?) -> Double { parameters[Self.duration] }

    /// The library's perspective (m34 = −1/500).
    static let perspective = Transform3D.perspective(distance: 500)

    /// The cover swung open: 80° about y, back 30 points, along 170/320 of `width`.
    static func coverOpen(width: Double) -> Transform3D {
        Transform3D.translation(170 * width / 320, 0, 0).concatenating(.translation(0, 0, -30))
            .concatenating(.rotation(80 * .pi / 180, x: 0, y: 1, z: 0)).concatenating(perspective)
    }

    /// The page before it settles: 10° about x, −45° about y, (width, −40, 150) along, 5° about z.
    static func pageAway(width: Double) -> Transform3D {
        Transform3D.rotation(10 * .pi / 180, x: 1, y: 0, z: 0).concatenating(
            .rotation(-45 * .pi / 180, x: 0, y: 1, z: 0)
        )
        .concatenating(.translation(320 * width / 320, -40, 150)).concatenating(
            .rotation(5 * .pi / 180, x: 0, y: 0, z: 1)
        )
        .concatenating(perspective)
    }

    func animateTransition(_ context: TransitionContext) throws(ServiceError) {
        let forward = context.operation.bringsViewIn
        let container = try context.containerView()
        guard case .bounds(let bounds) = try context.value(of: .bounds, on: container) else {
            return context.completeTransition(true)
        }
        let handedFrom = try context.view(forKey: .from)
        let handedTo = try context.view(forKey: .to)
        // The cover is the presenting side's view; the page the presented side's.
        guard let cover = forward ? handedFrom : handedTo, let page = forward ? handedTo : handedFrom else {
            // One side is not handed over (a presentation over the full screen): nothing to swing.
            if !forward, let handedFrom { try context.removeFromSuperview(handedFrom) }
            if forward, let handedTo {
                let final = try context.finalFrame(for: try context.viewController(forKey: .to))
                if !final.isZero { try context.set(.frame(final), on: handedTo) }
                try context.addSubview(handedTo, to: container)
            }
            return context.completeTransition(true)
        }
        let toView = forward ? page : cover
        let toWasInContainer = try context.superview(of: toView) == container
        let startOrder = try context.subviews(of: container)
        let toStart = try context.frame(of: toView)
        var toFinal = try context.finalFrame(for: try context.viewController(forKey: .to))
        if toFinal.isZero { toFinal = bounds }
        // The arriving view on top (the library adds the from view, then the to view).
        try context.addSubview(toView, to: container)
        try context.set(.frame(toFinal), on: toView)
        let coverFrame = try context.frame(of: cover)
        let pageFrame = try context.frame(of: page)
        // Hinge the cover on its left edge, keeping its frame.
        try context.set(.anchorPoint(Point(x: 0, y: 0.5)), on: cover)
        try context.set(.position(Point(x: coverFrame.x, y: coverFrame.y + coverFrame.height / 2)), on: cover)

        let width = bounds.width
        let finish = {
            let success = !context.transitionWasCancelled
            for view in [cover, page] {
                try? context.set(.transform3D(.identity), on: view)
                try? context.set(.anchorPoint(Point(x: 0.5, y: 0.5)), on: view)
            }
            try? context.set(.frame(coverFrame), on: cover)
            try? context.set(.frame(pageFrame), on: page)
            if success {
                if !forward { try? context.removeFromSuperview(page) }
            } else {
                try? context.set(.frame(toStart), on: toView)
                if !toWasInContainer { try? context.removeFromSuperview(toView) }
                for (index, view) in startOrder.enumerated() {
                    try? context.insertSubview(view, in: container, at: Int32(index))
                }
            }
            context.completeTransition(success)
        }
        let ratio = Self.firstPartRatio
        let keyframes: [(start: Double, duration: Double, changes: [(ViewHandle, PropertyValue)])]
        if forward {
            try context.set(.transform3D(Self.perspective), on: cover)
            try context.set(.transform3D(Self.pageAway(width: width)), on: page)
            keyframes = [
                (0, 1, [(page, .transform3D(Self.perspective))]),
                (1 - ratio, ratio, [(cover, .transform3D(Self.coverOpen(width: width)))]),
            ]
        } else {
            try context.set(.transform3D(Self.coverOpen(width: width)), on: cover)
            try context.set(.transform3D(Self.perspective), on: page)
            keyframes = [
                (0, ratio, [(cover, .transform3D(Self.perspective))]),
                (0, 1, [(page, .transform3D(Self.pageAway(width: width)))]),
            ]
        }
        // The library's options name no curve, so UIKit eases the whole timeline in and out, and
        // its CalculationModeCubic joins each view's keys with a Catmull-Rom spline.
        try context.animateKeyframes(
            duration: transitionDuration(context), timing: .easeInOut, calculationMode: .cubic, keyframes
        ) { _ in
            finish()
        }
    }
}

/// Registers this plugin's animator with the SDK (called once, from the first `init`).
@c @implementation
public func segue_sdk_plugin() {
    SeguePlugin.export(NatGeoAnimator.self)
}
