import CSegueProcess
import Foundation
import SegueHost

#if canImport(Glibc)
    import Glibc
#endif

/// The worker's side: loads one library once and runs the tests the validator asks for, one
/// at a time, replying over the private channel only after each test body returned.
public enum ValidationWorker {
    /// How much a worker may write to one file (its captured output): past it, SIGXFSZ.
    static let outputLimit: rlim_t = 64 << 20

    /// Serves the validator's requests on the socket `socket` until the validator closes it;
    /// answers the exit status.
    public static func serve(file: String, seed: UInt64, socket: Int32, board boardDescriptor: Int32) -> Int32 {
        // Nothing the plugin starts with exec inherits the channel.
        for descriptor in [socket, boardDescriptor] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        guard let board = try? CallSiteBoard(inherited: boardDescriptor) else { return 70 }
        PluginCalls.observer = board
        var limit = rlimit(rlim_cur: outputLimit, rlim_max: outputLimit)
        setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
        _ = segue_become_subreaper()
        let channel = WorkerChannel<ValidationCall>(socket: socket)
        channel.handler = { call, message throws(ChannelBreak) in
            let request: WorkerRequest
            do throws(WireError) { request = try WorkerRequest(&message) } catch { throw .malformed(error.description) }
            guard request.call == call else { throw .malformed("a \(call) request described a \(request.call)") }
            let reply = answer(request, file: file, seed: seed)
            // What the plugin buffered in stdio belongs to this test's captured output.
            fflush(nil)
            _ = segue_kill_children()
            return reply.message
        }
        do {
            try channel.serveUntilClosed()
        } catch .ended {
            // The validator went away while a reply was on its way: nothing is waiting for it.
        } catch {
            // Silently: what this process writes is the test's captured output.
            return 70
        }
        return 0
    }

    private static func answer(_ request: WorkerRequest, file: String, seed: UInt64) -> WorkerReply {
        guard let test = request.test else {
            let scan = LibraryScan.run(file)
            return WorkerReply(
                token: request.token, outcome: scan.outcome, animators: scan.animators, controllers: scan.controllers)
        }
        let outcome = ValidationCatalogue.run(
            test, on: ValidationSubject(file: file, animator: request.animator, seed: request.seed ?? seed))
        return WorkerReply(token: request.token, outcome: outcome, animators: nil)
    }
}
