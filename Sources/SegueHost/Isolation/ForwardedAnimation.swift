import SegueABI

/// The host side of `animate` and `animate_keyframes` forwarded from a plugin process: the
/// description's lists are rebuilt here and its completion becomes a trampoline that tells the
/// plugin process when the animation stops.
enum ForwardedAnimation {
    /// Serves a forwarded `animate`.
    static func animate(
        _ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t, _ message: inout WireReader,
        _ reply: inout WireWriter
    ) throws(WireError) {
        try serve(context, table.animate!, &message, &reply)
    }

    /// Serves a forwarded `animate_alongside` (a presentation controller's, through the running
    /// transition's coordinator): forwarded as `animate` is; its completion comes back through
    /// the same route, possibly before the call returns (no transition running).
    static func animateAlongside(
        _ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t, _ message: inout WireReader,
        _ reply: inout WireWriter
    ) throws(WireError) {
        try serve(context, table.animate_alongside!, &message, &reply)
    }

    /// Serves a forwarded block animation with `service` (the host's `animate` or `animate_alongside`).
    private static func serve(
        _ context: UnsafePointer<segue_context_t>?,
        _ service: (
            UnsafePointer<segue_context_t>?, UnsafePointer<segue_animation_desc_t>?,
            UnsafeMutablePointer<segue_animation_t>?
        ) -> segue_status_t,
        _ message: inout WireReader, _ reply: inout WireWriter
    ) throws(WireError) {
        guard try message.bool() else {
            return try ForwardedContextCall.withOut(&message, &reply, segue_animation_t.self) {
                service(context, nil, $0)
            }
        }
        var description = try message.readStruct(segue_animation_desc_t.self)
        let targets = try readList(segue_property_target_t.self, &message)
        let route = try CompletionRoute.make(from: &message)
        description.completion = route == nil ? nil : CompletionRoute.trampoline
        description.completion_data = route?.opaque
        route?.retainForCall()
        try withList(targets) { pointer throws(WireError) in
            description.targets = pointer
            try ForwardedContextCall.withOut(&message, &reply, segue_animation_t.self) {
                service(context, &description, $0)
            }
        }
        route?.releaseIfRefused(reply)
    }

    /// Serves a forwarded `animate_keyframes`.
    static func animateKeyframes(
        _ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t, _ message: inout WireReader,
        _ reply: inout WireWriter
    ) throws(WireError) {
        guard try message.bool() else {
            return try ForwardedContextCall.withOut(&message, &reply, segue_animation_t.self) {
                table.animate_keyframes!(context, nil, $0)
            }
        }
        var description = try message.readStruct(segue_keyframe_animation_desc_t.self)
        var keyframes = try readList(segue_keyframe_t.self, &message)
        // Each keyframe's targets live in their own buffer until the call returns.
        var buffers: [UnsafeMutablePointer<segue_property_target_t>] = []
        defer { buffers.forEach { $0.deallocate() } }
        if var list = keyframes {
            for index in list.indices {
                let targets = try readList(segue_property_target_t.self, &message)
                if let targets {
                    list[index].targets = UnsafePointer(copy(targets, into: &buffers))
                } else {
                    list[index].targets = nil
                }
            }
            keyframes = list
        }
        let route = try CompletionRoute.make(from: &message)
        description.completion = route == nil ? nil : CompletionRoute.trampoline
        description.completion_data = route?.opaque
        route?.retainForCall()
        try withList(keyframes) { pointer throws(WireError) in
            description.keyframes = pointer
            try ForwardedContextCall.withOut(&message, &reply, segue_animation_t.self) {
                table.animate_keyframes!(context, &description, $0)
            }
        }
        route?.releaseIfRefused(reply)
    }

    /// A forwarded list: nil when the plugin's pointer was NULL (or too long to send).
    private static func readList<T>(_: T.Type, _ message: inout WireReader) throws(WireError) -> [T]? {
        guard try message.bool() else { return nil }
        return try message.readStructs(T.self, maximum: PluginHostWorker.maximumForwardedListLength)
    }

    private static func copy<T>(_ list: [T], into buffers: inout [UnsafeMutablePointer<T>]) -> UnsafeMutablePointer<T> {
        let buffer = UnsafeMutablePointer<T>.allocate(capacity: max(list.count, 1))
        buffer.initialize(from: list, count: list.count)
        buffers.append(buffer)
        return buffer
    }

    /// Runs `body` with a pointer to the list (never NULL for an empty list, as the plugin's was not).
    private static func withList<T>(_ list: [T]?, _ body: (UnsafePointer<T>?) throws(WireError) -> Void)
        throws(WireError)
    {
        guard let list else { return try body(nil) }
        let buffer = UnsafeMutablePointer<T>.allocate(capacity: max(list.count, 1))
        buffer.initialize(from: list, count: list.count)
        defer { buffer.deallocate() }
        try body(UnsafePointer(buffer))
    }
}
