import SegueABI
import SegueEngine

/// What a plugin may change (context.h, include/README.md rule 13): the container's subtree, the
/// from- and to-views `view_for_key` hands it, the views it created or snapshotted, and views it
/// took out of those (each with its subtree). Every other view it reaches (the window, a
/// presenter's view that stays, anything outside the container) it may only read. Every service
/// that changes a view asks here first, so the rule is written once; a refusal answers
/// `SEGUE_ERROR_INVALID_ARGUMENT` and names the view.
extension ContextServices {
    /// The view behind `handle`, if the plugin may change it; otherwise a refusal naming it.
    static func changeableView(_ handle: segue_view_t, in session: PluginTransitionSession) throws(ServiceRefusal)
        -> View
    {
        let view = try session.view(handle)
        try checkMayChange(view, in: session)
        return view
    }

    /// Refuses a change of `view` unless it is the plugin's to change.
    static func checkMayChange(_ view: View, in session: PluginTransitionSession) throws(ServiceRefusal) {
        guard session.mayChange(view) else { throw .readOnly(view) }
    }

    /// Refuses to move `child` under `parent` unless the plugin may change both, and the
    /// superview `child` leaves; unless `child` is not the container (whose place is the
    /// host's); and unless no cycle would form (`parent` inside `child`), which the engine's
    /// `insertSubview` treats as a programming error.
    static func checkMove(_ child: View, into parent: View, in session: PluginTransitionSession) throws(ServiceRefusal)
    {
        if parent === child || parent.isDescendant(of: child) {
            throw .invalid(
                "\(child.name) cannot become a subview of itself or of "
                    + "its own subview \(parent.name) (that would make a cycle)"
            )
        }
        try checkMayChange(parent, in: session)
        try checkRemoval(child, in: session)
    }

    /// Refuses to take `view` out of its superview unless the plugin may change both, and
    /// unless `view` is not the transition's container (the host puts it in and takes it out).
    static func checkRemoval(_ view: View, in session: PluginTransitionSession) throws(ServiceRefusal) {
        if view === session.context.containerView {
            throw .invalid(
                "\(view.name) is the transition's container view, whose place "
                    + "in the window is the host's; move views inside it instead"
            )
        }
        try checkMayChange(view, in: session)
        if let superview = view.superview { try checkMayChange(superview, in: session) }
    }
}

extension ServiceRefusal {
    /// A change of `view`, which the plugin may only read.
    static func readOnly(_ view: View) -> ServiceRefusal {
        .invalid(
            "\(view.name) is not the plugin's to change: a plugin changes only the container's subtree, the "
                + "from- and to-views view_for_key hands it and the views it created (context.h); it may read this one"
        )
    }
}
