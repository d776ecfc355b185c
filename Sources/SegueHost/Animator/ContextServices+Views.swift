import SegueABI
import SegueKit

extension ContextServices {
    /// `container_view`: the view the transition happens in.
    static func containerView(_ session: PluginTransitionSession, _ out: UnsafeMutablePointer<segue_view_t>?)
        throws(ServiceRefusal)
    {
        try required(out, "out_view").pointee = session.handle(for: session.context.containerView)
    }

    /// `view_for_key`: the view entering or leaving, or no handle when that side has none.
    static func viewForKey(_ session: PluginTransitionSession, _ key: Int32, _ out: UnsafeMutablePointer<segue_view_t>?)
        throws(ServiceRefusal)
    {
        let out = try required(out, "out_view")
        try session.requireTransition()
        let view = session.context.view(forKey: try transitionKey(key))
        out.pointee = view.map(session.handle(for:)) ?? 0
    }

    /// `controller_for_key`: the controller on that side.
    static func controllerForKey(
        _ session: PluginTransitionSession, _ key: Int32, _ out: UnsafeMutablePointer<segue_controller_t>?
    ) throws(ServiceRefusal) {
        let out = try required(out, "out_controller")
        try session.requireTransition()
        let controller = session.context.viewController(forKey: try transitionKey(key))
        out.pointee = controller.map(session.handle(for:)) ?? 0
    }

    /// `controller_view`: a controller's root view.
    static func controllerView(
        _ session: PluginTransitionSession, _ controller: segue_controller_t, _ out: UnsafeMutablePointer<segue_view_t>?
    ) throws(ServiceRefusal) {
        let out = try required(out, "out_view")
        out.pointee = session.handle(for: try session.controller(controller).view)
    }

    /// `initial_frame`: where the controller's view is at the start.
    static func initialFrame(
        _ session: PluginTransitionSession, _ controller: segue_controller_t, _ out: UnsafeMutablePointer<segue_rect_t>?
    ) throws(ServiceRefusal) {
        let out = try required(out, "out_frame")
        out.pointee = EngineConversions.raw(session.context.initialFrame(for: try session.controller(controller)))
    }

    /// `final_frame`: where the controller's view must be at the end.
    static func finalFrame(
        _ session: PluginTransitionSession, _ controller: segue_controller_t, _ out: UnsafeMutablePointer<segue_rect_t>?
    ) throws(ServiceRefusal) {
        let out = try required(out, "out_frame")
        out.pointee = EngineConversions.raw(session.context.finalFrame(for: try session.controller(controller)))
    }

    /// `view_name`: a view's name, host-owned until the transition ends.
    static func viewName(
        _ session: PluginTransitionSession, _ view: segue_view_t, _ out: UnsafeMutablePointer<UnsafePointer<CChar>?>?
    ) throws(ServiceRefusal) {
        let out = try required(out, "out_name")
        out.pointee = session.name(of: try session.view(view))
    }

    /// The side a plugin's key names, or a refusal for a number that is neither.
    private static func transitionKey(_ key: Int32) throws(ServiceRefusal) -> TransitionKey {
        guard let key = PluginTransitionKey(known: key) else {
            throw .invalid("key \(key) is neither SEGUE_KEY_FROM nor SEGUE_KEY_TO")
        }
        return key.transitionKey
    }
}
