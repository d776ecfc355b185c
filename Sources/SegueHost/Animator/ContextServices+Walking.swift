import SegueABI
import SegueEngine

extension ContextServices {
    /// `superview`: the view's superview, or no handle when it has none.
    static func superview(
        _ session: PluginTransitionSession, _ view: segue_view_t, _ out: UnsafeMutablePointer<segue_view_t>?
    ) throws(ServiceRefusal) {
        let out = try required(out, "out_view")
        out.pointee = try session.view(view).superview.map(session.handle(for:)) ?? 0
    }

    /// `subview_count`: how many subviews the view has.
    static func subviewCount(
        _ session: PluginTransitionSession, _ view: segue_view_t, _ out: UnsafeMutablePointer<UInt32>?
    ) throws(ServiceRefusal) {
        let out = try required(out, "out_count")
        out.pointee = UInt32(clamping: try session.view(view).subviews.count)
    }

    /// `subview_at`: the subview at `index`, 0 the back.
    static func subviewAt(
        _ session: PluginTransitionSession, _ view: segue_view_t, _ index: UInt32,
        _ out: UnsafeMutablePointer<segue_view_t>?
    ) throws(ServiceRefusal) {
        let out = try required(out, "out_view")
        let subviews = try session.view(view).subviews
        guard Int(index) < subviews.count else {
            throw .range(
                "index \(index) is past the view's \(subviews.count) subviews; indexes run 0..<subview_count")
        }
        out.pointee = session.handle(for: subviews[Int(index)])
    }

    /// `find_descendant`: the first view called `name` in the subtree, or no handle.
    static func findDescendant(
        _ session: PluginTransitionSession, _ view: segue_view_t, _ name: UnsafePointer<CChar>?,
        _ out: UnsafeMutablePointer<segue_view_t>?
    ) throws(ServiceRefusal) {
        let out = try required(out, "out_view")
        let name = try PluginViewDescription.name(name)
        out.pointee = try session.view(view).descendant(named: name).map(session.handle(for:)) ?? 0
    }

    /// `bring_subview_to_front`: `child`, a subview of `parent`, on top.
    static func bringSubviewToFront(_ session: PluginTransitionSession, _ parent: segue_view_t, _ child: segue_view_t)
        throws(ServiceRefusal)
    {
        let (parent, child) = try subview(child, of: parent, in: session)
        parent.bringSubviewToFront(child)
    }

    /// `send_subview_to_back`: `child`, a subview of `parent`, at the back.
    static func sendSubviewToBack(_ session: PluginTransitionSession, _ parent: segue_view_t, _ child: segue_view_t)
        throws(ServiceRefusal)
    {
        let (parent, child) = try subview(child, of: parent, in: session)
        parent.sendSubviewToBack(child)
    }

    /// The views behind `parent` and `child`, refused unless `child` is a subview of `parent`
    /// (UIKit ignores the call then; a plugin is told, since it is always a mistake).
    private static func subview(
        _ child: segue_view_t, of parent: segue_view_t, in session: PluginTransitionSession
    ) throws(ServiceRefusal) -> (parent: View, child: View) {
        let (parent, child) = (try session.view(parent), try session.view(child))
        guard child.superview === parent else { throw .invalid("\(child.name) is not a subview of \(parent.name)") }
        // Reordering changes the parent's subviews (and so the child's place).
        try checkMayChange(parent, in: session)
        return (parent, child)
    }
}
