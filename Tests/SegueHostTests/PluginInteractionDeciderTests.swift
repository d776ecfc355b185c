import SegueABI
import SegueABIValues
import SegueEngine
import SegueKit
import SegueScenario
import Testing

@testable import SegueHost

/// An interaction controller plugin in process (`PluginInteractionDecider`) against
/// interaction.h's rules, with the `ScriptedInteractionController` fixture: its answers become
/// SegueKit's, broken answers are refused (never a crash), and the SegueScenario driver applies
/// them to a real transition. Serialized: the fixture's call log is one static buffer.
@Suite(.serialized) struct PluginInteractionDeciderTests {
    /// The fixture, opened once for the process.
    nonisolated(unsafe) static var opened: FixtureExtension?

    static func fixture() throws -> FixtureExtension {
        if let opened { return opened }
        let made = try FixtureExtension("ScriptedInteractionController")
        opened = made
        return made
    }

    /// A decider of the fixture's `mode` (the id's last part).
    func decider(_ mode: String) throws -> PluginInteractionDecider {
        let fixture = try Self.fixture()
        let id = "org.segue.fixture.interaction.\(mode)"
        return try PluginInteractionDecider(
            raw: try fixture.interaction(id), id: id, name: mode, gestures: .panVertical, keepAlive: fixture)
    }

    /// A vertical pan event in a 400×800 container of a 0.5 s transition.
    func event(
        _ phase: GestureEvent.Phase, dragged: Double = 0, state: GestureEvent.TransitionState = .driving,
        touch: Int = 0, fraction: Double = 0
    ) -> GestureEvent {
        GestureEvent(
            kind: .verticalPan, phase: phase, touch: touch, state: state, time: 1, location: Point(x: 200, y: dragged),
            translation: Point(x: 0, y: dragged), velocity: Point(x: 0, y: 100), scale: 1, scaleVelocity: 0,
            containerSize: Size(width: 400, height: 800), fraction: fraction, duration: 0.5)
    }

    /// interaction.h: UPDATE carries the fraction, FINISH its completion speed and curve, GRAB
    /// answers a press while the transition finishes or cancels.
    @Test("answers become SegueKit's: update, finish with speed and curve, grab")
    func answersConvert() throws {
        let decider = try decider("follows-drag")
        try decider.begin(operation: .dismiss, duration: 0.5, container: Size(width: 400, height: 800))
        #expect(try decider.decide(event(.changed, dragged: 200)) == .update(0.25))
        #expect(
            try decider.decide(event(.ended, dragged: 480, fraction: 0.6))
                == .finish(InteractionCompletion(speed: 2, curve: .easeOut)))
        #expect(try decider.decide(event(.began, state: .finishing, touch: 1, fraction: 0.7)) == .grab)
        #expect(
            try decider.decide(event(.ended, dragged: 40, fraction: 0.05))
                == .cancel(InteractionCompletion(speed: 1, curve: .linear)))
    }

    /// interaction.h: "The host zeroes it and sets `size` before the call"; `begin` gets the
    /// operation and duration; `ended` and `destroy` come once, destroy when the decider goes.
    @Test("each answer is zeroed with its size set; begin, ended and destroy are called")
    func callsAndBlankAnswers() throws {
        let fixture = try Self.fixture()
        fixture.clearLog()
        do {
            let decider = try decider("follows-drag")
            try decider.begin(operation: .dismiss, duration: 0.5, container: Size(width: 400, height: 800))
            _ = try decider.decide(event(.began))
            _ = try decider.decide(event(.changed, dragged: 100))
            _ = try decider.decide(event(.ended, dragged: 100))
            decider.ended(completed: false)
        }
        let log = fixture.callLog
        #expect(log.first == "begin:\(TransitionOperation.dismiss.raw):0.5")
        #expect(log.filter { $0.hasPrefix("event:") }.count == 3)
        #expect(log.filter { $0.hasSuffix(":dirty") }.isEmpty, "\(log)")
        #expect(log.suffix(2) == ["ended:0", "destroy"])
    }

    /// Answers the ABI cannot mean are refused by a throw (the driver's diagnostic), never run.
    @Test(
        "broken answers are refused, not applied",
        arguments: [
            ("nan-fraction", GestureEvent.Phase.changed, "not a finite fraction"),
            ("unknown-action", .changed, "is not a segue_interaction_action_t"),
            ("bad-speed", .ended, "completion speed of 1000"),
            ("error-status", .changed, "answered status"),
        ])
    func brokenAnswers(mode: String, phase: GestureEvent.Phase, reason: String) throws {
        let decider = try decider(mode)
        #expect {
            _ = try decider.decide(event(phase, dragged: 100))
        } throws: { error in
            "\(error)".contains(reason) && "\(error)".contains("org.segue.fixture.interaction.\(mode)")
        }
    }

    /// A finite fraction outside 0...1 and a grab under interaction are answers the rules judge.
    @Test("answers in range but against the rules are left to violation(for:)")
    func violations() throws {
        let outOfRange = try decider("out-of-range").decide(event(.changed, dragged: 100))
        #expect(outOfRange == .update(1.5))
        #expect(outOfRange.violation(for: event(.changed)) != nil)
        let grab = try decider("grab-while-driving").decide(event(.changed, dragged: 100))
        #expect(grab == .grab && grab.violation(for: event(.changed)) != nil)
    }

    /// The driver with a plugin deciding a Diagonal dismissal: past half way it finishes, short
    /// of it it cancels (the fixture's half-way rule), as the native rule would.
    @Test(
        "the driver applies a plugin's decisions to a transition",
        arguments: [("pan:0.2@0.1,0.6@0.3,release", false), ("pan:0.1@0.1,0.2@0.3,release@0.5", true)])
    func drivesTransition(gesture: String, cancels: Bool) throws {
        var scenario = TransitionScenario(operation: .dismiss, gesture: try InteractiveGesture(parsing: gesture))
        scenario.interactionDecider = try decider("follows-drag")
        let recording = try scenario.run { DiagonalAnimator(presenting: $0 == .present) }
        #expect(recording.finished)
        #expect(recording.cancelled == cancels)
        #expect(recording.diagnostics.isEmpty, "\(recording.diagnostics)")
    }

    /// interaction.h: "an unanswered release cancels"; an answer against the rules is refused
    /// with a diagnostic in the transition's event log.
    @Test(
        "refused answers leave diagnostics; an undecided release cancels",
        arguments: [
            ("silent-release", "no decision for a release", true),
            ("out-of-range", "outside 0...1", false),
            ("nan-fraction", "not a finite fraction", false),
            ("error-status", "begin answered status", false),
        ])
    func refusedInTransition(mode: String, diagnostic: String, cancels: Bool) throws {
        var scenario = TransitionScenario(
            operation: .dismiss, gesture: try InteractiveGesture(parsing: "pan:0.3@0.1,0.7@0.3,release"))
        scenario.interactionDecider = try decider(mode)
        let recording = try scenario.run { DiagonalAnimator(presenting: $0 == .present) }
        #expect(recording.finished)
        #expect(recording.cancelled == cancels, "\(mode)")
        #expect(recording.diagnostics.contains { $0.contains(diagnostic) }, "\(recording.diagnostics)")
    }
}
