import SegueABIValues
import SegueEngine
import SegueKit

/// Determinism and extreme events for interaction controllers.
extension InteractorTests {
    static let deterministic = ValidationTest(
        id: "interactor.deterministic", level: 5,
        summary:
            "The same event sequence gives bit-identical answers on two fresh controllers, and on a controller's "
            + "second transition after begin.",
        proves: "Scripted gestures, recordings and replays drive the transition the same way every time.",
        scope: .interaction
    ) { subject in
        try subject.withInteraction { controller in
            for operation in controller.operations {
                for motion in GestureMotion.motions(for: controller.gestures) {
                    let first = try controller.withController { raw in try script(motion, operation, raw) }
                    let (second, again) = try controller.withController { raw in
                        (try script(motion, operation, raw), try script(motion, operation, raw))
                    }
                    for (label, other) in [("a second fresh controller", second), ("a second transition", again)] {
                        if let index = first.indices.first(where: {
                            $0 >= other.count || first[$0].answer != other[$0].answer
                        }) {
                            return .failed(
                                expected: "the same answers from \(label) under \(motion) on \(operation)",
                                got:
                                    "\(first[index].answer.summary) then "
                                    + "\(index < other.count ? other[index].answer.summary : "no answer") for "
                                    + describe(first[index].event))
                        }
                    }
                }
            }
            return .passed
        }
    }

    /// A whole course of `motion` released at its end, then half a course cancelled by the system.
    private static func script(_ motion: GestureMotion, _ operation: SegueOperation, _ raw: RawInteraction) throws
        -> [GestureStep]
    {
        try GestureRun.monotone(motion, operation: operation, on: raw).steps
            + GestureRun.released(motion, operation: operation, at: 0.5, .cancelled, on: raw).steps
    }

    static let edgeEvents = ValidationTest(
        id: "interactor.edge-events", level: 7,
        summary:
            "Finite extremes (velocities of ±1e9, translations far outside the container, scales of 1e-9 and 1e3, "
            + "1-point and 100 000-point containers, a clock at 1e9 s) are answered by the rules wherever the "
            + "ordinary course is, without a crash.",
        proves: "A wild but legal event stream cannot crash the host's controller or push the transition out of 0…1.",
        scope: .interaction
    ) { subject in
        try subject.withInteraction { controller in
            for operation in controller.operations {
                for motion in GestureMotion.motions(for: controller.gestures) {
                    // What the ordinary course already breaks is the other tests' to report.
                    let ordinary = try controller.withController { raw in
                        try bentCourse(motion, operation, raw) { _ in }.map {
                            $0.answer.violation(for: $0.event) == nil
                        }
                    }
                    for (label, bend) in extremes {
                        let steps = try controller.withController { raw in try bentCourse(motion, operation, raw, bend)
                        }
                        for (step, kept) in zip(steps, ordinary) where kept {
                            if let violation = step.answer.violation(for: step.event) {
                                return .failed(
                                    expected: "answers by the rules under \(motion) on \(operation) with \(label)",
                                    got: "\(violation), answering \(describe(step.event))")
                            }
                        }
                    }
                }
            }
            return .passed
        }
    }

    /// Each extreme: how it bends an event of the course.
    private static let extremes: [(String, @Sendable (inout GestureEvent) -> Void)] = [
        (
            "velocities of 1e9",
            {
                $0.velocity = Point(x: 1e9, y: 1e9)
                $0.scaleVelocity = 1e9
            }
        ),
        (
            "velocities of -1e9",
            {
                $0.velocity = Point(x: -1e9, y: -1e9)
                $0.scaleVelocity = -1e9
            }
        ),
        (
            "translations of 1e6",
            {
                $0.translation = Point(x: 1e6, y: 1e6)
                $0.location = Point(x: 1e6, y: 1e6)
            }
        ),
        (
            "translations of -1e6",
            {
                $0.translation = Point(x: -1e6, y: -1e6)
                $0.location = Point(x: -1e6, y: -1e6)
            }
        ),
        ("a scale of 1e-9", { $0.scale = 1e-9 }),
        ("a scale of 1e3", { $0.scale = 1e3 }),
        ("a 1-point container", { $0.containerSize = Size(width: 1, height: 1) }),
        ("a 100 000-point container", { $0.containerSize = Size(width: 1e5, height: 1e5) }),
        ("a clock at 1e9 s", { $0.time += 1e9 }),
    ]

    /// A short course of `motion` whose CHANGED and ENDED events are bent by `bend`: its steps.
    private static func bentCourse(
        _ motion: GestureMotion, _ operation: SegueOperation, _ raw: RawInteraction,
        _ bend: (inout GestureEvent) -> Void
    ) throws -> [GestureStep] {
        let driver = try GestureRun.begin(raw, operation)
        var events = [motion.event(.began, progress: 0, in: GestureRun.container)]
        events += (1...5).map { motion.event(.changed, progress: Double($0) / 5, in: GestureRun.container) }
        events.append(motion.event(.ended, progress: 1, in: GestureRun.container))
        for (index, var event) in events.enumerated() {
            if index > 0 { bend(&event) }
            driver.send(event)
        }
        raw.ended(completed: driver.state == .finishing)
        return driver.steps
    }
}
