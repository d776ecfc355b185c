import SegueABI
import SegueEngine

extension ContextServices {
    /// `add_subview`: `child` on top of `parent`'s subviews.
    static func addSubview(_ context: Context, _ parent: segue_view_t, _ child: segue_view_t) -> segue_status_t {
        call(context, "add_subview", allowedIn: active) { session throws(ServiceRefusal) in
            let (parent, child) = (try session.view(parent), try session.view(child))
            try checkNotAncestor(child, of: parent)
            try PluginViewDepth.check(adding: child, to: parent)
            parent.addSubview(child)
        }
    }

    /// `insert_subview`: `child` at `index` among `parent`'s subviews (past the end: on top).
    static func insertSubview(_ context: Context, _ parent: segue_view_t, _ child: segue_view_t, _ index: Int32) -> segue_status_t {
        call(context, "insert_subview", allowedIn: active) { session throws(ServiceRefusal) in
            let (parent, child) = (try session.view(parent), try session.view(child))
            guard index >= 0 else { throw .range("index must be at least 0, got \(index)") }
            try checkNotAncestor(child, of: parent)
            try PluginViewDepth.check(adding: child, to: parent)
            let siblings = parent.subviews.filter { $0 !== child }.count
            parent.insertSubview(child, at: min(Int(index), siblings))
        }
    }

    /// `remove_from_superview`.
    static func removeFromSuperview(_ context: Context, _ view: segue_view_t) -> segue_status_t {
        call(context, "remove_from_superview", allowedIn: active) { session throws(ServiceRefusal) in
            try session.view(view).removeFromSuperview()
        }
    }

    /// Refuses to put a view inside itself or its own subtree (which would make a cycle, and
    /// the engine's `addSubview` traps on it).
    private static func checkNotAncestor(_ child: View, of parent: View) throws(ServiceRefusal) {
        if parent === child || parent.isDescendant(of: child) {
            throw .invalid("\(child.name) cannot become a subview of itself or of its own subview \(parent.name)")
        }
    }
}
