import SeguePluginSDK

/// The grabber: a rounded bar at the sheet's top centre, inside the presented view so it moves
/// with the sheet (in the container, on top, when the host keeps the presented view out of reach).
extension BottomSheetPresentation {
    /// The grabber's name, by which later hooks find it.
    static let grabberName = "grabber"

    /// The grabber's frame in the presented view, whose width is the container's.
    private func grabberFrame(in context: TransitionContext) throws(ServiceError) -> Rect {
        let width = try context.containerBounds().width
        return Rect(
            x: ((width - Self.grabberSize.width) / 2).rounded(.down), y: Self.grabberInset,
            width: Self.grabberSize.width, height: Self.grabberSize.height)
    }

    /// presentationTransitionWillBegin: adds the grabber to the presented view.
    func addGrabber(_ context: TransitionContext) throws(ServiceError) {
        let color = Color(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3)
        let frame = try grabberFrame(in: context)
        let grabber: ViewHandle
        if let sheet = try context.view(forKey: .to),
            let made = try? context.createView(named: Self.grabberName, frame: frame, color: color, in: sheet)
        {
            grabber = made
        } else {
            grabber = try context.createView(
                named: Self.grabberName, frame: frame, color: color, in: try context.containerView())
        }
        try context.set(.cornerRadius(Self.grabberSize.height / 2), on: grabber)
    }

    /// containerViewWillLayoutSubviews: centres the grabber for the container's width.
    func layoutGrabber(_ context: TransitionContext) throws(ServiceError) {
        guard let grabber = try context.descendant(named: Self.grabberName, in: try context.containerView()) else {
            return
        }
        try context.set(.frame(try grabberFrame(in: context)), on: grabber)
    }

    /// The did-end hooks: removes the grabber from the presented view (the `key` side, which has
    /// left the container by then) and from the container.
    func removeGrabber(_ context: TransitionContext, from key: TransitionKey) {
        if let sheet = try? context.view(forKey: key) { try? context.removeViews(named: Self.grabberName, in: sheet) }
        try? context.removeViews(named: Self.grabberName)
    }
}
