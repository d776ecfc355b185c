import SegueABI
import SegueEngine

extension ContextServices {
    /// `add_subview`: `child` on top of `parent`'s subviews.
    static func addSubview(_ session: PluginTransitionSession, _ parent: segue_view_t, _ child: segue_view_t)
        throws(ServiceRefusal)
    {
        let (parent, child) = (try session.view(parent), try session.view(child))
        try checkMove(child, into: parent, in: session)
        try PluginViewDepth.check(adding: child, to: parent)
        parent.addSubview(child)
    }

    /// `insert_subview`: `child` at `index` among `parent`'s subviews (past the end: on top).
    static func insertSubview(
        _ session: PluginTransitionSession, _ parent: segue_view_t, _ child: segue_view_t, _ index: Int32
    ) throws(ServiceRefusal) {
        let (parent, child) = (try session.view(parent), try session.view(child))
        guard index >= 0 else { throw .range("index must be at least 0, got \(index)") }
        try checkMove(child, into: parent, in: session)
        try PluginViewDepth.check(adding: child, to: parent)
        let siblings = parent.subviews.filter { $0 !== child }.count
        parent.insertSubview(child, at: min(Int(index), siblings))
    }

    /// `remove_from_superview`.
    static func removeFromSuperview(_ session: PluginTransitionSession, _ view: segue_view_t) throws(ServiceRefusal) {
        let view = try session.view(view)
        guard view.superview != nil else { return }
        try checkRemoval(view, in: session)
        view.removeFromSuperview()
        session.released(view)
    }
}
