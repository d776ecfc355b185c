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

    /// Serves requests from descriptor `requests` until the validator closes it; answers the
    /// exit status.
    public static func serve(file: String, seed: UInt64, requests: Int32, replies: Int32, board boardDescriptor: Int32)
        -> Int32
    {
        // Nothing the plugin starts with exec inherits the channel.
        for descriptor in [requests, replies, boardDescriptor] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        guard let board = try? CallSiteBoard(inherited: boardDescriptor) else { return 70 }
        PluginCalls.observer = board
        var limit = rlimit(rlim_cur: outputLimit, rlim_max: outputLimit)
        setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
        _ = segue_become_subreaper()
        let channel = LineChannel(input: requests, output: replies)
        while let line = channel.nextLine() {
            guard let request = try? JSONDecoder().decode(WorkerRequest.self, from: line) else { continue }
            let reply = answer(request, file: file, seed: seed)
            // What the plugin buffered in stdio belongs to this test's captured output.
            fflush(nil)
            _ = segue_kill_children()
            guard channel.send(reply) else { break }
        }
        return 0
    }

    private static func answer(_ request: WorkerRequest, file: String, seed: UInt64) -> WorkerReply {
        guard let test = request.test else {
            let scan = LibraryScan.run(file)
            return WorkerReply(token: request.token, outcome: scan.outcome, animators: scan.animators)
        }
        let outcome = ValidationCatalogue.run(
            test, on: ValidationSubject(file: file, animator: request.animator, seed: request.seed ?? seed))
        return WorkerReply(token: request.token, outcome: outcome, animators: nil)
    }
}
