import CSegueProcess
import SegueHost

/// The leak test: the C heap, measured byte for byte (mallinfo2), must not grow with every
/// animator created and destroyed, nor with every whole transition.
enum MemoryTests {
    /// Cycles before measuring, so caches and lazily made metadata settle.
    static let warmUpCycles = 20
    /// Cycles measured.
    static let measuredCycles = 200
    /// Growth per cycle allowed: well above the host's own noise (bookkeeping of the test
    /// itself), well below any real per-instance leak.
    static let allowedBytesPerCycle = 1024.0

    static let stable = ValidationTest(
        id: "lifecycle.memory-stable", level: 8,
        summary: "Creating and destroying an animator \(measuredCycles) times, and running \(measuredCycles) whole transitions, does not grow the heap beyond \(Int(allowedBytesPerCycle)) bytes per cycle.",
        proves: "A long-running host that runs the plugin's transitions all day does not run out of memory.", scope: .animator
    ) { subject in
        let operations = try LifecycleTests.claimedOperations(subject)
        let createDestroy = try growthPerCycle { _ = try subject.makeAnimator(operations[0]) }
        if createDestroy > allowedBytesPerCycle {
            return failure("create/destroy", createDestroy)
        }
        // What a transition leaks it leaks per transition, not per frame: a coarse frame rate keeps
        // hundreds of whole transitions of an animator with hundreds of views (an explosion of
        // tiles) within the test's time, and finds the same growth.
        let transitions = try growthPerCycle {
            for operation in operations {
                try ProbeScene().run(operation, with: try subject.makeAnimator(operation), fps: Self.transitionFramesPerSecond)
            }
        }
        if transitions > allowedBytesPerCycle {
            return failure("whole-transition (\(operations.map(\.rawValue).joined(separator: " + ")))", transitions)
        }
        return .passed
    }

    /// The frame rate of the measured transitions.
    static let transitionFramesPerSecond = 10.0

    /// The heap's average growth over `measuredCycles` runs of `cycle`, after warming up.
    static func growthPerCycle(_ cycle: () throws -> Void) rethrows -> Double {
        for _ in 0..<warmUpCycles { try cycle() }
        // The host's log of refused calls is the validator's bookkeeping, not the plugin's memory:
        // a plugin with one call refused per transition would otherwise seem to leak the records
        // (reported once, as its root cause). The warm-up's records stand for the rest.
        let warmUpRefusals = PluginRefusalLog.shared.drain().records
        let before = segue_heap_in_use()
        for _ in 0..<measuredCycles {
            try cycle()
            _ = PluginRefusalLog.shared.drain()
        }
        let after = segue_heap_in_use()
        for refusal in warmUpRefusals { PluginRefusalLog.shared.record(refusal) }
        return (Double(after) - Double(before)) / Double(measuredCycles)
    }

    private static func failure(_ kind: String, _ bytesPerCycle: Double) -> ValidationOutcome {
        .failed(
            expected: "at most \(Int(allowedBytesPerCycle)) bytes of heap growth per \(kind) cycle",
            got: "\(Int(bytesPerCycle.rounded())) bytes per cycle over \(measuredCycles) cycles",
            hint: "free in destroy what create_animator and the transition allocated")
    }
}
