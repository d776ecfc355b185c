import SegueABI

/// The host's stand-in for an interaction controller in a plugin process: a
/// `segue_interaction_t` whose members forward `begin`, `handle_event`, `ended` and `destroy`
/// there (events in, answers out: plain data). A process that failed answers
/// SEGUE_ERROR_UNSUPPORTED, which `PluginInteractionDecider` refuses as it would the plugin's.
enum RemoteInteraction {
    typealias Stand = RemoteController<segue_interaction_t>

    /// The vtable's function members in declaration order (the shape's bits).
    static func members(of v: segue_interaction_t) -> [UnsafeRawPointer?] {
        [
            PluginLibrary.address(v.begin), PluginLibrary.address(v.handle_event), PluginLibrary.address(v.ended),
            PluginLibrary.address(v.destroy),
        ]
    }

    /// Asks `process` (library `index`) for interaction controller `id` and answers its stand-in.
    static func make(in process: PluginHostProcess, library index: UInt32, id: String)
        throws(PluginControllerError) -> UnsafePointer<segue_interaction_t>
    {
        let made = try Stand.create(.createInteraction, for: .create_interaction, in: process, library: index, id: id)
        return Stand.make(
            process: process, handle: made.handle, vtable: vtable(size: made.size, shape: made.shape),
            data: \.plugin_data, destroy: .interactionDestroy)
    }

    private static func from(_ pointer: UnsafePointer<segue_interaction_t>?) -> Stand? {
        Stand.from(pointer, data: \.plugin_data)
    }

    private static func vtable(size: UInt32, shape: ControllerShape) -> segue_interaction_t {
        segue_interaction_t(
            size: size, plugin_data: nil,
            begin: shape.has(0)
                ? { interaction, start in
                    var reply = RemoteInteraction.from(interaction)?.request(.interactionBegin, for: .begin) {
                        message in
                        message.append(start) { $0.appendStruct($1.pointee) }
                    }
                    return (try? reply?.read(Int32.self)) ?? PluginStatus.unsupported.raw
                } : nil,
            handle_event: shape.has(1)
                ? { interaction, event, answer in
                    guard
                        var reply = RemoteInteraction.from(interaction)?.request(
                            .interactionHandleEvent, for: .handle_event,
                            { message in
                                message.append(event) { $0.appendStruct($1.pointee) }
                                message.append(answer) { $0.appendStruct($1.pointee) }
                            }),
                        let status = try? reply.read(Int32.self)
                    else { return PluginStatus.unsupported.raw }
                    if let answer, let value = try? reply.readStruct(segue_interaction_answer_t.self) {
                        answer.pointee = value
                    }
                    return status
                } : nil,
            ended: shape.has(2)
                ? { interaction, completed in
                    _ = RemoteInteraction.from(interaction)?.request(.interactionEnded, for: .ended) {
                        $0.append(completed)
                    }
                } : nil,
            destroy: shape.has(3) ? { interaction in RemoteInteraction.from(interaction)?.destroy() } : nil)
    }
}
