import SegueHost
import SegueScenario

/// `independence.processes`: the same transition, recorded in this process (itself a worker,
/// unless the validator runs `--in-process`) and in a fresh worker process (other addresses,
/// process id and start time), gives identical traces. A plugin whose poses depend on a
/// pointer, `getpid()` or a clock passes every test run in one process and still draws
/// differently run to run.
enum ProcessIndependence {
    /// The probe the workers run: not in the catalogue, asked for by id.
    static let probeID = "independence.trace-probe"
    /// Seconds a worker may take to load the library and record the traces.
    static let workerTimeout = 60.0

    /// The hidden test each worker runs: records the first claimed modal operation at 60 fps
    /// and passes with the trace's digests as its message.
    static let probe = ValidationTest(
        id: probeID, level: 10,
        summary:
            "Records the first claimed modal operation's trace and answers its digests (run by "
            + "independence.processes in worker processes).",
        proves: "Nothing on its own.", scope: .animator
    ) { subject in
        ValidationOutcome(.passed, try digests(subject))
    }

    static let test = ValidationTest(
        id: "independence.processes", level: 6,
        summary:
            "A presentation's trace (a dismissal's, if it claims only that) is identical in this worker process and "
            + "in a fresh one (other addresses, process id and start time).",
        proves:
            "The animator's frames depend on nothing of the process: no pointer, process id or clock reaches a pose.",
        scope: .animator
    ) { subject in
        let here = try digests(subject)
        guard let executable = PluginSearchPath.runningExecutablePath() else {
            throw ValidationStop(
                .failed,
                "cannot find the running segue executable to start worker processes; run the validator from segue")
        }
        let there = try workerDigests(subject, executable: executable)
        if let difference = firstDifference(here, there) {
            return .failed(
                expected: "the same trace in a fresh worker process as in this one", got: difference,
                hint: "let no address, process id, clock or randomness reach an animation")
        }
        return .passed
    }

    /// "operation=h1,h2,…": an FNV-1a digest of each trace line (frames and events) of the first
    /// claimed modal operation, recorded at 60 fps (one: each trace costs a whole scene).
    static func digests(_ subject: ValidationSubject) throws -> String {
        try LifecycleTests.claimedOperations(subject, among: LifecycleTests.modal).prefix(1).map { operation in
            let recording = try TransitionScenario(operation: operation).run { _ in try subject.makeAnimator(operation)
            }
            let lines = recording.recorder.jsonLines().split(separator: "\n")
            return operation.rawValue + "=" + lines.map { String(fnv1a($0.utf8), radix: 16) }.joined(separator: ",")
        }.joined(separator: ";")
    }

    /// The digests a fresh worker process answers for the subject.
    private static func workerDigests(_ subject: ValidationSubject, executable: String) throws -> String {
        let worker: WorkerProcess
        do {
            worker = try WorkerProcess(
                executable: executable, file: subject.file, seed: subject.seed, timeout: workerTimeout)
        } catch {
            throw ValidationStop(.failed, "could not start a worker process: \(error)")
        }
        defer { worker.stop() }
        switch worker.ask(test: probeID, animator: subject.animator, seed: subject.seed) {
        case .reply(let reply, _) where reply.outcome.status == .passed:
            return reply.outcome.message
        case .reply(let reply, _) where reply.outcome.failedByRefusal == true:
            // A refused call is the plugin's rule broken, not this test's: it joins that cascade.
            throw ValidationStop(reply.outcome)
        case .reply(let reply, _):
            throw ValidationStop(.failed, "the worker process could not record the traces: \(reply.outcome.message)")
        case .died(let end, let blame, _):
            throw ValidationStop(.failed, "the worker process recording the traces ended (\(end)) in \(blame)")
        case .timedOut(let blame, _):
            throw ValidationStop(
                .failed, "the worker process recording the traces took over \(Int(workerTimeout)) s, in \(blame)")
        }
    }

    /// Where two digest lists first differ: the operation and the trace line, or nil.
    static func firstDifference(_ expected: String, _ actual: String) -> String? {
        guard expected != actual else { return nil }
        let ours = expected.split(separator: ";")
        let theirs = actual.split(separator: ";")
        for (a, b) in zip(ours, theirs) where a != b {
            let operation = a.prefix { $0 != "=" }
            let lineA = a.split(separator: ",")
            let lineB = b.split(separator: ",")
            let index =
                zip(lineA, lineB).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(lineA.count, lineB.count)
            return
                "the \(operation)'s trace differs from line \(index + 1) on (of \(lineA.count) here, \(lineB.count) "
                + "there)"
        }
        return "the traces cover different operations (\(ours.count) here, \(theirs.count) there)"
    }

    /// 64-bit FNV-1a of `bytes`.
    static func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        bytes.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }
}
