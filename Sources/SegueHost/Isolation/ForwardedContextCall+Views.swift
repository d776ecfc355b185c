import SegueABI

/// The host side of the forwarded services written by hand (the rest is generated:
/// ForwardedContextCall+Serve.swift), and the helpers the generated side decodes with.
/// Descriptions arrive as their declared bytes and names as at most 65 bytes, and are rebuilt
/// here so the host's own service checks them as it would in process.
extension ForwardedContextCall {
    /// `animate`: its lists and completion rebuilt by `ForwardedAnimation`.
    static func serveAnimate(
        _ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t, _ message: inout WireReader,
        _ reply: inout WireWriter
    ) throws(WireError) {
        try ForwardedAnimation.animate(context, table, &message, &reply)
    }

    /// `animate_keyframes`: its lists and completion rebuilt by `ForwardedAnimation`.
    /// `animate_alongside`: rebuilt as `animate` is, by `ForwardedAnimation`.
    static func serveAnimateAlongside(
        _ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t, _ message: inout WireReader,
        _ reply: inout WireWriter
    ) throws(WireError) {
        try ForwardedAnimation.animateAlongside(context, table, &message, &reply)
    }

    static func serveAnimateKeyframes(
        _ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t, _ message: inout WireReader,
        _ reply: inout WireWriter
    ) throws(WireError) {
        try ForwardedAnimation.animateKeyframes(context, table, &message, &reply)
    }

    /// `create_view`: the description with its name pointer rebuilt from the forwarded bytes.
    static func serveCreateView(
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
    static func readName(_ message: inout WireReader) throws(WireError) -> [CChar]? {
        guard try message.bool() else { return nil }
        return try message.readStructs(CChar.self, maximum: PluginLimits.maximumViewNameBytes + 1)
    }

    /// Calls `body` with `name` as a NUL-terminated C string (NULL for nil).
    static func withName<Result>(_ name: [CChar]?, _ body: (UnsafePointer<CChar>?) -> Result) -> Result {
        guard let name else { return body(nil) }
        return (name + [0]).withUnsafeBufferPointer { body($0.baseAddress) }
    }

    /// Calls `body` with a pointer to `value`, or NULL when there is none.
    static func withOptionalPointer<T, Result>(_ value: inout T?, _ body: (UnsafePointer<T>?) -> Result)
        -> Result
    {
        guard value != nil else { return body(nil) }
        return withUnsafePointer(to: &value!) { body($0) }
    }
}
