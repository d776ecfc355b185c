import SegueABI

#if canImport(Glibc)
    import Glibc
#endif

/// How the plugin process's proxy context services reach the host (see `ContextProxyTable`).
extension PluginHostWorker {
    /// The most targets or keyframes one forwarded list carries; a longer list travels as NULL,
    /// which the host refuses, so a plugin cannot make the host allocate without bound.
    static let maximumForwardedListLength = 65_536

    /// The worker, when called on its main thread; nil off it, where the call is refused here
    /// with SEGUE_ERROR_WRONG_STATE, the socket is never touched, and a note of it waits for the
    /// main thread to send the host (`OffThreadContextCalls`).
    private static func onMainThread(_ context: UnsafePointer<segue_context_t>?, _ service: ContextServiceCode)
        -> PluginHostWorker?
    {
        guard let worker = current else { return nil }
        guard pthread_equal(worker.mainThread, pthread_self()) != 0 else {
            worker.offThreadCalls.note(service, proxy: UInt(bitPattern: context))
            return nil
        }
        return worker
    }

    /// Forwards one context service and answers the host's reply (nil when refused here).
    private static func request(
        _ context: UnsafePointer<segue_context_t>?, _ service: ContextServiceCode, _ build: (inout WireWriter) -> Void
    ) -> WireReader? {
        guard let worker = onMainThread(context, service) else { return nil }
        return worker.forward(.contextService, message(worker, context, service, build))
    }

    /// A context service's request body: the service, the host's context, then `build`'s fields.
    private static func message(
        _ worker: PluginHostWorker, _ context: UnsafePointer<segue_context_t>?, _ service: ContextServiceCode,
        _ build: (inout WireWriter) -> Void
    ) -> WireWriter {
        var message = WireWriter()
        message.append(service.rawValue)
        message.append(worker.contexts.hostID(of: context))
        build(&message)
        return message
    }

    /// A service that answers only a status: batched (answered `SEGUE_OK` here, sent later) when
    /// `arguments` let `ForwardedCallBatch` know the host's answer, else forwarded and learnt from.
    static func batchable(
        _ context: UnsafePointer<segue_context_t>?, _ service: ContextServiceCode, _ arguments: BatchedArguments,
        parent: segue_view_t? = nil, _ build: (inout WireWriter) -> Void
    ) -> segue_status_t {
        guard let worker = onMainThread(context, service) else { return PluginStatus.wrongState.raw }
        let id = worker.contexts.hostID(of: context)
        let message = message(worker, context, service, build)
        if id != 0, worker.batch.enqueue(service, context: id, message, when: arguments) {
            if worker.batch.pending.count >= ForwardedCallBatch.maximumCalls { worker.flush() }
            return PluginStatus.ok.raw
        }
        let generation = worker.batch.generation
        var reply = worker.forward(.contextService, message)
        let status = (try? reply.read(Int32.self)) ?? PluginStatus.invalidArgument.raw
        worker.batch.learn(service, context: id, status: status, view: nil, parent: parent, sentAt: generation)
        return status
    }

    /// The services whose out-pointer receives a view handle.
    private static let answersView: Set<ContextServiceCode> = [
        .containerView, .viewForKey, .controllerView, .createView, .snapshotView, .superview, .subviewAt,
        .findDescendant,
    ]

    /// A query that answers a value (the fallback when refused here).
    static func query<T>(
        _ context: UnsafePointer<segue_context_t>?, _ service: ContextServiceCode, fallback: T,
        _ decode: (inout WireReader) throws -> T
    ) -> T {
        guard var reply = request(context, service, { _ in }) else { return fallback }
        return (try? decode(&reply)) ?? fallback
    }

    /// A service that answers only a status; `parent` is the view it may give a subview.
    static func status(
        _ context: UnsafePointer<segue_context_t>?, _ service: ContextServiceCode, parent: segue_view_t? = nil,
        _ build: (inout WireWriter) -> Void
    ) -> segue_status_t {
        batchable(context, service, BatchedArguments(views: [], rule: .never), parent: parent, build)
    }

    /// A service with one out-pointer of a plain C type: its current contents go to the host,
    /// which starts from them, and whatever the host left there comes back.
    static func service<T>(
        _ context: UnsafePointer<segue_context_t>?, _ service: ContextServiceCode, out: UnsafeMutablePointer<T>?,
        parent: segue_view_t? = nil, _ build: (inout WireWriter) -> Void
    ) -> segue_status_t {
        let generation = current?.batch.generation ?? 0
        let reply = request(context, service) { message in
            build(&message)
            message.append(out != nil)
            if let out { message.appendStruct(out.pointee) }
        }
        guard var reply, let status = try? reply.read(Int32.self) else { return PluginStatus.wrongState.raw }
        if let out, let value = try? reply.readStruct(T.self) { out.pointee = value }
        if let worker = current {
            let view =
                answersView.contains(service) ? out.flatMap { UnsafeRawPointer($0).load(as: segue_view_t.self) } : nil
            worker.batch.learn(
                service, context: worker.contexts.hostID(of: context), status: status, view: view, parent: parent,
                sentAt: generation)
        }
        return status
    }

