import SegueEngine
import SegueHost
import SegueKit

/// Tests that a transition depends on nothing but itself: not on another animator of the same
/// id running beside it, not on what the animator did before, not on the process it runs in
/// (see `ProcessIndependence`). UIKit makes no promise to keep an animator to one transition:
/// a transitioning delegate may vend one object for every transition, or a new one each time.
enum IndependenceTests {
    static let all: [ValidationTest] = [interleaved, reuse, ProcessIndependence.test]

    static let interleaved = ValidationTest(
        id: "independence.interleaved", level: 5,
        summary:
            "Two animators of the id, one dismissing and one presenting, their transitions interleaved frame by "
            + "frame on two engines, each give the frames it gives alone.",
        proves: "The animator keeps no state shared between its instances: two windows can transition at once.",
        scope: .animator
    ) { subject in
        let claimed = try LifecycleTests.claimedOperations(subject, among: [.dismiss, .present])
        let operations = claimed.count == 2 ? claimed : claimed + claimed
        let alone = try operations.map { try FrameByFrame($0, with: try subject.makeAnimator($0)).toEnd() }
        // The dismissal starts first, so state it leaves behind meets the presentation's.
        let together = try operations.map { try FrameByFrame($0, with: try subject.makeAnimator($0)) }
        while together.contains(where: \.isBusy) { together.forEach { $0.step() } }
        for (index, (reference, run)) in zip(alone, together).enumerated() {
            if let difference = reference.firstDifference(from: run) {
                let (operation, other) = (operations[index], operations[1 - index])
                return .failed(
                    expected:
                        "the frames of a \(operation.rawValue) alone from one interleaved with another animator's "
                        + "\(other.rawValue)",
                    got: difference, hint: "keep every transition's state in the animator's instance, none in statics")
            }
        }
        return .passed
    }

    static let reuse = ValidationTest(
        id: "independence.reuse", level: 5,
        summary:
            "An animator that already ran a transition runs the next one (in a new scene) frame for frame as it ran "
            + "its first, using nothing of the first (a handle from it is refused).",
        proves: "A delegate may vend one animator for every transition.", scope: .animator
    ) { subject in
        let operation = try LifecycleTests.claimedOperations(subject, among: LifecycleTests.modal)[0]
        let animator = try subject.makeAnimator(operation)
        let first = try FrameByFrame(operation, with: animator).toEnd()
        let second = try FrameByFrame(operation, with: animator).toEnd()
        if let difference = first.firstDifference(from: second) {
            return .failed(
                expected: "the frames of the animator's first \(operation.rawValue) when it runs a second",
                got: difference,
                hint: "reset what a transition set up when it ends, or set it up again in animate_transition")
        }
        return .passed
    }
}
