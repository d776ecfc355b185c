import CSegueProcess
import Foundation
import SegueHost

/// Runs the validation of plugin libraries. By default each library gets a worker process (the
/// `segue` executable re-run with a hidden subcommand) that loads it once and runs its tests in
/// turn, replying over a private channel; a worker that dies or hangs costs the test it was
/// running, is replaced, and the run goes on. The validator itself never runs plugin code
/// unless `inProcess` is set.
public struct ValidationRunner: Sendable {
    /// The executable to re-run (this process's own, normally).
    public var executable: String
    /// Seconds each test may take.
    public var timeout: Double = 60
    /// How many workers run at once.
    public var jobs: Int = 1
    /// Run tests in this process instead (for debugging; a crash then ends the validator).
    public var inProcess = false

    /// A runner re-running `executable`.
    public init(executable: String) {
        self.executable = executable
    }

    /// Makes SIGINT and SIGTERM kill every running worker's process group, say so on standard
    /// error, and end this process. Call once, on the main thread, before `run`.
    public static func stopWorkersOnInterrupt() {
        segue_groups_install_interrupt_handler()
    }

    /// Validates each library of `files` with the tests `selection` keeps, answering the results
    /// by file, then in catalogue order, with every cascade of refusals folded into its root cause
    /// (`ValidationCascade`); `progress` hears each result as it comes (any thread), unfolded.
    public func run(
        files: [String], selection: ValidationSelection,
        progress: @escaping @Sendable (ValidationResult) -> Void = { _ in }
    ) throws -> [ValidationResult] {
        let tests = try selection.tests()
        // A worker can die between a reply and the next request; writing to its pipe must then
        // fail with EPIPE (a crashed result), not end the validator with SIGPIPE.
        if !inProcess { signal(SIGPIPE, SIG_IGN) }
        let lanes = inProcess ? 1 : min(jobs, files.count)
        let shards = inProcess ? 1 : max(1, jobs / max(files.count, 1))
        let results = Slots<[ValidationResult]>(count: files.count)
        let next = Slots<Int>.Counter()
        Parallel.run(lanes) { _ in
            while let index = next.take(below: files.count) {
                let lane = LibraryLane(
                    runner: self, file: files[index], tests: tests, selection: selection, progress: progress)
                results.set(index, lane.validate(shards: shards))
            }
        }
        return ValidationCascade.fold(results.values.flatMap { $0 })
    }
}

/// Runs blocks on threads of their own and waits for all of them: workers mostly wait on
/// children, so they need threads, not cores.
enum Parallel {
    static func run(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { body(0) }
            return
        }
        let group = DispatchGroup()
        for index in 1..<count {
            group.enter()
            Thread.detachNewThread {
                body(index)
                group.leave()
            }
        }
        body(0)
        group.wait()
    }
}

/// Values written by several threads, each to its own slot.
final class Slots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }
    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }

    /// The next index to work on, shared by threads.
    final class Counter: @unchecked Sendable {
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
}
