import SegueABI

extension TransitionContext {
    // MARK: Views of the animator's own (ABI 1.1)

    /// Creates a view called `name` with `frame` (in `parent`'s coordinates) and a background
    /// `color`, on top of `parent`'s subviews. It belongs to the transition: remove it before
    /// completing (the host removes leftovers and reports them).
    public func createView(named name: String, frame: Rect, color: Color, in parent: ViewHandle) throws(ServiceError)
        -> ViewHandle
    {
        let create = try service(\.create_view)
        var view: segue_view_t = 0
        let status = name.withCString { name in
            var description = segue_view_desc_t(
                size: UInt32(MemoryLayout<segue_view_desc_t>.size), name: name, frame: frame, background_color: color)
            return create(raw, parent.raw, &description, &view)
        }
        try check(status)
        return ViewHandle(raw: view)
    }

    /// A snapshot of `view`'s whole look (UIView's `snapshotView(afterScreenUpdates:)`): a new
    /// view in no hierarchy yet, sized like `view`'s bounds at 0/0, that moves, scales and fades
    /// as one view. `afterUpdates` false shows the view as last drawn.
    public func snapshot(_ view: ViewHandle, afterUpdates: Bool = false) throws(ServiceError) -> ViewHandle {
        try snapshot(
            view,
            description: segue_snapshot_desc_t(
                size: UInt32(MemoryLayout<segue_snapshot_desc_t>.size), after_updates: afterUpdates, has_rect: false,
                rect: .zero, cap_insets: EdgeInsets.zero))
    }

    /// A snapshot of the part `rect` (in `view`'s own coordinates) of `view`'s look (UIView's
    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`); `capInsets` keep their
    /// size when the snapshot is resized.
    public func snapshot(
        _ view: ViewHandle, rect: Rect, afterUpdates: Bool = false, capInsets: EdgeInsets = .zero
    ) throws(ServiceError) -> ViewHandle {
        try snapshot(
            view,
            description: segue_snapshot_desc_t(
                size: UInt32(MemoryLayout<segue_snapshot_desc_t>.size), after_updates: afterUpdates, has_rect: true,
                rect: rect, cap_insets: capInsets))
    }

    /// Snapshots of the parts `pieces` of `view`, in order: the host copies the look once and
    /// every piece shares it (how Explode cuts a view into tiles).
    public func snapshot(_ view: ViewHandle, pieces: [Rect], afterUpdates: Bool = false) throws(ServiceError)
        -> [ViewHandle]
    {
        var handles: [ViewHandle] = []
        handles.reserveCapacity(pieces.count)
        for piece in pieces { handles.append(try snapshot(view, rect: piece, afterUpdates: afterUpdates)) }
        return handles
    }

    private func snapshot(_ view: ViewHandle, description: segue_snapshot_desc_t) throws(ServiceError) -> ViewHandle {
        var description = description
        return ViewHandle(raw: try callSnapshotView(view.raw, &description))
    }
}
