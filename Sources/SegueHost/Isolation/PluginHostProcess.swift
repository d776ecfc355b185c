import CSegueProcess
import Foundation
import SegueABI
import SegueEngine

#if canImport(Glibc)
    import Glibc
#endif

/// One plugin process as the host sees it: the child, the socket to it, and what it wrote.
/// Every call waits at most the isolation's call time limit; the first failure kills the
/// process and is kept, and every later call answers nothing at once. Thread: main.
package final class PluginHostProcess {
    /// The library this process was started for (or the first one it scanned).
    package private(set) var file: String
    /// The id of the animator or controller failures name, once one is made.
    package var plugin: String?
    /// Why the process stopped, once it did.
    package private(set) var failure: IsolationFailure?

    private let isolation: PluginIsolation
    private let host: PluginHostServices
    private let child: ChildProcess
    private let channel: IsolationChannel
    private let output: OutputCapture
    private var callbacks: [PluginCallback] = []
    /// Whether `finish()` ended the process cleanly (later requests answer nothing).
    private var finished = false
    private var logged = 0

    /// The most log messages a plugin process passes on during one call from the host (the
    /// outermost request and everything nested in it): a plugin logging in a loop would otherwise
    /// flood standard error until its call timed out, while one that logs a line per transition
    /// may run for as many transitions as it likes.
    static let maximumLogMessages = 1000

    /// Starts a plugin process (forked, or `isolation.executable plugin-host`); plugin log
    /// messages and `now` go to `host`.
    package init(isolation: PluginIsolation, host: PluginHostServices, file: String) throws(ChildProcessError) {
        self.isolation = isolation
        self.host = host
        self.file = file
        output = try OutputCapture(name: "segue-plugin-output")
        var ends: [Int32] = [-1, -1]
        guard segue_socketpair(&ends) == 0 else {
            throw ChildProcessError("cannot create a socket pair: \(String(cString: strerror(errno)))")
        }
        defer { close(ends[1]) }
        let child: ChildProcess
        do {
            child = try Self.start(isolation, output: output.descriptor, socket: ends[1])
        } catch {
            close(ends[0])
            throw error
        }
        self.child = child
        channel = IsolationChannel(socket: ends[0]) { deadline in
            child.wait(forReadable: ends[0], until: deadline ?? .infinity)
        }
        channel.handler = { [unowned self] call, message throws(ChannelBreak) in try self.serve(call, &message) }
    }

    /// A plugin process: forked from this one when it may be (one thread, and the isolation
    /// allows it), which spares the new process the runtime's start-up; otherwise the
    /// isolation's executable started afresh.
    private static func start(_ isolation: PluginIsolation, output: Int32, socket: Int32) throws(ChildProcessError)
        -> ChildProcess
    {
        let descriptor = (source: socket, target: PluginIsolation.socketDescriptor)
        let limit = UInt64(isolation.outputLimit)
        if isolation.forksWhenPossible, ChildProcess.canFork {
            return try ChildProcess(
                forkingInto: { PluginHostWorker.run(socket: descriptor.target, outputLimit: limit) }, output: output,
                error: output, passing: descriptor)
        }
        let launch = WorkerLaunch.pluginHost(socket: descriptor.target, outputLimit: limit)
        return try ChildProcess(
            executable: isolation.executable, arguments: launch.arguments,
            environment: ["SWIFT_BACKTRACE": "enable=no"],
            output: output, error: output, passing: [descriptor])
    }

    /// The plugin process's id (gone once it ended and was reaped).
    package var processID: pid_t { child.pid }

    /// Ends the process on purpose (its library was reloaded in a new one): kills its group and
    /// reaps it, so no zombie is left; every later call answers nothing, as after a failure.
    package func end() {
        guard failure == nil else { return }
        child.killGroup()
        child.reap()
        failure = IsolationFailure(file: file, plugin: plugin, callback: .load, ending: .replaced)
    }

    /// Ends the process as a finished program ends and watches it to the last: the connection
    /// closes, the worker calls `exit`, which runs the libraries' destructors and finalizers, and
    /// the process must exit with status 0 within the load time limit. A crash, another status
    /// or a hang there becomes the failure (callback `.unload`). Answers the process's failure,
    /// this one or an earlier one (a crash in `destroy`), nil when it ended cleanly.
    @discardableResult
    package func finish() -> IsolationFailure? {
        guard failure == nil, !finished else { return failure }
        channel.shutDown()
        let ending: IsolationFailure.Ending
        switch child.wait(forReadable: nil, until: MonotonicTimeSource.system.now() + isolation.loadTimeout) {
        case .timedOut:
            child.killGroup()
            child.reap()
            ending = .timedOut(isolation.loadTimeout)
        default:
            let end = child.reap()
            relayOutput()
            guard end != .exited(0) else {
                finished = true
                return nil
            }
            ending = .ended(end)
        }
        failure = IsolationFailure(file: file, plugin: plugin, callback: .unload, ending: ending)
        return failure
    }

    /// Names `file` in later failures (a scan loads one library after another).
    package func rename(to file: String) {
        self.file = file
    }

    deinit {
        child.killGroup()
        child.reap()
    }

    /// Sends `call` on behalf of the plugin's `callback`; nil when the process failed, now or before.
    package func request(_ call: IsolationCall, for callback: PluginCallback, _ message: WireWriter) -> WireReader? {
        guard failure == nil, !finished else { return nil }
        if callbacks.isEmpty { logged = 0 }
        callbacks.append(callback)
        defer {
            callbacks.removeLast()
            if callbacks.isEmpty { relayOutput() }
        }
        do {
            return try channel.call(
                call, message, deadline: MonotonicTimeSource.system.now() + isolation.timeout(for: callback))
        } catch {
            fail(error, in: callback)
            return nil
        }
    }

    /// Records the first failure and makes sure the process is gone.
    private func fail(_ error: ChannelBreak, in callback: PluginCallback) {
        guard failure == nil else { return }
        let ending: IsolationFailure.Ending
        switch error {
        case .ended: ending = .ended(child.reap())
        case .timedOut: ending = .timedOut(isolation.timeout(for: callback))
        case .malformed(let problem): ending = .malformed(problem)
        }
        child.killGroup()
        child.reap()
        failure = IsolationFailure(file: file, plugin: plugin, callback: callback, ending: ending)
    }

    /// Copies what the plugin process printed to standard error, with control characters escaped:
    /// plugin output never reaches standard output, so `--json` output always parses.
    private func relayOutput() {
        let (excerpt, bytes) = output.takeNew()
        guard bytes > 0 else { return }
        let more = bytes > excerpt.utf8.count ? " (first \(excerpt.utf8.count) of \(bytes) bytes)" : ""
        let text =
            "segue: \(file) printed\(more):\n" + PrintableText.escaped(excerpt, oneLine: false)
            + (excerpt.hasSuffix("\n") ? "" : "\n")
        FileHandle.standardError.write(Data(text.utf8))
    }

    // MARK: Requests from the plugin process

    private func serve(_ call: IsolationCall, _ message: inout WireReader) throws(ChannelBreak) -> WireWriter {
        // The completions this request hands over come back here.
        message.sender = self
        if call == .contextBatch { return try serveBatch(&message) }
        do throws(WireError) {
            switch call {
            case .log:
                let level = try message.read(Int32.self)
                let text = try message.string()
                logged += 1
                if logged <= Self.maximumLogMessages {
                    text.withCString { host.raw.pointee.log?(host.raw, level, $0) }
                } else if logged == Self.maximumLogMessages + 1 {
                    host.logger.warning(
                        """
                        \(file) logged more than \(Self.maximumLogMessages) messages in one call; \
                        the rest of that call's are dropped
                        """
                    )
                }
                return WireWriter()
            case .now:
                var reply = WireWriter()
                reply.append(host.raw.pointee.now?(host.raw) ?? 0)
                return reply
            case .contextService:
                return try ForwardedContextCall.serve(&message)
            case .offThreadCalls:
                try ForwardedContextCall.refuseOffThread(&message)
                return WireWriter()
            default:
                throw WireError("the plugin process sent \(call), which only the host sends")
            }
        } catch {
            throw .malformed(error.description)
        }
    }

    /// Runs the context calls the plugin process batched, in order, then the request that
    /// follows them, whose reply this is (ForwardedCallBatch).
    private func serveBatch(_ message: inout WireReader) throws(ChannelBreak) -> WireWriter {
        let next: IsolationCall?
        do throws(WireError) {
            try ForwardedContextCall.serveBatched(&message, logger: host.logger, file: file)
            let code = try message.read(UInt8.self)
            next = code == 0 ? nil : IsolationCall(rawValue: code)
            guard code == 0 || next == .log || next == .now || next == .contextService else {
                throw WireError("a batch was followed by request \(code), which is not a plugin's call")
            }
        } catch {
            throw .malformed(error.description)
        }
        guard let next else { return WireWriter() }
        var rest = message.remainder()
        return try serve(next, &rest)
    }

    /// Tells the plugin process that one of its animations stopped; a process that fails here
    /// leaves the transition to be ended as cancelled.
    func completeAnimation(
        _ id: UInt64, context: UnsafePointer<segue_context_t>?, animation: segue_animation_t, position: Int32
    ) {
        var message = WireWriter()
        message.append(id)
        message.append(UInt64(UInt(bitPattern: context)))
        message.append(animation)
        message.append(position)
        if request(.animationCompletion, for: .animation_completion, message) == nil {
            RemoteAnimator.abandon(context, because: failure)
        }
    }
}
