import SegueABI

/// The interaction and presentation controllers a plugin process made for the host, by handle:
/// made through the library's own `makeInteraction`/`makePresentation` (every check of the
/// factory and vtable an in-process library gets), called when the host's stand-in
/// (`RemoteInteraction`, `RemotePresentation`) is, and destroyed when it is. Thread: the worker's
/// main thread.
final class WorkerControllers {
    private var interactions: [UInt64: UnsafePointer<segue_interaction_t>] = [:]
    private var presentations: [UInt64: UnsafePointer<segue_presentation_t>] = [:]
    /// The declared parameters of each controller, by handle (the host names them by index).
    private var parameters: [UInt64: [ParameterDescriptor]] = [:]
    private let parameterCalls = FFIParameterCalls()
    private var nextHandle: UInt64 = 1

    /// Makes a controller of `call`'s kind with `library` for the id in `message`: its handle,
    /// size and shape, or handle 0 and the sentence the library's checks threw.
    func create(_ call: IsolationCall, library: PluginLibrary, _ message: inout WireReader) throws -> WireWriter {
        let id = try message.string(maximumBytes: 4096)
        var reply = WireWriter()
        do {
            let handle = nextHandle
            let size: UInt32
            let shape: ControllerShape
            if call == .createInteraction {
                let raw = try library.makeInteraction(id: id)
                parameters[handle] = library.interactionDescriptors.first { $0.id == id }?.parameters
                (interactions[handle], size, shape) = (
                    raw, raw.pointee.size, ControllerShape(RemoteInteraction.members(of: raw.pointee))
                )
            } else {
                let raw = try library.makePresentation(id: id)
                parameters[handle] = library.presentationDescriptors.first { $0.id == id }?.parameters
                (presentations[handle], size, shape) = (
                    raw, raw.pointee.size, ControllerShape(RemotePresentation.members(of: raw.pointee))
                )
            }
            nextHandle += 1
            reply.append(handle)
            reply.append(size)
            reply.append(shape.rawValue)
        } catch {
            reply.append(UInt64(0))
            reply.append(error.description)
        }
        return reply
    }

    /// Serves an interaction controller's call.
    func interaction(_ call: IsolationCall, _ message: inout WireReader) throws -> WireWriter {
        let handle = try message.read(UInt64.self)
        guard let raw = interactions[handle] else {
            throw WireError("the host named interaction controller \(handle), which does not exist")
        }
        let v = raw.pointee
        var reply = WireWriter()
        switch call {
        case .interactionBegin:
            var start = try Self.optionalStruct(segue_interaction_start_t.self, &message)
            reply.append(
                PluginCalls.into(.begin) {
                    Self.withPointer(&start) { v.begin?(raw, $0) ?? PluginStatus.unsupported.raw }
                })
        case .interactionHandleEvent:
            var event = try Self.optionalStruct(segue_gesture_event_t.self, &message)
            var answer = try Self.optionalStruct(segue_interaction_answer_t.self, &message)
            let status = PluginCalls.into(.handle_event) {
                Self.withPointer(&event) { event in
                    Self.withPointer(&answer) { v.handle_event?(raw, event, $0) ?? PluginStatus.unsupported.raw }
                }
            }
            reply.append(status)
            reply.appendStruct(answer ?? segue_interaction_answer_t())
        case .interactionEnded:
            let completed = try message.bool()
            PluginCalls.into(.ended) { v.ended?(raw, completed) }
        case .interactionDestroy:
            interactions[handle] = nil
            parameters[handle] = nil
            PluginCalls.into(.destroy) { v.destroy?(raw) }
        default: throw WireError("\(call) is not an interaction controller's call")
        }
        return reply
    }

    /// Serves a controller's parameter getter or setter (through libffi, as the host does in
    /// process), named by handle and the parameter's index.
    func parameter(_ call: IsolationCall, _ message: inout WireReader) throws -> WireWriter {
        let handle = try message.read(UInt64.self)
        let instance: UnsafeRawPointer
        if let raw = interactions[handle] {
            instance = UnsafeRawPointer(raw)
        } else if let raw = presentations[handle] {
            instance = UnsafeRawPointer(raw)
        } else {
            throw WireError("the host named controller \(handle), which does not exist")
        }
        let index = try message.read(UInt32.self)
        guard let parameter = parameters[handle]?.first(where: { $0.index == index }) else {
            throw WireError("the host named parameter \(index) of controller \(handle), which does not exist")
        }
        var reply = WireWriter()
        if call == .controllerParameterGet {
            reply.append(parameterCalls.get(parameter, ofInstance: instance))
        } else {
            reply.append(parameterCalls.set(parameter, to: try message.double(), onInstance: instance))
        }
        return reply
    }