    /// `view_name`: the host's text is kept here for the life of the process, like the host's.
    static func viewName(
        _ context: UnsafePointer<segue_context_t>?, _ view: segue_view_t,
        _ out: UnsafeMutablePointer<UnsafePointer<CChar>?>?
    ) -> segue_status_t {
        let reply = request(context, .viewName) { message in
            message.append(view)
            message.append(out != nil)
        }
        guard var reply, let status = try? reply.read(Int32.self), let worker = current else {
            return PluginStatus.wrongState.raw
        }
        if let out, (try? reply.bool()) == true {
            out.pointee = (try? reply.bool()) == true ? (try? reply.string()).map(worker.intern) : nil
        }
        return status
    }

    /// `create_view`: the description's declared bytes, then its name.
    static func createView(
        _ context: UnsafePointer<segue_context_t>?, _ parent: segue_view_t,
        _ description: UnsafePointer<segue_view_desc_t>?, _ out: UnsafeMutablePointer<segue_view_t>?
    ) -> segue_status_t {
        service(context, .createView, out: out, parent: parent) { message in
            message.append(parent)
            appendViewDescription(description, to: &message)
        }
    }

    /// `animate`: the description, its targets and a completion id travel; the completion
    /// itself stays here until the host says the animation stopped.
    static func animate(
        _ context: UnsafePointer<segue_context_t>?, _ description: UnsafePointer<segue_animation_desc_t>?,
        _ out: UnsafeMutablePointer<segue_animation_t>?
    ) -> segue_status_t {
        forwardAnimation(context, .animate, description, out) { copy, message in
            appendList(copy.targets, count: copy.target_count, to: &message)
            return (copy.completion, copy.completion_data)
        }
    }

    /// `animate_alongside`, forwarded like `animate`: its completion stays here until the host's
    /// coordinator says the transition ended.
    static func animateAlongside(
        _ context: UnsafePointer<segue_context_t>?, _ description: UnsafePointer<segue_animation_desc_t>?,
        _ out: UnsafeMutablePointer<segue_animation_t>?
    ) -> segue_status_t {
        forwardAnimation(context, .animateAlongside, description, out) { copy, message in
            appendList(copy.targets, count: copy.target_count, to: &message)
            return (copy.completion, copy.completion_data)
        }
    }

    /// `animate_keyframes`, forwarded like `animate` with each keyframe's targets.
    static func animateKeyframes(
        _ context: UnsafePointer<segue_context_t>?, _ description: UnsafePointer<segue_keyframe_animation_desc_t>?,
        _ out: UnsafeMutablePointer<segue_animation_t>?
    ) -> segue_status_t {
        forwardAnimation(context, .animateKeyframes, description, out) { copy, message in
            appendList(copy.keyframes, count: copy.keyframe_count, to: &message)
            if let keyframes = copy.keyframes, Int(copy.keyframe_count) <= maximumForwardedListLength {
                for index in 0..<Int(copy.keyframe_count) {
                    appendList(keyframes[index].targets, count: keyframes[index].target_count, to: &message)
                }
            }
            return (copy.completion, copy.completion_data)
        }
    }

    /// Forwards an animation description: its bytes up to the size the plugin declared, what
    /// `encode` adds (its lists), and the id its completion is kept under here.
    private static func forwardAnimation<Description>(
        _ context: UnsafePointer<segue_context_t>?, _ service: ContextServiceCode,
        _ description: UnsafePointer<Description>?,
        _ out: UnsafeMutablePointer<segue_animation_t>?,
        _ encode: (Description, inout WireWriter) -> (segue_animation_completion_t?, UnsafeMutableRawPointer?)
    ) -> segue_status_t {
        var completion: UInt64 = 0
        let status = Self.service(context, service, out: out) { message in
            message.append(description != nil)
            guard let description else { return }
            let copy = DeclaredStruct.prefix(of: description)
            message.appendStruct(copy)
            let (function, data) = encode(copy, &message)
            completion = current?.register(function, data: data) ?? 0
            message.append(completion)
        }
        if status != PluginStatus.ok.raw, completion != 0 { current?.unregister(completion) }
        return status
    }

    /// A description struct the plugin passed (whether there is one, then its bytes up to the
    /// size it declares, the rest zero); its pointers mean nothing to the host and travel apart.
    static func appendDescription<Description>(_ description: UnsafePointer<Description>?, to message: inout WireWriter)
    {
        message.append(description != nil)
        if let description { message.appendStruct(DeclaredStruct.prefix(of: description)) }
    }

    /// `create_view`'s description, then its name (read from the declared bytes only: the host
    /// refuses a description too short to hold one before it looks for the name).
    static func appendViewDescription(_ description: UnsafePointer<segue_view_desc_t>?, to message: inout WireWriter) {
        let declared = description.map(DeclaredStruct.prefix(of:))
        message.append(declared != nil)
        if let declared { message.appendStruct(declared) }
        appendName(declared?.name, to: &message)
    }

    /// A name the plugin passed: whether there is one, then at most one byte more than the
    /// longest the host accepts, so the host refuses a long or unterminated name the same way.
    static func appendName(_ name: UnsafePointer<CChar>?, to message: inout WireWriter) {
        message.append(name != nil)
        if let name { message.appendStructs(name, count: strnlen(name, PluginLimits.maximumViewNameBytes + 1)) }
    }

    /// A list the plugin passed: whether it is readable here, and its entries.
    private static func appendList<T>(_ pointer: UnsafePointer<T>?, count: UInt32, to message: inout WireWriter) {
        guard let pointer, Int(count) <= maximumForwardedListLength else {
            message.append(false)
            return
        }
        message.append(true)
        message.appendStructs(pointer, count: Int(count))
    }
}
