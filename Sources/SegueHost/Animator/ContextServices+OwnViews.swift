import SegueABI
import SegueEngine

extension ContextServices {
    /// `create_view`: a new named, coloured view on top of `parent`'s subviews, owned by the
    /// transition.
    static func createView(
        _ context: Context, _ parent: segue_view_t, _ description: UnsafePointer<segue_view_desc_t>?, _ out: UnsafeMutablePointer<segue_view_t>?
    ) -> segue_status_t {
        call(context, "create_view", allowedIn: active) { session throws(ServiceRefusal) in
            let out = try required(out, "out_view")
            guard let description else { throw .invalid("view must not be NULL") }
            let wanted = try PluginViewDescription(description)
            let parent = try session.view(parent)
            let view = View(name: wanted.name, frame: wanted.frame, in: parent.tree)
            view.backgroundColor = wanted.backgroundColor
            // Adopted before it is shown, so a refusal (too many views) leaves nothing behind.
            out.pointee = try session.adopt(view)
            parent.addSubview(view)
        }
    }
}

// TEMPORARY (issue16-abi branch only): filled in when the engine's snapshots and conversions merge.
extension ContextServices {
    static func snapshotView(
        _ context: Context, _ view: segue_view_t, _ description: UnsafePointer<segue_snapshot_desc_t>?, _ out: UnsafeMutablePointer<segue_view_t>?
    ) -> segue_status_t { PluginStatus.unsupported.raw }
    static func convertPoint(
        _ context: Context, _ point: segue_point_t, _ from: segue_view_t, _ to: segue_view_t, _ out: UnsafeMutablePointer<segue_point_t>?
    ) -> segue_status_t { PluginStatus.unsupported.raw }
    static func convertRect(
        _ context: Context, _ rect: segue_rect_t, _ from: segue_view_t, _ to: segue_view_t, _ out: UnsafeMutablePointer<segue_rect_t>?
    ) -> segue_status_t { PluginStatus.unsupported.raw }
}
