import SegueABI

/// The host side of a context service a plugin process forwarded: it decodes the arguments and
/// calls the host's own service function with them, so the checks, refusals and diagnostics are
/// exactly those of a plugin running in process. Everything the plugin process sends is
/// untrusted: each read is bounds-checked, and the context arrives as a number the host's
/// service looks up among the contexts it issued before reading through it.
enum ForwardedContextCall {
    /// Serves one forwarded call and answers its reply.
    static func serve(_ message: inout WireReader) throws(WireError) -> WireWriter {
        let code = try message.read(UInt8.self)
        guard let service = ContextServiceCode(rawValue: code) else {
            throw WireError("context service \(code) does not exist")
        }
        let context = UnsafePointer<segue_context_t>(bitPattern: UInt(try message.read(UInt64.self)))
        var reply = WireWriter()
        try serve(service, context, ContextServices.table, &message, &reply)
        return reply
    }

    /// `view_name`: the name travels as text, and whether the service wrote the out-pointer.
    static func serveViewName(
        _ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t, _ message: inout WireReader,
        _ reply: inout WireWriter
    ) throws(WireError) {
        let view = try message.read(UInt64.self)
        guard try message.bool() else { return reply.append(table.view_name(context, view, nil)) }
        // A sentinel shows whether the service wrote the out-pointer at all.
        let untouched = UnsafePointer<CChar>(bitPattern: 1)
        var name: UnsafePointer<CChar>? = untouched
        reply.append(table.view_name(context, view, &name))
        reply.append(name != untouched)
        guard name != untouched else { return }
        reply.append(name != nil)
        if let name { reply.append(String(cString: name)) }
    }

    /// Calls `body` with an out-pointer holding what the plugin's held (or NULL, as it passed),
    /// then replies with the status and the pointer's final contents.
    static func withOut<T>(
        _ message: inout WireReader, _ reply: inout WireWriter, _: T.Type,
        _ body: (UnsafeMutablePointer<T>?) -> segue_status_t
    ) throws(WireError) {
        guard try message.bool() else { return reply.append(body(nil)) }
        var value = try message.readStruct(T.self)
        reply.append(body(&value))
        reply.appendStruct(value)
    }
}
