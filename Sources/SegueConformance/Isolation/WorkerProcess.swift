import CSegueProcess
import Foundation
import SegueEngine
import SegueHost

#if canImport(Glibc)
    import Glibc
#endif

/// How one request to a worker ended.
enum WorkerAnswer {
    /// The test body returned this reply over the private channel.
    case reply(WorkerReply, CapturedOutput)
    /// The worker ended before replying; `blame` says where it was.
    case died(ProcessEnd, blame: String, output: CapturedOutput)
    /// The time limit passed; the worker was killed where `blame` says.
    case timedOut(blame: String, output: CapturedOutput)
}

/// The validator's side of one worker: a `segue` child that loads one library once and runs
/// its tests in turn. Requests and replies travel over a socket on a descriptor number the
/// validator picks, and a reply counts only with the request's fresh random token, so nothing a
/// plugin writes there (or forges) is taken for a result.
final class WorkerProcess {
    private let child: ChildProcess
    private let channel: WorkerChannel<ValidationCall>
    private let board: CallSiteBoard
    private let standardOutput: OutputCapture
    private let standardError: OutputCapture
    private let timeout: Double
    /// False once the worker died or was killed; a new worker is then needed.
    private(set) var isAlive = true

    /// Starts a worker for `file`.
    init(executable: String, file: String, seed: UInt64, timeout: Double) throws(ChildProcessError) {
        board = try CallSiteBoard()
        standardOutput = try OutputCapture(name: "segue-worker-stdout")
        standardError = try OutputCapture(name: "segue-worker-stderr")
        self.timeout = timeout
        var ends: [Int32] = [-1, -1]
        guard segue_socketpair(&ends) == 0 else {
            throw ChildProcessError("cannot create a socket pair: \(String(cString: strerror(errno)))")
        }
        defer { close(ends[1]) }
        let targets = Self.descriptorNumbers(count: 2, avoiding: [ends[0], ends[1], board.descriptor])
        let launch = WorkerLaunch.validation(file: file, seed: seed, socket: targets[0], board: targets[1])
        let child: ChildProcess
        do {
            // Swift's crash backtracer catches a plugin's SIGSEGV, takes a tenth of a second to
            // print, and lets a raised (not faulting) signal return into the plugin: off.
            child = try ChildProcess(
                executable: executable, arguments: launch.arguments, environment: ["SWIFT_BACKTRACE": "enable=no"],
                output: standardOutput.descriptor, error: standardError.descriptor,
                passing: [(ends[1], targets[0]), (board.descriptor, targets[1])])
        } catch {
            close(ends[0])
            throw error
        }
        self.child = child
        let socket = ends[0]
        channel = WorkerChannel(socket: socket) { deadline in
            child.wait(forReadable: socket, until: deadline ?? .infinity)
        }
    }

    deinit { stop() }

    /// Asks the worker to scan its library (`test` nil) or run `test` on `animator`, and waits
    /// for the reply, the worker's end, or the time limit.
    func ask(test: String?, animator: String?, seed: UInt64) -> WorkerAnswer {
        let request = WorkerRequest(token: Self.token(), test: test, animator: animator, seed: seed)
        board.reset()
        guard isAlive else { return ended() }
        let deadline = MonotonicTimeSource.system.now() + timeout
        do {
            var message = try channel.call(request.call, request.message, deadline: deadline)
            // A reply without the request's token (forged or stale) is dropped.
            while true {
                if let reply = try? WorkerReply(&message), reply.token == request.token {
                    return .reply(reply, capturedOutput())
                }
                message = try channel.reply(deadline: deadline)
            }
        } catch .timedOut {
            let blame = board.blame
            stop()
            return .timedOut(blame: blame, output: capturedOutput())
        } catch {
            // Ended, or wrote what is no message (the frames after it cannot be trusted).
            child.killGroup()
            return ended()
        }
    }

    /// Ends the worker and everything in its process group.
    func stop() {
        guard isAlive else { return }
        isAlive = false
        child.killGroup()
        child.reap()
    }

    private func ended() -> WorkerAnswer {
        let blame = board.blame
        isAlive = false
        let end = child.reap()
        return .died(end, blame: blame, output: capturedOutput())
    }

    private func capturedOutput() -> CapturedOutput {
        let (output, outputBytes) = standardOutput.takeNew()
        let (error, errorBytes) = standardError.takeNew()
        return CapturedOutput(
            standardOutput: output, standardError: error, standardOutputBytes: outputBytes,
            standardErrorBytes: errorBytes)
    }

    /// `count` distinct descriptor numbers from 100…999 that none of `avoiding` uses: a plugin
    /// cannot know them in advance.
    private static func descriptorNumbers(count: Int, avoiding taken: [Int32]) -> [Int32] {
        var chosen: [Int32] = []
        while chosen.count < count {
            let number = Int32.random(in: 100...999)
            if !chosen.contains(number), !taken.contains(number) { chosen.append(number) }
        }
        return chosen
    }

    /// 128 random bits as hex.
    private static func token() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in String(generator.next() as UInt64, radix: 16) }.joined(separator: "-")
    }
}
