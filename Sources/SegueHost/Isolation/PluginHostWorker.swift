import CSegueProcess
import Foundation
import Logging
import SegueABI
import SegueABIValues

#if canImport(Glibc)
    import Glibc
#endif

/// The plugin side of isolation, run by `segue plugin-host`: it loads plugin libraries, calls
/// their entry and animator functions when the host asks, and forwards every host and context
/// service the plugins call back to the host. It keeps no transition state of its own: the host
/// checks and answers everything, exactly as in process. One per process, on its main thread.
package final class PluginHostWorker {
    /// The worker of this process; the C service functions find it here (they receive no
    /// pointer of ours).
    // Global because the C host and context services plugins call (the proxy tables) receive no
    // user-data pointer of ours; set once when the process starts serving.
    nonisolated(unsafe) static var current: PluginHostWorker?

    let channel: IsolationChannel
    let mainThread = pthread_self()
    let contexts = ContextProxies()
    /// Context calls answered here and not yet sent to the host.
    let batch = ForwardedCallBatch()
    /// Context calls refused here because another thread made them, not yet sent to the host.
    let offThreadCalls = OffThreadContextCalls()
    private(set) var host: PluginHostServices!
    private var libraries: [(library: PluginLibrary, descriptors: [AnimatorDescriptor])] = []
    private var animators: [UInt64: (raw: UnsafePointer<segue_animator_t>, descriptor: AnimatorDescriptor)] = [:]
    private var nextAnimator: UInt64 = 1
    private var completions: [UInt64: (segue_animation_completion_t, UnsafeMutableRawPointer?)] = [:]
    private var nextCompletion: UInt64 = 1
    private let parameterCalls = FFIParameterCalls()
    /// The interaction and presentation controllers made for the host.
    private let controllers = WorkerControllers()
    private var interned: [String: UnsafeMutablePointer<CChar>] = [:]

    private init(socket: Int32) {
        channel = IsolationChannel(socket: socket)
        let logger = Logger(label: "segue.plugin") { _ in
            ForwardingLogHandler { level, text in PluginHostWorker.current?.forwardLog(level, text) }
        }
        host = PluginHostServices(logger: logger)
        host.currentTime = { PluginHostWorker.current?.forwardNow() ?? 0 }
        channel.handler = { [unowned self] call, message throws(ChannelBreak) in try self.serve(call, &message) }
    }

    /// Serves the host on `socket` until it closes the connection, writing at most `outputLimit`
    /// bytes to any one file (past it, SIGXFSZ ends the process); answers the exit status.
    package static func run(socket: Int32, outputLimit: UInt64) -> Int32 {
        _ = segue_limit_file_size(outputLimit)
        let worker = PluginHostWorker(socket: socket)
        current = worker
        do {
            try worker.channel.serveUntilClosed()
            // The host is done: end as a finished program does, through exit, which runs the
            // libraries' destructors and finalizers; the host watches how this process ends.
            fflush(nil)
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("segue plugin-host: the connection to the host broke: \(error)\n".utf8))
            return 70
        }
    }

    // MARK: Requests from the host

    private func serve(_ call: IsolationCall, _ message: inout WireReader) throws(ChannelBreak) -> WireWriter {
        // What the plugin printed reaches the host's capture with the call that printed it.
        defer { fflush(nil) }
        batch.hostCall()
        defer {
            // The host runs every batched call, and hears of every call refused off the main
            // thread, before it learns that this call returned.
            flush()
            sendOffThreadCalls()
            batch.hostCall()
        }
        do {
            switch call {
            case .loadLibrary: return try loadLibrary(&message)
            case .createAnimator: return try createAnimator(&message)
            case .animationCompletion: return try completeAnimation(&message)
            case .createInteraction, .createPresentation:
                return try controllers.create(call, library: try library(&message), &message)
            case .interactionBegin, .interactionHandleEvent, .interactionEnded, .interactionDestroy:
                return try controllers.interaction(call, &message)
            case .presentationFrame, .presentationHook, .presentationShouldRemovePresentersView,
                .presentationAdaptiveStyle, .presentationHandleGesture, .presentationDestroy:
                return try controllers.presentation(call, &message, worker: self)
            case .controllerParameterGet, .controllerParameterSet:
                return try controllers.parameter(call, &message)
            case .destroy, .transitionDuration, .animateTransition, .animationEnded, .interruptibleAnimation,
                .parameterGet, .parameterSet:
                return try callAnimator(call, &message)
            case .log, .now, .contextService, .contextBatch, .offThreadCalls:
                throw WireError("the host sent \(call), which only a plugin process sends")
            }
        } catch let error as WireError {
            throw .malformed(error.description)
        } catch {
            throw .malformed("\(error)")
        }
    }

    private func loadLibrary(_ message: inout WireReader) throws -> WireWriter {
        let path = try message.string(maximumBytes: 4096)
        var reply = WireWriter()
        let report: LibraryScanReport
        switch PluginLibrary.load(path, host: host) {
        case .failure(let diagnostic):
            reply.append(UInt32.max)
            report = LibraryScanReport(animators: [], diagnostics: [diagnostic])
        case .success(let library):
            let read = library.readDescriptors()
            libraries.append((library, read.animators))
            reply.append(UInt32(libraries.count - 1))
            report = read
        }
        report.write(to: &reply)
        return reply
    }

    /// The library a request names by the index `loadLibrary` answered.
    private func library(_ message: inout WireReader) throws -> PluginLibrary {
        let index = Int(try message.read(UInt32.self))
        guard libraries.indices.contains(index) else {
            throw WireError("the host named library \(index), never loaded")
        }
        return libraries[index].library
    }

    private func createAnimator(_ message: inout WireReader) throws -> WireWriter {
        let index = Int(try message.read(UInt32.self))
        let id = try message.string(maximumBytes: 4096)
        guard libraries.indices.contains(index),
            let descriptor = libraries[index].descriptors.first(where: { $0.id == id })
        else {
            throw WireError("the host asked library \(index) for an animator \(id) it did not report")
        }
        var reply = WireWriter()
        guard let raw = try? libraries[index].library.createAnimator(id: id) else {
            reply.append(UInt64(0))
            return reply
        }
        let handle = nextAnimator
        nextAnimator += 1
        animators[handle] = (raw, descriptor)
        reply.append(handle)
        reply.append(raw.pointee.size)
        reply.append(Self.shape(of: raw.pointee).rawValue)
        return reply
    }

    private static func shape(of vtable: segue_animator_t) -> RemoteVTableShape {
        var shape: RemoteVTableShape = []
        if vtable.transition_duration != nil { shape.insert(.transitionDuration) }
        if vtable.animate_transition != nil { shape.insert(.animateTransition) }
        if vtable.animation_ended != nil { shape.insert(.animationEnded) }
        if vtable.interruptible_animation != nil { shape.insert(.interruptibleAnimation) }
        if vtable.destroy != nil { shape.insert(.destroy) }
        return shape
    }

    private func callAnimator(_ call: IsolationCall, _ message: inout WireReader) throws -> WireWriter {
        let handle = try message.read(UInt64.self)
        guard let (raw, descriptor) = animators[handle] else {
            throw WireError("the host named animator \(handle), which does not exist")
        }
        let vtable = raw.pointee
        var reply = WireWriter()
        switch call {
        case .destroy:
            animators[handle] = nil
            PluginCalls.into(.destroy) { vtable.destroy?(raw) }
        case .transitionDuration:
            let context = contexts.proxy(for: try message.read(UInt64.self))
            reply.append(PluginCalls.into(.transition_duration) { vtable.transition_duration?(raw, context) ?? 0 })
        case .animateTransition:
            let id = try message.read(UInt64.self)
            batch.forget(id)
            let context = contexts.proxy(for: id)
            PluginCalls.into(.animate_transition) { vtable.animate_transition?(raw, context) }
        case .animationEnded:
            let completed = try message.bool()
            PluginCalls.into(.animation_ended) { vtable.animation_ended?(raw, completed) }
        case .interruptibleAnimation:
            let id = try message.read(UInt64.self)
            batch.forget(id)
            let context = contexts.proxy(for: id)
            var animation: segue_animation_t = 0
            let status = PluginCalls.into(.interruptible_animation) {
                vtable.interruptible_animation?(raw, context, &animation) ?? PluginStatus.unsupported.raw
            }
            reply.append(status)
            reply.append(animation)
        case .parameterGet, .parameterSet:
            let index = try message.read(UInt32.self)
            guard let parameter = descriptor.parameters.first(where: { $0.index == index }) else {
                throw WireError("the host named parameter \(index) of \(descriptor.id), which does not exist")
            }
            if call == .parameterGet {
                reply.append(parameterCalls.get(parameter, of: raw))
            } else {
                reply.append(parameterCalls.set(parameter, to: try message.double(), on: raw))
            }
        default: throw WireError("\(call) is not an animator call")
        }
        return reply
    }

    private func completeAnimation(_ message: inout WireReader) throws -> WireWriter {
        let id = try message.read(UInt64.self)
        let context = contexts.proxy(for: try message.read(UInt64.self))
        let animation = try message.read(UInt64.self)
        let position = try message.read(Int32.self)
        guard let (completion, data) = completions.removeValue(forKey: id) else {
            throw WireError("the host completed animation \(id) twice or never made it")
        }
        PluginCalls.into(.animation_completion) { completion(data, context, animation, position) }
        return WireWriter()
    }

    // MARK: Calls to the host

    /// Sends a plugin's call to the host, after the batched calls waiting (in the same message);
    /// a host that went away ends this process quietly.
    func forward(_ call: IsolationCall, _ message: WireWriter) -> WireReader {
        let batched = batch.take()
        do {
            guard !batched.isEmpty else { return try channel.call(call, message, deadline: nil) }
            return try channel.call(.contextBatch, Self.batchMessage(batched, then: (call, message)), deadline: nil)
        } catch {
            _exit(0)
        }
    }

    /// Sends the batched calls waiting, if any, on their own.
    func flush() {
        let batched = batch.take()
        guard !batched.isEmpty else { return }
        do {
            _ = try channel.call(.contextBatch, Self.batchMessage(batched, then: nil), deadline: nil)
        } catch {
            _exit(0)
        }
    }

    /// Tells the host of the context calls other threads made since the last time, if any.
    private func sendOffThreadCalls() {
        let (notes, dropped) = offThreadCalls.take()
        guard !notes.isEmpty || dropped > 0 else { return }
        var message = WireWriter()
        message.append(UInt32(notes.count))
        for note in notes {
            message.append(note.service.rawValue)
            message.append(contexts.hostID(of: UnsafePointer(bitPattern: note.proxy)))
        }
        message.append(UInt32(clamping: dropped))
        _ = forward(.offThreadCalls, message)
    }

    /// A `contextBatch` request: the count, each batched call, then the request that follows
    /// (its code, 0 for none, and its body).
    private static func batchMessage(_ batched: [WireWriter], then next: (IsolationCall, WireWriter)?) -> WireWriter {
        var message = WireWriter()
        message.append(UInt32(batched.count))
        for call in batched { message.append(message: call) }
        message.append(next?.0.rawValue ?? 0)
        if let next { message.append(contentsOf: next.1) }
        return message
    }

    private func forwardLog(_ level: Logger.Level, _ text: String) {
        var message = WireWriter()
        message.append(SegueLogLevel(threshold: level).rawValue)
        message.append(text)
        _ = forward(.log, message)
    }

    private func forwardNow() -> Double {
        var reply = forward(.now, WireWriter())
        return (try? reply.double()) ?? .nan
    }

    /// Keeps a plugin's animation completion until the host says the animation stopped.
    func register(_ completion: segue_animation_completion_t?, data: UnsafeMutableRawPointer?) -> UInt64 {
        guard let completion else { return 0 }
        let id = nextCompletion
        nextCompletion += 1
        completions[id] = (completion, data)
        return id
    }

    /// A C copy of `text` that lives as long as the process (view names are few and reused).
    func intern(_ text: String) -> UnsafePointer<CChar> {
        if let copy = interned[text] { return UnsafePointer(copy) }
        let copy = strdup(text)!
        interned[text] = copy
        return UnsafePointer(copy)
    }

    /// Forgets a completion the host refused to take (its animation never started).
    func unregister(_ id: UInt64) {
        completions[id] = nil
    }
}
