extension TransitionContext {
    // MARK: Chrome (presentation controllers, ABI 1.2)

    /// The container's bounds, origin 0,0 (what a presentation layout's `containerBounds` is).
    public func containerBounds() throws(ServiceError) -> Rect {
        let frame = try frame(of: try containerView())
        return Rect(x: 0, y: 0, width: frame.width, height: frame.height)
    }

    /// Removes every view called `name` from `view`'s subtree (the container's by default), so a
    /// controller's chrome is gone whichever hook runs last. Nothing happens when there is none.
    public func removeViews(named name: String, in view: ViewHandle? = nil) throws(ServiceError) {
        let root: ViewHandle
        if let view { root = view } else { root = try containerView() }
        while let found = try descendant(named: name, in: root), found != root {
            try removeFromSuperview(found)
        }
    }
}

/// A dimming view behind a presented view, the chrome most presentation controllers share: a
/// view called `name` covering the container at its back, faded in alongside the presentation
/// and out alongside the dismissal, removed once it is no longer shown (after a completed
/// dismissal, after a cancelled presentation).
public struct DimmingChrome: Sendable {
    /// The view's name, by which later hooks find it again ("dimming").
    public var name: String
    /// Its colour at full opacity of the view (the seeds' black at 40 %).
    public var color: Color

    /// A dimming view called `name` in `color`.
    public init(name: String = "dimming", color: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.4)) {
        self.name = name
        self.color = color
    }

    /// presentationTransitionWillBegin: adds the view transparent at the container's back and fades it in alongside.
    public func presentationWillBegin(_ context: TransitionContext) throws(ServiceError) {
        let container = try context.containerView()
        let view = try context.createView(
            named: name, frame: try context.containerBounds(), color: color, in: container)
        try context.set(.alpha(0), on: view)
        try context.sendToBack(view, in: container)
        try context.animateAlongside([(view, .alpha(1))])
    }

    /// dismissalTransitionWillBegin: fades the view out alongside.
    public func dismissalWillBegin(_ context: TransitionContext) throws(ServiceError) {
        guard let view = try context.descendant(named: name, in: try context.containerView()) else { return }
        try context.animateAlongside([(view, .alpha(0))])
    }

    /// containerViewWillLayoutSubviews: covers the container's bounds again.
    public func layout(_ context: TransitionContext) throws(ServiceError) {
        guard let view = try context.descendant(named: name, in: try context.containerView()) else { return }
        try context.set(.frame(try context.containerBounds()), on: view)
    }

    /// The did-end hooks: removes the view when it is no longer shown.
    public func transitionDidEnd(_ context: TransitionContext, shown: Bool) throws(ServiceError) {
        if !shown { try context.removeViews(named: name) }
    }
}
