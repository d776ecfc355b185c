import Foundation
import SegueEngine
import SegueHost

/// The validation of one library: the scan (`library.loads`), then every selected test, in
/// `shards` workers side by side when there are spare jobs.
struct LibraryLane: Sendable {
    let runner: ValidationRunner
    let file: String
    let tests: [ValidationTest]
    let selection: ValidationSelection
    let progress: @Sendable (ValidationResult) -> Void

    /// The scan's result (when selected or not a pass), then every other job's, in catalogue order.
    func validate(shards: Int) -> [ValidationResult] {
        var worker: WorkerProcess?
        let (scanResult, animators, controllers) = scan(&worker)
        var results: [ValidationResult] = []
        if tests.contains(where: { $0.id == LibraryScan.testID }) || scanResult.status.isFailure {
            results.append(scanResult)
            progress(scanResult)
        }
        let jobs = selection.jobs(
            of: tests.filter { $0.id != LibraryScan.testID }, file: file, animators: animators ?? [],
            interactions: controllers.interactions, presentations: controllers.presentations)
        // A library whose loading crashed or hung would do so again in every test that loads it.
        // In process, every test may load the library: none runs unless a scanner child could.
        let unloadable =
            scanResult.status == .crashed || scanResult.status == .timeout || (runner.inProcess && animators == nil)
        let loadsLibrary = Set(tests.filter { $0.loadsLibrary || runner.inProcess }.map(\.id))
        var done = [ValidationResult?](repeating: nil, count: jobs.count)
        var pending: [(index: Int, job: ValidationJob)] = []
        for (index, job) in jobs.enumerated() {
            if unloadable && loadsLibrary.contains(job.test) {
                done[index] = ValidationResult(
                    job, ValidationOutcome(.skipped, "the library did not load (see \(LibraryScan.testID))"),
                    output: nil, seconds: 0)
            } else {
                pending.append((index, job))
            }
        }
        for (index, result) in run(pending, shards: shards, startingWith: worker) { done[index] = result }
        return results + done.compactMap { $0 }
    }

    /// Runs `pending` in up to `shards` workers side by side (the first reusing `worker`),
    /// answering each result with its index.
    private func run(_ pending: [(index: Int, job: ValidationJob)], shards: Int, startingWith worker: WorkerProcess?)
        -> [(Int, ValidationResult)]
    {
        let count = min(shards, max(pending.count, 1))
        let finished = Slots<[(Int, ValidationResult)]>(count: count)
        let first = WorkerBox(worker)
        Parallel.run(count) { shard in
            var own = shard == 0 ? first.take() : nil
            var out: [(Int, ValidationResult)] = []
            for (position, item) in pending.enumerated() where position % count == shard {
                let result = execute(item.job, worker: &own)
                progress(result)
                out.append((item.index, result))
            }
            own?.stop()
            finished.set(shard, out)
        }
        return Array(finished.values.joined())
    }

    /// Loads the library (in a new worker, kept for the tests) and reports it as `library.loads`,
    /// with the plugins of each kind it offers.
    private func scan(_ worker: inout WorkerProcess?) -> (ValidationResult, [String]?, ControllerIDs) {
        let job = ValidationJob(test: LibraryScan.testID, file: file, animator: nil, seed: selection.seed)
        let start = MonotonicTimeSource.system.now()
        if runner.inProcess {
            if let (status, refusal) = ChildLoadGate.refusal(of: file, executable: runner.executable) {
                return (
                    ValidationResult(
                        job, ValidationOutcome(status, refusal), output: nil,
                        seconds: MonotonicTimeSource.system.now() - start), nil, ControllerIDs()
                )
            }
            let scan = LibraryScan.run(file)
            return (
                ValidationResult(job, scan.outcome, output: nil, seconds: MonotonicTimeSource.system.now() - start),
                scan.animators, scan.controllers
            )
        }
        var animators: [String]?
        var controllers = ControllerIDs()
        var (outcome, output) = ask(job, worker: &worker) { reply in
            animators = reply.animators
            controllers = reply.controllers
        }
        // The worker keeps the library loaded for the tests; whether it unloads cleanly at its
        // process's exit is what a scanner child shows, as the host's own scan does.
        if outcome.status == .passed,
            let (status, refusal) = ChildLoadGate.refusal(of: file, executable: runner.executable), status == .crashed
        {
            outcome = ValidationOutcome(status, refusal)
        }
        return (
            ValidationResult(job, outcome, output: output, seconds: MonotonicTimeSource.system.now() - start),
            animators,
            controllers
        )
    }

    /// Runs `job` in `worker` (started when there is none, dropped when it ended).
    private func execute(_ job: ValidationJob, worker: inout WorkerProcess?) -> ValidationResult {
        let start = MonotonicTimeSource.system.now()
        if runner.inProcess {
            let outcome = ValidationCatalogue.run(
                job.test, on: ValidationSubject(file: file, animator: job.animator, seed: job.seed))
            return ValidationResult(job, outcome, output: nil, seconds: MonotonicTimeSource.system.now() - start)
        }
        let (outcome, output) = ask(job, worker: &worker) { _ in }
        return ValidationResult(job, outcome, output: output, seconds: MonotonicTimeSource.system.now() - start)
    }

    private func ask(
        _ job: ValidationJob, worker: inout WorkerProcess?, reply: (WorkerReply) -> Void
    ) -> (ValidationOutcome, CapturedOutput?) {
        if worker?.isAlive != true {
            do {
                worker = try WorkerProcess(
                    executable: runner.executable, file: file, seed: selection.seed, timeout: runner.timeout)
            } catch {
                return (
                    ValidationOutcome(.crashed, "the validator could not start a test process: \(error.description)"),
                    nil
                )
            }
        }
        let isScan = job.test == LibraryScan.testID
        let answer = worker!.ask(test: isScan ? nil : job.test, animator: job.animator, seed: job.seed)
        if !worker!.isAlive { worker = nil }
        if case .reply(let message, _) = answer { reply(message) }
        return WorkerVerdict.outcome(of: answer, timeout: runner.timeout, scanning: isScan)
    }
}

/// Hands the scan's worker to the first shard.
private final class WorkerBox: @unchecked Sendable {
    private var worker: WorkerProcess?
    init(_ worker: WorkerProcess?) { self.worker = worker }
    func take() -> WorkerProcess? {
        defer { worker = nil }
        return worker
    }
}
