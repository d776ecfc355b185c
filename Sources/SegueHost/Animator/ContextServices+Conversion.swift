import SegueABI
import SegueEngine

extension ContextServices {
    /// `convert_point`: `point` from `from`'s coordinates to `to`'s (no handle: the window's).
    static func convertPoint(
        _ session: PluginTransitionSession, _ point: segue_point_t, _ from: segue_view_t, _ to: segue_view_t,
        _ out: UnsafeMutablePointer<segue_point_t>?
    ) throws(ServiceRefusal) {
        let out = try required(out, "out_point")
        let coordinate = PluginLimits.coordinate
        let point = Point(x: try coordinate.admit(point.x), y: try coordinate.admit(point.y))
        let converted = try convert(
            from, to, in: session, between: { $0.convert(point, to: $1) },
            fromWindow: { $0.convert(point, from: nil) })
        out.pointee = segue_point_t(x: converted?.x ?? point.x, y: converted?.y ?? point.y)
    }

    /// `convert_rect`: `rect` converted likewise, as the bounding box of its converted corners.
    static func convertRect(
        _ session: PluginTransitionSession, _ rect: segue_rect_t, _ from: segue_view_t, _ to: segue_view_t,
        _ out: UnsafeMutablePointer<segue_rect_t>?
    ) throws(ServiceRefusal) {
        let out = try required(out, "out_rect")
        let checked = try PluginPropertyValue.rect(rect)
        let converted = try convert(
            from, to, in: session, between: { $0.convert(checked, to: $1) },
            fromWindow: { $0.convert(checked, from: nil) })
        out.pointee = EngineConversions.raw(converted ?? checked)
    }

    /// Converts with the engine between the views behind `from` and `to`, where no handle means
    /// the window (the root of the container's tree): nil when both are the window.
    private static func convert<Value>(
        _ from: segue_view_t, _ to: segue_view_t, in session: PluginTransitionSession,
        between: (View, View?) -> Value, fromWindow: (View) -> Value
    ) throws(ServiceRefusal) -> Value? {
        let source = from == 0 ? nil : try session.view(from)
        let destination = to == 0 ? nil : try session.view(to)
        if let source { return between(source, destination ?? session.context.containerView.root) }
        return destination.map(fromWindow)
    }
}
