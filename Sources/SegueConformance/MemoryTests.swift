import CSegueProcess
import SegueHost

/// The leak test: the C heap, measured byte for byte (mallinfo2), must not grow with every
/// animator created and destroyed, nor with every whole transition.
enum MemoryTests {
    /// Cycles before measuring, so caches and lazily made metadata settle.
    static let warmUpCycles = 20
    /// Create/destroy cycles measured.
    static let measuredCycles = 200
    /// Whole transitions measured. Fewer than create/destroy cycles: a transition of an animator
    /// with hundreds of views (an explosion of tiles) costs a hundred times a cycle, and 200 of
    /// them in every claimed operation outran the test's timeout on a busy two-core machine. A
    /// leak of the allowed 1 KiB per transition still adds up to 50 KiB over these, far above
    /// the host's own noise.
    static let measuredTransitions = 50
    /// Growth per cycle allowed: well above the host's own noise (bookkeeping of the test
    /// itself), well below any real per-instance leak.
    static let allowedBytesPerCycle = 1024.0

    static let stable = ValidationTest(
        id: "lifecycle.memory-stable", level: 8,
        summary:
            "Creating and destroying an animator \(measuredCycles) times, and running \(measuredTransitions) whole "
            + "transitions, does not grow the heap beyond \(Int(allowedBytesPerCycle)) bytes per cycle.",
        proves: "A long-running host that runs the plugin's transitions all day does not run out of memory.",
        scope: .animator
    ) { subject in
        let operations = try LifecycleTests.claimedOperations(subject, among: LifecycleTests.modal)
        let createDestroy = try growthPerCycle(measuring: measuredCycles) {
            _ = try subject.makeAnimator(operations[0])
        }
        if createDestroy > allowedBytesPerCycle {
            return failure("create/destroy", createDestroy, over: measuredCycles)
        }
        // What a transition leaks it leaks per transition, not per frame: a coarse frame rate keeps
        // hundreds of whole transitions of an animator with hundreds of views (an explosion of
        // tiles) within the test's time, and finds the same growth.
        let transitions = try growthPerCycle(measuring: measuredTransitions) {
            for operation in operations {
                try ProbeScene(for: operation).run(
                    operation, with: try subject.makeAnimator(operation), fps: Self.transitionFramesPerSecond)
            }
        }
        if transitions > allowedBytesPerCycle {
            return failure(
                "whole-transition (\(operations.map(\.rawValue).joined(separator: " + ")))", transitions,
                over: measuredTransitions)
        }
        return .passed
    }

    /// The frame rate of the measured transitions.
    static let transitionFramesPerSecond = 10.0

    /// The heap's average growth over `measured` runs of `cycle`, after warming up.
    static func growthPerCycle(measuring measured: Int, _ cycle: () throws -> Void) rethrows -> Double {
        for _ in 0..<warmUpCycles { try cycle() }
        // The host's log of refused calls is the validator's bookkeeping, not the plugin's memory:
        // a plugin with one call refused per transition would otherwise seem to leak the records
        // (reported once, as its root cause). The warm-up's records stand for the rest.
        let warmUpRefusals = PluginRefusalLog.shared.drain().records
        let before = segue_heap_in_use()
        for _ in 0..<measured {
            try cycle()
            _ = PluginRefusalLog.shared.drain()
        }
        let after = segue_heap_in_use()
        for refusal in warmUpRefusals { PluginRefusalLog.shared.record(refusal) }
        return (Double(after) - Double(before)) / Double(measured)
    }

    private static func failure(_ kind: String, _ bytesPerCycle: Double, over cycles: Int) -> ValidationOutcome {
        .failed(
            expected: "at most \(Int(allowedBytesPerCycle)) bytes of heap growth per \(kind) cycle",
            got: "\(Int(bytesPerCycle.rounded())) bytes per cycle over \(cycles) cycles",
            hint: "free in destroy what create_animator and the transition allocated")
    }
}
