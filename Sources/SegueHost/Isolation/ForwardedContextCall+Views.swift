import SegueABI

/// The host side of the 1.1 services a plugin process forwards: creating and snapshotting views,
/// and walking the hierarchy. Descriptions arrive as their declared bytes and names as at most
/// 65 bytes, and are rebuilt here so the host's own service checks them as it would in process.
extension ForwardedContextCall {
    /// Serves one of the 1.1 services.
    static func serveOwnViewOrWalk(
        _ service: ContextService, _ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t,
        _ message: inout WireReader, _ reply: inout WireWriter
    ) throws(WireError) {
        switch service {
        case .createView: try serveCreateView(context, table, &message, &reply)
        case .snapshotView:
            let view = try message.read(UInt64.self)
            var description = try message.bool() ? try message.readStruct(segue_snapshot_desc_t.self) : nil
            try withOut(&message, &reply, segue_view_t.self) { out in
                withOptionalPointer(&description) { table.snapshot_view(context, view, $0, out) }
            }
        case .superview:
            let view = try message.read(UInt64.self)
            try withOut(&message, &reply, segue_view_t.self) { table.superview(context, view, $0) }
        case .subviewCount:
            let view = try message.read(UInt64.self)
            try withOut(&message, &reply, UInt32.self) { table.subview_count(context, view, $0) }
        case .subviewAt:
            let (view, index) = (try message.read(UInt64.self), try message.read(UInt32.self))
            try withOut(&message, &reply, segue_view_t.self) { table.subview_at(context, view, index, $0) }
        case .findDescendant:
            let view = try message.read(UInt64.self)
            let name = try readName(&message)
            try withOut(&message, &reply, segue_view_t.self) { out in
                withName(name) { table.find_descendant(context, view, $0, out) }
            }
        default: try serveConversionOrOrder(service, context, table, &message, &reply)
        }
    }

    /// `convert_point`, `convert_rect`, `bring_subview_to_front`, `send_subview_to_back`.
    private static func serveConversionOrOrder(
        _ service: ContextService, _ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t,
        _ message: inout WireReader, _ reply: inout WireWriter
    ) throws(WireError) {
        switch service {
        case .convertPoint:
            let point = try message.readStruct(segue_point_t.self)
            let (from, to) = (try message.read(UInt64.self), try message.read(UInt64.self))
            try withOut(&message, &reply, segue_point_t.self) { table.convert_point(context, point, from, to, $0) }
        case .convertRect:
            let rect = try message.readStruct(segue_rect_t.self)
            let (from, to) = (try message.read(UInt64.self), try message.read(UInt64.self))
            try withOut(&message, &reply, segue_rect_t.self) { table.convert_rect(context, rect, from, to, $0) }
        case .bringSubviewToFront:
            let (parent, child) = (try message.read(UInt64.self), try message.read(UInt64.self))
            reply.append(table.bring_subview_to_front(context, parent, child))
        case .sendSubviewToBack:
            let (parent, child) = (try message.read(UInt64.self), try message.read(UInt64.self))
            reply.append(table.send_subview_to_back(context, parent, child))
        default: throw WireError("context service \(service) reached the wrong handler")
        }
    }

    /// `create_view`: the description with its name pointer rebuilt from the forwarded bytes.
    private static func serveCreateView(
        _ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t, _ message: inout WireReader,
        _ reply: inout WireWriter
    ) throws(WireError) {
        let parent = try message.read(UInt64.self)
        var description = try message.bool() ? try message.readStruct(segue_view_desc_t.self) : nil
        let name = try readName(&message)
        try withOut(&message, &reply, segue_view_t.self) { out in
            withName(name) { name in
                description?.name = name
                return withOptionalPointer(&description) { table.create_view(context, parent, $0, out) }
            }
        }
    }

    /// A forwarded name: nil when the plugin passed NULL, else its bytes (at most 65).
    private static func readName(_ message: inout WireReader) throws(WireError) -> [CChar]? {
        guard try message.bool() else { return nil }
        return try message.readStructs(CChar.self, maximum: PluginLimits.maximumViewNameBytes + 1)
    }

    /// Calls `body` with `name` as a NUL-terminated C string (NULL for nil).
    private static func withName<Result>(_ name: [CChar]?, _ body: (UnsafePointer<CChar>?) -> Result) -> Result {
        guard let name else { return body(nil) }
        return (name + [0]).withUnsafeBufferPointer { body($0.baseAddress) }
    }

    /// Calls `body` with a pointer to `value`, or NULL when there is none.
    private static func withOptionalPointer<T, Result>(_ value: inout T?, _ body: (UnsafePointer<T>?) -> Result)
        -> Result
    {
        guard value != nil else { return body(nil) }
        return withUnsafePointer(to: &value!) { body($0) }
    }
}
