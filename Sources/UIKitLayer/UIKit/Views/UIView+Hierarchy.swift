internal import SeguePluginSDK

// The view hierarchy is the layer hierarchy: a view's subviews are its layer's sublayers that belong to views.

extension UIView {
    /// The view this one is a subview of.
    public var superview: UIView? { layer.superlayer?.owner as? UIView }

    /// The subviews, back to front (a host view's, walked, are views too).
    public var subviews: [UIView] { (layer.sublayers ?? []).compactMap { $0.owner as? UIView } }

    /// The window the view is in: the scene's, while the host draws the view.
    public var window: UIWindow? { layer.hostHandle() != nil ? UIWindow.scene : nil }

    /// Adds `view` on top of the subviews (taking it from its old superview).
    public func addSubview(_ view: UIView) {
        moving(view) { layer.addSublayer(view.layer) }
    }

    /// Inserts `view` at `index` among the subviews.
    public func insertSubview(_ view: UIView, at index: Int) {
        moving(view) { layer.insertSublayer(view.layer, at: UInt32(clamping: max(index, 0))) }
    }

    /// Inserts `view` just below `sibling`.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        moving(view) { layer.insertSublayer(view.layer, below: sibling.layer) }
    }

    /// Inserts `view` just above `sibling`.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        moving(view) { layer.insertSublayer(view.layer, above: sibling.layer) }
    }

    /// Moves subview `view` to the front.
    public func bringSubviewToFront(_ view: UIView) { layer.reorder(view.layer, toFront: true) }

    /// Moves subview `view` to the back.
    public func sendSubviewToBack(_ view: UIView) { layer.reorder(view.layer, toFront: false) }

    /// Swaps the subviews at two indices.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let views = subviews
        guard views.indices.contains(index1), views.indices.contains(index2), index1 != index2 else { return }
        let (low, high) = (min(index1, index2), max(index1, index2))
        let (lowView, highView) = (views[low], views[high])
        insertSubview(lowView, aboveSubview: highView)
        insertSubview(highView, at: low)
    }

    /// Takes the view out of its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return layer.removeFromSuperlayer() }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        layer.removeFromSuperlayer()
        didMoveToSuperview()
    }

    /// The view itself or the first descendant (depth first) with `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool { layer.isInside(view.layer) }

    /// Runs `move`, telling both views, as UIKit does.
    private func moving(_ view: UIView, _ move: () -> Void) {
        view.willMove(toSuperview: self)
        move()
        view.didMoveToSuperview()
        didAddSubview(view)
    }
}

/// The views standing for host views reached by walking, one per handle in each epoch, so two walks to the same
/// host view give the same `UIView`.
///
/// [main thread]
enum ReachedViews {
    /// The epoch `views` belongs to.
    nonisolated(unsafe) private static var epoch = -1
    /// The views of this epoch by handle.
    nonisolated(unsafe) private static var views: [ViewHandle: UIView] = [:]

    /// Installs the maker the layer module uses.
    static func install() {
        guard CALayer.reachedViewMaker == nil else { return }
        CALayer.reachedViewMaker = { handle in view(for: handle).layer }
    }

    /// The view for `handle` in the current epoch.
    static func view(for handle: ViewHandle) -> UIView {
        let now = HostSession.current?.epoch ?? -1
        if now != epoch {
            epoch = now
            views = [:]
        }
        if let view = views[handle] { return view }
        let view = UIView.hostView(handle, origin: .reached)
        views[handle] = view
        return view
    }
}
