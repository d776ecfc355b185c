import SegueABIValues
import SegueEngine
import SegueKit

/// One scripted transition under a controller: the steps it took, and what drove it.
struct GestureRun {
    /// The container every scripted run uses (points), a phone in portrait.
    static let container = Size(width: 390, height: 844)
    /// The transition's duration every scripted run announces.
    static let duration = 0.35
    /// CHANGED events per course.
    static let changes = 20

    let motion: GestureMotion
    let operation: SegueOperation
    let steps: [GestureStep]

    /// "a pan to the right presenting", for reports.
    var label: String { "\(motion) on \(operation)" }

    /// Begins `operation` on `controller`, or stops: begin's own test reports a refusal.
    static func begin(_ controller: RawInteraction, _ operation: SegueOperation) throws -> GestureDriver {
        let status = controller.begin(operation, duration: duration, container: container)
        guard status == .ok else {
            throw ValidationStop(.skipped, "begin answered \(status) (see interactor.begin-accepted)")
        }
        return GestureDriver(controller)
    }

    /// BEGAN, `changes` CHANGED events along `motion`'s whole course, then ENDED.
    static func monotone(_ motion: GestureMotion, operation: SegueOperation, on controller: RawInteraction) throws
        -> GestureRun
    {
        let driver = try begin(controller, operation)
        driver.send(motion.event(.began, progress: 0, in: container))
        for step in 1...changes {
            driver.send(motion.event(.changed, progress: Double(step) / Double(changes), in: container))
        }
        driver.send(motion.event(.ended, progress: 1, in: container))
        controller.ended(completed: driver.state == .finishing)
        return GestureRun(motion: motion, operation: operation, steps: driver.steps)
    }

    /// BEGAN, then CHANGED up to `progress`, then `release` there.
    static func released(
        _ motion: GestureMotion, operation: SegueOperation, at progress: Double, _ release: GestureEvent.Phase,
        on controller: RawInteraction
    ) throws -> GestureRun {
        let driver = try begin(controller, operation)
        driver.send(motion.event(.began, progress: 0, in: container))
        let count = Int((progress * Double(changes)).rounded())
        for step in stride(from: 1, through: count, by: 1) {
            driver.send(motion.event(.changed, progress: Double(step) / Double(changes), in: container))
        }
        driver.send(motion.event(release, progress: progress, in: container))
        controller.ended(completed: driver.state == .finishing)
        return GestureRun(motion: motion, operation: operation, steps: driver.steps)
    }

    /// The UPDATE fractions of touch 0 while driving, in order.
    var updates: [(event: GestureEvent, fraction: Double)] {
        steps.filter { $0.answer.action == .update && $0.event.touch == 0 }.map { ($0.event, $0.answer.fraction) }
    }
}
