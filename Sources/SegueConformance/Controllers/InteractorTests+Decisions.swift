import SegueABIValues
import SegueEngine
import SegueKit

/// The release, monotony and grab rules of interaction.h (issue 26's interruptible semantics).
extension InteractorTests {
    static let releaseDecision = ValidationTest(
        id: "interactor.release-decision", level: 3,
        summary:
            "Every ENDED and CANCELLED is answered FINISH or CANCEL (a system CANCELLED with CANCEL), at a "
            + "completion speed within 0.01…100 on a known, finite curve: released at the start, midway and at "
            + "the end of every claimed gesture.",
        proves: "No lifted finger leaves a transition hanging half done.", scope: .interaction
    ) { subject in
        try subject.withInteraction { controller in
            for operation in controller.operations {
                for motion in GestureMotion.motions(for: controller.gestures) {
                    for (progress, phase) in [
                        (0.0, GestureEvent.Phase.ended), (0.5, .ended), (1, .ended), (0.5, .cancelled),
                    ] {
                        let run = try controller.withController {
                            try GestureRun.released(motion, operation: operation, at: progress, phase, on: $0)
                        }
                        if let failure = releaseFailure(run) { return failure }
                    }
                }
            }
            return .passed
        }
    }

    /// The failure of a run's release, or nil when it was decided by the rules.
    private static func releaseFailure(_ run: GestureRun) -> ValidationOutcome? {
        guard let release = run.steps.last, release.event.isRelease else { return nil }
        let where_ = "\(Self.describe(release.event)) of \(run.label)"
        if let violation = release.answer.violation(for: release.event) {
            return .failed(expected: "FINISH or CANCEL within the header's bounds for \(where_)", got: violation)
        }
        if release.event.phase == .cancelled, release.answer.action != .cancel {
            return .failed(
                expected: "CANCEL for \(where_) (the system took the touch; UIKit cancels)", got: release.answer.summary
            )
        }
        return nil
    }

    static let monotoneFractions = ValidationTest(
        id: "interactor.monotone-fractions", level: 4,
        summary:
            "Under a monotone gesture (a pan steadily along its axis either way, a steadily closing pinch) the "
            + "UPDATE fractions never decrease.",
        proves: "A finger moving one way never makes the transition step back.", scope: .interaction
    ) { subject in
        try subject.withInteraction { controller in
            for run in try controller.monotoneRuns() {
                let updates = run.updates
                for (earlier, later) in zip(updates, updates.dropFirst()) where later.fraction < earlier.fraction {
                    return .failed(
                        expected: "non-decreasing fractions under \(run.label)",
                        got: "\(earlier.fraction) then \(later.fraction) (at \(Self.describe(later.event)))")
                }
            }
            return .passed
        }
    }

    /// How far past the gesture's own movement a grabbed transition's fraction may land: the
    /// slack for a controller that maps movement to fraction a little faster than one to one.
    static let grabSlack = 0.05

    static let grabContinues = ValidationTest(
        id: "interactor.grab-continues", level: 5,
        summary:
            "A later touch (touch 1) going down while the transition finishes or cancels is answered GRAB, and its "
            + "UPDATEs continue from the grabbed fraction, moving no further than the new touch did (plus 0.05).",
        proves: "Catching a transition mid-flight holds it where it shows, with no jump (issue 26).",
        scope: .interaction
    ) { subject in
        try subject.withInteraction { controller in
            for operation in controller.operations {
                for motion in GestureMotion.motions(for: controller.gestures) {
                    let failure = try controller.withController { try grabFailure(motion, operation, on: $0) }
                    if let failure { return failure }
                }
            }
            return .passed
        }
    }

    /// Drives `motion` halfway, releases it, lets the finish or cancel run a third of its way,
    /// then puts touch 1 down and moves it a little: the failure, or nil.
    static func grabFailure(_ motion: GestureMotion, _ operation: SegueOperation, on raw: RawInteraction) throws
        -> ValidationOutcome?
    {
        let driver = try GestureRun.begin(raw, operation)
        let size = GestureRun.container
        driver.send(motion.event(.began, progress: 0, in: size))
        for step in 1...10 { driver.send(motion.event(.changed, progress: Double(step) / 20, in: size)) }
        driver.send(motion.event(.ended, progress: 0.5, in: size))
        guard driver.state != .driving else { return nil } // release-decision reports it
        driver.run(1.0 / 3)
        let grabbed = driver.fraction
        let label = "\(motion) on \(operation), caught at \(grabbed)"
        let began = driver.send(motion.event(.began, progress: 0, in: size, start: 1, touch: 1))
        guard began.action == .grab, began.status == .ok else {
            return .failed(
                expected: "GRAB for touch 1's BEGAN while the transition \(driver.steps.last!.event.state) (\(label))",
                got: began.summary)
        }
        for step in 1...3 {
            let progress = Double(step) * 0.02
            let answer = driver.send(motion.event(.changed, progress: progress, in: size, start: 1, touch: 1))
            let allowed = GestureMotion.movement(from: 0, to: progress) + grabSlack
            if answer.action == .update, abs(answer.fraction - grabbed) > allowed {
                return .failed(
                    expected: "an UPDATE within \(allowed) of the grabbed \(grabbed) (\(label))",
                    got:
                        "UPDATE \(answer.fraction) after touch 1 moved \(GestureMotion.movement(from: 0, to: progress))"
                )
            }
        }
        driver.send(motion.event(.ended, progress: 0.06, in: size, start: 1, touch: 1))
        raw.ended(completed: driver.state == .finishing)
        return nil
    }

    /// "the CHANGED of touch 0 at 0.25 s (state driving, fraction 0.2)", for reports.
    static func describe(_ event: GestureEvent) -> String {
        "the \(String(describing: event.phase).uppercased()) of touch \(event.touch) at \(event.time) s "
            + "(\(event.state), fraction \(event.fraction))"
    }
}
