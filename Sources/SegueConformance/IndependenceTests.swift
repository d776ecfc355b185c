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
        summary: "Two animators of the id, their transitions interleaved frame by frame on two engines, each give the frames one gives alone, presenting and dismissing.",
        proves: "The animator keeps no state shared between its instances: two windows can transition at once.", scope: .animator
    ) { subject in
        for operation in try LifecycleTests.claimedOperations(subject, among: LifecycleTests.modal) {
            let alone = try FrameByFrame(operation, with: try subject.makeAnimator(operation)).toEnd()
            let pair = [try FrameByFrame(operation, with: try subject.makeAnimator(operation)), try FrameByFrame(operation, with: try subject.makeAnimator(operation))]
            while pair.contains(where: \.isBusy) { pair.forEach { $0.step() } }
            for (index, run) in pair.enumerated() {
                if let difference = alone.firstDifference(from: run) {
                    return .failed(
                        expected: "the frames of a \(operation.rawValue) alone from the \(index == 0 ? "first" : "second") of two interleaved \(operation.rawValue)s",
                        got: difference, hint: "keep every transition's state in the animator's instance, none in statics")
                }
            }
        }
        return .passed
    }

    static let reuse = ValidationTest(
        id: "independence.reuse", level: 5,
        summary: "An animator that already ran a transition runs the next one (in a new scene) frame for frame as it ran its first, presenting and dismissing, using nothing of the first (a handle from it is refused).",
        proves: "A delegate may vend one animator for every transition.", scope: .animator
    ) { subject in
        for operation in try LifecycleTests.claimedOperations(subject, among: LifecycleTests.modal) {
            let animator = try subject.makeAnimator(operation)
            let first = try FrameByFrame(operation, with: animator).toEnd()
            let second = try FrameByFrame(operation, with: animator).toEnd()
            if let difference = first.firstDifference(from: second) {
                return .failed(
                    expected: "the frames of the animator's first \(operation.rawValue) when it runs a second", got: difference,
                    hint: "reset what a transition set up when it ends, or set it up again in animate_transition")
            }
        }
        return .passed
    }
}
