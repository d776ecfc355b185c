import Foundation
import SegueHost

#if canImport(Glibc)
import Glibc
#endif

/// Runs validation jobs, each in its own child process by default: the `segue` executable
/// re-run with a hidden subcommand that prints the outcome as JSON. A child killed by a signal
/// is `crashed` (with the signal), one past `timeout` seconds is killed and `timeout`; the
/// validator itself never runs plugin code unless `inProcess` is set.
public struct ValidationRunner: Sendable {
    /// The executable to re-run (this process's own, normally).
    public var executable: String
    /// Seconds each test may take.
    public var timeout: Double = 60
    /// How many children run at once.
    public var jobs: Int = 1
    /// Run tests in this process instead (for debugging; a crash then ends the validator).
    public var inProcess = false
    /// The seed every test's random choices come from.
    public var seed: UInt64 = 1

    /// A runner re-running `executable`.
    public init(executable: String) {
        self.executable = executable
    }

    /// The hidden subcommand children run.
    public static let childCommand = "validate-job"

    /// The animator ids `file` offers, found in a child process (or here when `inProcess`);
    /// nil when the library cannot be loaded or listed (its library tests say why).
    public func animators(in file: String) -> [String]? {
        if inProcess { return Self.listAnimators(file) }
        let (status, output) = launch([Self.childCommand, "--list-animators", "--file", file])
        guard case .exited(0) = status else { return nil }
        return try? JSONDecoder().decode([String].self, from: Data(output.utf8))
    }

    /// The animator ids of `file`, loaded in this process.
    public static func listAnimators(_ file: String) -> [String]? {
        let registry = PluginRegistry(libraries: [file])
        return registry.libraries.isEmpty ? nil : registry.animators.map(\.descriptor.id)
    }

    /// Runs every job, `jobs` at a time, and answers the results in job order.
    public func run(_ work: [ValidationJob], progress: @escaping @Sendable (ValidationResult) -> Void = { _ in }) -> [ValidationResult] {
        let results = ResultBox(count: work.count)
        if inProcess || jobs <= 1 {
            for (index, job) in work.enumerated() {
                let result = run(job)
                results.set(index, result)
                progress(result)
            }
        } else {
            let next = Counter()
            DispatchQueue.concurrentPerform(iterations: min(jobs, work.count)) { _ in
                while let index = next.take(below: work.count) {
                    let result = run(work[index])
                    results.set(index, result)
                    progress(result)
                }
            }
        }
        return results.values
    }

    /// Runs one job and times it.
    public func run(_ job: ValidationJob) -> ValidationResult {
        let start = DispatchTime.now()
        let outcome: ValidationOutcome
        if inProcess {
            outcome = ValidationCatalogue.run(job.test, on: ValidationSubject(file: job.file, animator: job.animator, seed: seed))
        } else {
            var arguments = [Self.childCommand, "--file", job.file, "--test", job.test, "--seed", String(seed)]
            if let animator = job.animator { arguments += ["--animator", animator] }
            let (status, output) = launch(arguments)
            switch status {
            case .exited(0):
                outcome = (try? JSONDecoder().decode(ValidationOutcome.self, from: Data(output.utf8)))
                    ?? ValidationOutcome(.crashed, "the test process printed no result (it wrote: \(output.prefix(200)))")
            case .exited(let code):
                outcome = ValidationOutcome(.crashed, "the test process exited with status \(code) before reporting")
            case .signalled(let signal):
                outcome = ValidationOutcome(.crashed, "the test process was killed by signal \(signal) (\(Self.signalName(signal))) inside the plugin")
            case .timedOut:
                outcome = ValidationOutcome(.timeout, "the test did not finish within \(SegueFormat.seconds(timeout)) s and was killed (the plugin hangs)")
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return ValidationResult(test: job.test, file: job.file, animator: job.animator, status: outcome.status, message: outcome.message, seconds: seconds)
    }

    /// How a child ended.
    enum ChildStatus {
        case exited(Int32), signalled(Int32), timedOut
    }

    /// Runs this executable with `arguments`, its output to a temporary file (a pipe could fill
    /// up and stall a chatty child), killing it after `timeout` seconds.
    func launch(_ arguments: [String]) -> (ChildStatus, String) {
        let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("segue-validate-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: outputURL) }
        guard FileManager.default.createFile(atPath: outputURL.path, contents: nil),
              let output = try? FileHandle(forWritingTo: outputURL)
        else { return (.exited(-1), "cannot create a temporary file") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return (.exited(-1), "cannot start \(executable): \(error)") }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(2_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try? output.close()
            return (.timedOut, "")
        }
        process.waitUntilExit()
        try? output.close()
        let text = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        switch process.terminationReason {
        case .uncaughtSignal: return (.signalled(process.terminationStatus), text)
        default: return (.exited(process.terminationStatus), text)
        }
    }

    /// "SIGSEGV" for 11, and so on.
    static func signalName(_ signal: Int32) -> String {
        [4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 15: "SIGTERM"][signal]
            ?? "signal \(signal)"
    }
}

/// Seconds as reports print them.
enum SegueFormat {
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// The next job index, shared by the workers.
private final class Counter: @unchecked Sendable {
    private var next = 0
    private let lock = NSLock()
    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < limit else { return nil }
        next += 1
        return next - 1
    }
}

/// Results written by several workers, each to its own slot.
private final class ResultBox: @unchecked Sendable {
    private var slots: [ValidationResult?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ result: ValidationResult) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }
    var values: [ValidationResult] { slots.compactMap { $0 } }
}
