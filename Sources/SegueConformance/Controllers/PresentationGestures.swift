import SegueABI
import SegueABIValues
import SegueEngine
import SegueKit

/// The touches `presentation.gesture-answers` makes on a presented presentation, and the
/// judging of the answers (presentation.h).
enum PresentationGestures {
    /// The layout every script presents in: a phone in portrait, compact.
    static let layout = PresentationLayouts.layout((390, 844), .compact)

    /// One script: a name and the events it sends, given the presented view's frame.
    struct Script: Sendable {
        let name: String
        let events: @Sendable (segue_rect_t) -> [GestureEvent]
    }

    /// Taps on the presented view, above it and at a corner; pans down and up from the presented
    /// view, each released and each cancelled by the system.
    static let scripts: [Script] = {
        var scripts = [
            Script(name: "a tap on the presented view") {
                [tap(at: Point(x: $0.x + $0.width / 2, y: $0.y + $0.height / 2))]
            },
            Script(name: "a tap above the presented view") { [tap(at: Point(x: 195, y: max($0.y / 2, 1)))] },
            Script(name: "a tap at the container's corner") { _ in [tap(at: Point(x: 1, y: 1))] },
        ]
        for sign in [1.0, -1.0] {
            for release in [GestureEvent.Phase.ended, .cancelled] {
                let name =
                    "a pan \(sign > 0 ? "down" : "up") \(release == .ended ? "released" : "cancelled by the system")"
                scripts.append(Script(name: name) { frame in pan(from: frame, sign: sign, release: release) })
            }
        }
        return scripts
    }()

    private static func tap(at location: Point) -> GestureEvent {
        GestureEvent(
            kind: .tap, phase: .ended, touch: 0, state: .driving, time: 0, location: location, translation: .zero,
            velocity: .zero, scale: 1, scaleVelocity: 0, containerSize: Size(width: 390, height: 844), fraction: 0,
            duration: GestureRun.duration)
    }

    /// A vertical pan over most of the container from the presented view's middle.
    private static func pan(from frame: segue_rect_t, sign: Double, release: GestureEvent.Phase) -> [GestureEvent] {
        let motion = GestureMotion(kind: .verticalPan, sign: sign)
        let size = Size(width: 390, height: 844)
        let start = Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
        let steps = 10
        return (0...steps + 1).map { step in
            let phase: GestureEvent.Phase = step == 0 ? .began : step <= steps ? .changed : release
            var event = motion.event(phase, progress: min(Double(step) / Double(steps), 1), in: size)
            event.location = Point(x: start.x, y: start.y + event.translation.y)
            return event
        }
    }

    /// Runs `script` on `raw`: the first answer that breaks presentation.h, or nil.
    static func failure(of script: Script, on raw: RawPresentation, capabilities: SeguePresentationCapabilities)
        throws -> ValidationOutcome?
    {
        let (status, frame) = raw.frame(layout)
        guard status == .ok else { throw ValidationStop(.skipped, "no frame to touch (see presentation.frame-pure)") }
        var dismissing = false
        var problem: String?
        let driver = GestureDriver { event in
            let (status, answer) = raw.handle(event)
            if problem == nil, !dismissing {
                problem = actionProblem(status, answer, capabilities)
                dismissing = SeguePresentationAction(rawValue: answer.action) == .dismissInteractively
                // Before the dismissal starts there is no transition to decide for.
                return RawInteractionAnswer(status: .ok, segue_interaction_answer_t())
            }
            return RawInteractionAnswer(status: status, answer.interaction)
        }
        for event in script.events(frame) {
            let wasDismissing = dismissing
            let answer = driver.send(event)
            if let problem { return .failed(expected: "known answers to \(script.name)", got: problem) }
            if wasDismissing, let violation = answer.violation(for: driver.steps.last!.event) {
                return .failed(
                    expected: "interaction.h's rules in the dismissal started by \(script.name)",
                    got: "\(violation), answering \(InteractorTests.describe(driver.steps.last!.event))")
            }
        }
        return nil
    }

    /// Why an answer outside a dismissal breaks presentation.h, or nil.
    private static func actionProblem(
        _ status: SegueStatus, _ answer: segue_presentation_answer_t, _ capabilities: SeguePresentationCapabilities
    ) -> String? {
        guard status == .ok else { return "handle_gesture answered \(status) instead of SEGUE_OK" }
        let action = SeguePresentationAction(rawValue: answer.action)
        guard action.isKnown else { return "action \(answer.action), which presentation.h does not define" }
        if action == .follow, !answer.frame.isFinite || answer.frame.width < 0 || answer.frame.height < 0 {
            return "FOLLOW to \(answer.frame.text)"
        }
        if action == .dismissInteractively, !capabilities.contains(.interactiveDismiss) {
            return "DISMISS_INTERACTIVELY without SEGUE_PRESENTATION_CAPABILITY_INTERACTIVE_DISMISS"
        }
        return nil
    }
}
