import SegueABI
import SegueEngine

extension ContextServices {
    /// `create_view`: a new named, coloured view on top of `parent`'s subviews, owned by the
    /// transition, no deeper in its tree than `PluginLimits.maximumViewDepth`.
    static func createView(
        _ session: PluginTransitionSession, _ parent: segue_view_t, _ description: UnsafePointer<segue_view_desc_t>?,
        _ out: UnsafeMutablePointer<segue_view_t>?
    ) throws(ServiceRefusal) {
        let out = try required(out, "out_view")
        guard let description else { throw .invalid("view must not be NULL") }
        let wanted = try PluginViewDescription(description)
        let parent = try changeableView(parent, in: session)
        try PluginViewDepth.check(subtree: wanted.name, levels: 1, under: parent)
        let view = View(name: wanted.name, frame: wanted.frame, in: parent.tree)
        view.backgroundColor = wanted.backgroundColor
        // Adopted before it is shown, so a refusal (too many views) leaves nothing behind.
        out.pointee = try session.adopt(view)
        parent.addSubview(view)
    }

    /// `snapshot_view`: a new view, in no hierarchy, showing a frozen copy of `view`'s look
    /// (whole or a rectangle), owned by the transition. It has no subviews, so its handle
    /// reaches nothing of the view it copied. Its look counts towards the transition's captured
    /// views and may nest snapshots only so deep (`PluginTransitionBudget`).
    static func snapshotView(
        _ session: PluginTransitionSession, _ view: segue_view_t, _ description: UnsafePointer<segue_snapshot_desc_t>?,
        _ out: UnsafeMutablePointer<segue_view_t>?
    ) throws(ServiceRefusal) {
        let out = try required(out, "out_view")
        guard let description else { throw .invalid("snapshot must not be NULL") }
        let wanted = try PluginSnapshotDescription(description)
        let source = try session.view(view)
        let snapshot =
            wanted.rect.map {
                source.resizableSnapshotView(
                    from: $0, afterScreenUpdates: wanted.afterUpdates, withCapInsets: wanted.capInsets)
            } ?? source.snapshotView(afterScreenUpdates: wanted.afterUpdates)
        // Charged before it is adopted: a look too costly leaves nothing behind.
        try session.budget.chargeLook(of: snapshot)
        out.pointee = try session.adopt(snapshot)
    }
}
