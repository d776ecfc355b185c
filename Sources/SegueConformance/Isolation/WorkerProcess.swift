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
/// its tests in turn. Requests and replies travel over two pipes on descriptor numbers the
/// validator picks, and a reply counts only with the request's fresh random token, so nothing a
/// plugin prints (or forges) is taken for a result.
final class WorkerProcess {
    private let child: ChildProcess
    private let channel: LineChannel
    private let board: CallSiteBoard
    private let standardOutput: OutputCapture
    private let standardError: OutputCapture
    private let timeout: Double
    private var channelOpen = true
    /// False once the worker died or was killed; a new worker is then needed.
    private(set) var isAlive = true

    /// Starts a worker for `file`.
    init(executable: String, file: String, seed: UInt64, timeout: Double) throws(ChildProcessError) {
        board = try CallSiteBoard()
        standardOutput = try OutputCapture(name: "segue-worker-stdout")
        standardError = try OutputCapture(name: "segue-worker-stderr")
        self.timeout = timeout
        let requests = try Self.pipe()
        let replies = try Self.pipe()
        let targets = Self.descriptorNumbers(
            count: 3, avoiding: [requests.read, requests.write, replies.read, replies.write, board.descriptor])
        let arguments = [
            ValidationRunner.workerCommand, "--file", file, "--seed", String(seed),
            "--requests", String(targets[0]), "--replies", String(targets[1]), "--board", String(targets[2]),
        ]
        defer {
            close(requests.read)
            close(replies.write)
        }
        do {
            // Swift's crash backtracer catches a plugin's SIGSEGV, takes a tenth of a second to
            // print, and lets a raised (not faulting) signal return into the plugin: off.
            child = try ChildProcess(
                executable: executable, arguments: arguments, environment: ["SWIFT_BACKTRACE": "enable=no"],
                output: standardOutput.descriptor, error: standardError.descriptor,
                passing: [(requests.read, targets[0]), (replies.write, targets[1]), (board.descriptor, targets[2])])
        } catch {
            close(requests.write)
            close(replies.read)
            throw error
        }
        _ = fcntl(replies.read, F_SETFL, fcntl(replies.read, F_GETFL) | O_NONBLOCK)
        channel = LineChannel(input: replies.read, output: requests.write)
    }

    deinit {
        stop()
        close(channel.input)
        close(channel.output)
    }

    /// Asks the worker to scan its library (`test` nil) or run `test` on `animator`, and waits
    /// for the reply, the worker's end, or the time limit.
    func ask(test: String?, animator: String?, seed: UInt64) -> WorkerAnswer {
        let token = Self.token()
        board.reset()
        guard isAlive, channel.send(WorkerRequest(token: token, test: test, animator: animator, seed: seed)) else {
            return ended()
        }
        let deadline = MonotonicTimeSource.system.now() + timeout
        while true {
            if let reply = nextReply(token: token) { return .reply(reply, capturedOutput()) }
            switch child.wait(forReadable: channelOpen ? channel.input : nil, until: deadline) {
            case .readable:
                if channel.fill() == .closed { channelOpen = false }
            case .ended:
                drainChannel()
                if let reply = nextReply(token: token) {
                    isAlive = false
                    child.reap()
                    return .reply(reply, capturedOutput())
                }
                return ended()
            case .timedOut:
                let blame = board.blame
                stop()
                return .timedOut(blame: blame, output: capturedOutput())
            }
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

    /// The next buffered reply carrying `token`; lines without it (forged or stale) are dropped.
    private func nextReply(token: String) -> WorkerReply? {
        while let line = channel.bufferedLine() {
            if let reply = try? JSONDecoder().decode(WorkerReply.self, from: line), reply.token == token {
                return reply
            }
        }
        return nil
    }

    private func drainChannel() {
        while channelOpen, channel.fill() == .data {}
    }

    private func capturedOutput() -> CapturedOutput {
        let (output, outputBytes) = standardOutput.takeNew()
        let (error, errorBytes) = standardError.takeNew()
        return CapturedOutput(
            standardOutput: output, standardError: error, standardOutputBytes: outputBytes,
            standardErrorBytes: errorBytes)
    }

    private static func pipe() throws(ChildProcessError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard segue_pipe(&ends) == 0 else {
            throw ChildProcessError("cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        return (ends[0], ends[1])
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