    /// Serves a presentation controller's call; `contexts` turns the host's context into a proxy.
    func presentation(_ call: IsolationCall, _ message: inout WireReader, worker: PluginHostWorker) throws
        -> WireWriter
    {
        let handle = try message.read(UInt64.self)
        guard let raw = presentations[handle] else {
            throw WireError("the host named presentation controller \(handle), which does not exist")
        }
        let v = raw.pointee
        var reply = WireWriter()
        switch call {
        case .presentationFrame:
            var layout = try Self.optionalStruct(segue_presentation_layout_t.self, &message)
            var frame = try Self.optionalStruct(segue_rect_t.self, &message)
            let status = PluginCalls.into(.frame_of_presented_view) {
                Self.withPointer(&layout) { layout in
                    Self.withPointer(&frame) {
                        v.frame_of_presented_view?(raw, layout, $0) ?? PluginStatus.unsupported.raw
                    }
                }
            }
            reply.append(status)
            reply.appendStruct(frame ?? segue_rect_t())
        case .presentationHook:
            try hook(raw, &message, worker: worker)
        case .presentationShouldRemovePresentersView:
            reply.append(
                PluginCalls.into(.should_remove_presenters_view) { v.should_remove_presenters_view?(raw) ?? false })
        case .presentationAdaptiveStyle:
            let sizeClass = try message.read(Int32.self)
            reply.append(
                PluginCalls.into(.adaptive_presentation_style) {
                    v.adaptive_presentation_style?(raw, sizeClass) ?? -1
                })
        case .presentationHandleGesture:
            var event = try Self.optionalStruct(segue_gesture_event_t.self, &message)
            var answer = try Self.optionalStruct(segue_presentation_answer_t.self, &message)
            let status = PluginCalls.into(.handle_gesture) {
                Self.withPointer(&event) { event in
                    Self.withPointer(&answer) { v.handle_gesture?(raw, event, $0) ?? PluginStatus.unsupported.raw }
                }
            }
            reply.append(status)
            reply.appendStruct(answer ?? segue_presentation_answer_t())
        case .presentationDestroy:
            presentations[handle] = nil
            parameters[handle] = nil
            PluginCalls.into(.destroy) { v.destroy?(raw) }
        default: throw WireError("\(call) is not a presentation controller's call")
        }
        return reply
    }

    /// A hook that takes a context: the host's context becomes a proxy, as an animator's does,
    /// and what the worker knew of an earlier context at that address is forgotten (each hook's
    /// context is fresh).
    private func hook(_ raw: UnsafePointer<segue_presentation_t>, _ message: inout WireReader, worker: PluginHostWorker)
        throws
    {
        let code = try message.read(UInt8.self)
        guard let hook = PresentationHook(rawValue: code) else {
            throw WireError("presentation hook \(code) is unknown")
        }
        let id = try message.read(UInt64.self)
        let completed = try message.bool()
        worker.batch.forget(id)
        let context = worker.contexts.proxy(for: id)
        let v = raw.pointee
        PluginCalls.into(hook.callback) {
            switch hook {
            case .presentationWillBegin: v.presentation_will_begin?(raw, context)
            case .presentationDidEnd: v.presentation_did_end?(raw, context, completed)
            case .dismissalWillBegin: v.dismissal_will_begin?(raw, context)
            case .dismissalDidEnd: v.dismissal_did_end?(raw, context, completed)
            case .containerWillLayout: v.container_will_layout?(raw, context)
            case .containerDidLayout: v.container_did_layout?(raw, context)
            }
        }
    }

    /// Calls `body` with a pointer to `value` (which it may change), or NULL when there is none.
    private static func withPointer<T, Result>(_ value: inout T?, _ body: (UnsafeMutablePointer<T>?) -> Result)
        -> Result
    {
        guard value != nil else { return body(nil) }
        return withUnsafeMutablePointer(to: &value!) { body($0) }
    }

    /// A struct the host sent when its pointer was not NULL (`WireWriter.append(_:_:)`).
    private static func optionalStruct<T>(_: T.Type, _ message: inout WireReader) throws(WireError) -> T? {
        guard try message.bool() else { return nil }
        return try message.readStruct(T.self)
    }
}
