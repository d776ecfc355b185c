import SeguePluginSDK

/// VCTransitionsLibrary's portal (CEPortalAnimationController) as a plugin: the leaving view,
/// cut into a left and a right half (snapshot pieces), opens like a pair of doors sliding off
/// each side while a snapshot of the arriving view zooms up from 80 % behind them. In reverse
/// (dismiss, pop) the arriving view's halves slide back in from the sides and close over the
/// leaving view as it shrinks to 80 %.
final class PortalAnimator: SegueAnimator {
    /// The `duration` parameter (the library's base class defaults to one second).
    static let duration = ParameterInfo(
        id: "duration", name: "Duration", description: "Seconds the doors take to open or close.", defaultValue: 1,
        range: 0...5)
    /// The `zoom` parameter: the library's ZOOM_SCALE.
    static let zoom = ParameterInfo(
        id: "zoom", name: "Zoom scale",
        description: "The size of the view behind the doors while they are shut, as a fraction of its own.",
        defaultValue: 0.8, range: 0.1...1)

    static let info = AnimatorInfo(
        id: "org.segue.portal", name: "Portal", vendor: "Segue", version: "1.0.0",
        description:
            "After VCTransitionsLibrary's portal: the leaving view splits into two halves that slide apart like doors "
            + "while the arriving view zooms up from 80 % behind them; dismissal and pop slide the arriving "
            + "view's halves shut over the leaving view as it shrinks.",
        capabilities: [.present, .dismiss, .interactive],
        parameters: [duration, zoom])

    private let parameters: ParameterValues

    init(parameters: ParameterValues) {
        self.parameters = parameters
    }

    func transitionDuration(_ context: TransitionContext?) -> Double { parameters[Self.duration] }

    func animateTransition(_ context: TransitionContext) throws(ServiceError) {
        let forward = context.operation.bringsViewIn
        let container = try context.containerView()
        // A side the context hands no view for (the presenter under an over-full-screen sheet)
        // is still cut from its controller's view, which stays where it is, untouched.
        let fromKeyed = try context.view(forKey: .from)
        let toKeyed = try context.view(forKey: .to)
        guard (forward ? toKeyed : fromKeyed) != nil else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        let fromView = if let fromKeyed { fromKeyed } else { try controllerView(.from, context) }
        let toView = if let toKeyed { toKeyed } else { try controllerView(.to, context) }
        let toFinal = try context.finalFrame(for: try context.viewController(forKey: .to))
        let fromFrame = try context.frame(of: fromView)
        if let toKeyed, !toFinal.isZero { try context.set(.frame(toFinal), on: toKeyed) }
        let toFrame = try context.frame(of: toView)
        let small = AffineTransform.scale(x: parameters[Self.zoom], y: parameters[Self.zoom])
        // The arriving view waits hidden until the end; the halves and the zooming snapshot stand
        // in for it (the library leaves it out of the container meanwhile).
        if let toKeyed {
            if forward {
                try context.addSubview(toKeyed, to: container)
            } else {
                try context.insertSubview(toKeyed, in: container, at: 0)
            }
        }

        var made: [ViewHandle] = []
        var hidden: [ViewHandle] = toKeyed.map { [$0] } ?? []
        let changes: [(ViewHandle, PropertyValue)]
        if forward {
            // The arriving view as it will look, shrunk, behind the doors.
            let zooming = try context.snapshot(toView, afterUpdates: true)
            try context.set(.frame(toFrame), on: zooming)
            try context.set(.transform(small), on: zooming)
            try context.addSubview(zooming, to: container)
            let (left, right) = try halves(
                of: fromView, frame: fromFrame, afterUpdates: false, in: context, container: container)
            try context.set(
                .frame(Rect(x: fromFrame.x, y: fromFrame.y, width: fromFrame.width / 2, height: fromFrame.height)),
                on: left)
            try context.set(
                .frame(
                    Rect(
                        x: fromFrame.x + fromFrame.width / 2, y: fromFrame.y, width: fromFrame.width / 2,
                        height: fromFrame.height)), on: right)
            made = [zooming, left, right]
            if let fromKeyed { hidden.append(fromKeyed) }
            changes = [
                (
                    left,
                    .frame(
                        Rect(
                            x: fromFrame.x - fromFrame.width / 2, y: fromFrame.y, width: fromFrame.width / 2,
                            height: fromFrame.height))
                ),
                (
                    right,
                    .frame(
                        Rect(
                            x: fromFrame.x + fromFrame.width, y: fromFrame.y, width: fromFrame.width / 2,
                            height: fromFrame.height))
                ),
                (zooming, .transform(.identity)),
            ]
        } else {
            try context.addSubview(fromView, to: container)
            let (left, right) = try halves(
                of: toView, frame: toFrame, afterUpdates: true, in: context, container: container)
            // The doors start beyond the container's sides.
            try context.set(
                .frame(
                    Rect(
                        x: toFrame.x - toFrame.width / 2, y: toFrame.y, width: toFrame.width / 2, height: toFrame.height
                    )), on: left)
            try context.set(
                .frame(
                    Rect(x: toFrame.x + toFrame.width, y: toFrame.y, width: toFrame.width / 2, height: toFrame.height)),
                on: right)
            made = [left, right]
            changes = [
                (left, .frame(Rect(x: toFrame.x, y: toFrame.y, width: toFrame.width / 2, height: toFrame.height))),
                (
                    right,
                    .frame(
                        Rect(
                            x: toFrame.x + toFrame.width / 2, y: toFrame.y, width: toFrame.width / 2,
                            height: toFrame.height))
                ),
                (fromView, .transform(small)),
            ]
        }
        for view in hidden { try context.set(.hidden(true), on: view) }
        try context.animate(duration: transitionDuration(context), timing: .easeOut, changes) { _ in
            let success = !context.transitionWasCancelled
            for view in made { try? context.removeFromSuperview(view) }
            for view in hidden { try? context.set(.hidden(false), on: view) }
            if !forward { try? context.set(.transform(.identity), on: fromView) }
            if success && !forward { try? context.removeFromSuperview(fromView) }
            if !success && forward, let toKeyed { try? context.removeFromSuperview(toKeyed) }
            context.completeTransition(success)
        }
    }

    /// Snapshot pieces of `view`'s left and right halves, on top of the container.
    private func halves(
        of view: ViewHandle, frame: Rect, afterUpdates: Bool, in context: TransitionContext, container: ViewHandle
    ) throws(ServiceError) -> (ViewHandle, ViewHandle) {
        let half = frame.width / 2
        let pieces = try context.snapshot(
            view,
            pieces: [
                Rect(x: 0, y: 0, width: half, height: frame.height),
                Rect(x: half, y: 0, width: half, height: frame.height),
            ],
            afterUpdates: afterUpdates)
        for piece in pieces { try context.addSubview(piece, to: container) }
        return (pieces[0], pieces[1])
    }

    /// The root view of the controller on side `key`.
    private func controllerView(_ key: TransitionKey, _ context: TransitionContext) throws(ServiceError) -> ViewHandle {
        try context.view(of: try context.viewController(forKey: key))
    }
}

/// Registers this plugin's animator with the SDK (called once, from the first `init`).
@c @implementation
public func segue_sdk_plugin() {
    SeguePlugin.export(PortalAnimator.self)
}
