import SegueABI
import SegueABIValues
import SegueEngine
import SegueKit
import SegueScenario
import Testing

@testable import SegueHost

/// A presentation controller plugin in process (`PluginPresentationController`) inside SegueKit's
/// modal transition, with the `RecordingPresentationController` fixture (the seeds' dimming
/// sheet, seed 004 — ../shared/seeds/004_bc421d48eb6678bf.txt — which logs every hook): UIKit's
/// call order, the presenting context's rules, chrome made in will_begin and gone after the
/// end, and the alongside fade scrubbed with an interactive transition. Serialized: the
/// fixture's call log is one static buffer.
@Suite(.serialized) struct PluginPresentationControllerTests {
    nonisolated(unsafe) static var opened: FixtureExtension?
    static let id = "org.segue.fixture.recording-sheet"

    static func fixture() throws -> FixtureExtension {
        if let opened { return opened }
        let made = try FixtureExtension("RecordingPresentationController")
        opened = made
        return made
    }

    /// The scenario for `operation` in a regular window (800 wide, so the sheet does not adapt),
    /// its presentation controller the fixture's.
    func scenario(_ operation: TransitionOperation, gesture: String? = nil, width: Double = 800) throws
        -> TransitionScenario
    {
        let fixture = try Self.fixture()
        var scenario = TransitionScenario(
            operation: operation, size: Size(width: width, height: 800),
            gesture: try gesture.map { try InteractiveGesture(parsing: $0) })
        scenario.presentationController = { presented, presenting in
            try? PluginPresentationController(
                raw: try fixture.presentation(Self.id), id: Self.id, name: "Recording Sheet",
                capabilities: [.gestures, .interactiveDismiss], keepAlive: fixture, presentedViewController: presented,
                presenting: presenting)
        }
        return scenario
    }

    func run(_ scenario: TransitionScenario) throws -> (ScenarioRecording, [String]) {
        let fixture = try Self.fixture()
        fixture.clearLog()
        let recording = try scenario.run { DiagonalAnimator(presenting: $0 == .present) }
        return (recording, fixture.callLog)
    }

    /// The hooks in `log`, without the services' answers.
    func hooks(_ log: [String]) -> [String] {
        log.filter { !$0.contains("=") && !$0.hasPrefix("alongside_done") && $0 != "should_remove_presenters_view" }
    }

    /// presentation.h's order (UIKit's, seed 004's "custom animation sequence"): the adaptive
    /// style for the container's size class, presentation_will_begin, the layout pair,
    /// presentation_did_end(true); the controller is destroyed when its window goes.
    @Test("a presentation calls the hooks in UIKit's order")
    func presentationOrder() throws {
        let (recording, log) = try run(try scenario(.present))
        #expect(recording.finished && !recording.cancelled)
        #expect(
            hooks(log) == [
                "adaptive:regular", "presentation_will_begin", "container_will_layout", "container_did_layout",
                "presentation_did_end:1", "destroy",
            ], "\(log)")
        #expect(log.contains("should_remove_presenters_view"), "asked when the presentation ends")
    }

    /// presentation.h: in "presenting", view services and animate_alongside work, the transition
    /// queries answer during a transition, and animate is refused (context.h).
    @Test("a presenting context serves views and alongside animations and refuses animate")
    func presentingContextRules() throws {
        let (_, log) = try run(try scenario(.present))
        #expect(log.contains("create_view=\(SegueStatus.ok.rawValue)"), "\(log)")
        #expect(log.contains("view_for_key=\(SegueStatus.ok.rawValue)"), "\(log)")
        #expect(log.contains("animate=\(SegueStatus.wrongState.rawValue)"), "\(log)")
        #expect(log.contains("animate_alongside=\(SegueStatus.ok.rawValue)"), "\(log)")
        #expect(log.contains("alongside_done:in:\(SegueAnimationPosition.end.rawValue)"), "\(log)")
    }

    /// UIPresentationController.h: dismissalTransitionWillBegin, the layout pair, then
    /// dismissalTransitionDidEnd(true), after which the chrome is gone from the container.
    @Test("a dismissal calls its hooks in order and its chrome is removed after it")
    func dismissalRemovesChrome() throws {
        let (recording, log) = try run(try scenario(.dismiss))
        #expect(recording.finished && !recording.cancelled)
        let dismissal = hooks(log).drop { $0 != "dismissal_will_begin" }
        #expect(
            Array(dismissal) == [
                "dismissal_will_begin", "container_will_layout", "container_did_layout", "dismissal_did_end:1",
                "destroy",
            ],
            "\(log)")
        let dimming = recording.frames.map { frame in frame.views.first { $0.name == "chrome.dimming" } }
        #expect(dimming.first??.alpha == 1, "shown while presented")
        #expect(dimming.contains { ($0?.alpha ?? 0) > 0 && ($0?.alpha ?? 1) < 1 }, "faded out alongside")
        #expect(dimming.last! == nil, "removed after the completed dismissal")
    }

    /// presentation.h: "Chrome a controller added must be gone ... once a presentation ends
    /// cancelled"; the alongside fade is scrubbed with the interactive transition and put back
    /// when it cancels.
    @Test("a cancelled interactive presentation scrubs the fade and removes the chrome")
    func cancelledPresentation() throws {
        let (recording, log) = try run(try scenario(.present, gesture: "pan:0.1@0.1,0.2@0.3,release@0.6"))
        #expect(recording.cancelled)
        #expect(log.contains("presentation_did_end:0"), "\(log)")
        #expect(log.contains("alongside_done:in:\(SegueAnimationPosition.start.rawValue)"), "\(log)")
        let alphas = recording.frames.compactMap { frame in frame.views.first { $0.name == "chrome.dimming" }?.alpha }
        #expect(alphas.contains { $0 > 0 && $0 < 1 }, "the fade follows the finger: \(alphas)")
        #expect(alphas.max()! < 1, "never fully in: the drag stays short")
        #expect(recording.frames.last!.views.allSatisfy { $0.name != "chrome.dimming" })
    }

    /// UIKit's adaptation: in a compact container the plugin answers full screen, and the
    /// presentation goes on with the system's controller (no will_begin for the plugin).
    @Test("a compact container adapts the presentation to full screen")
    func adapts() throws {
        let (recording, log) = try run(try scenario(.present, width: 400))
        #expect(recording.finished)
        #expect(log.first == "adaptive:compact")
        #expect(!log.contains("presentation_will_begin"), "\(log)")
    }

    /// presentation.h: the frame answer is "Finite, within SEGUE_PROPERTY_FRAME's ranges"; a NaN
    /// one is refused with a diagnostic and the presented view fills the container.
    @Test("a broken frame answer falls back to the container's bounds")
    func brokenFrame() throws {
        let fixture = try Self.fixture()
        var scenario = TransitionScenario(operation: .present, size: Size(width: 800, height: 800))
        let id = "org.segue.fixture.bad-frame-sheet"
        scenario.presentationController = { presented, presenting in
            try? PluginPresentationController(
                raw: try fixture.presentation(id), id: id, name: "Bad Frame Sheet", capabilities: [],
                keepAlive: fixture, presentedViewController: presented, presenting: presenting)
        }
        let (recording, _) = try run(scenario)
        let second = try #require(recording.frames.last?.views.first { $0.name == "Second" })
        #expect(second.frame == Rect(x: 0, y: 0, width: 800, height: 800))
        #expect(recording.diagnostics.contains { $0.contains("\(id): frame_of_presented_view answered a frame") })
    }

    /// frame_of_presented_view: the bottom half of the container, and the plugin's frame is
    /// where the presented view ends.
    @Test("the presented view ends at the plugin's frame")
    func frameAnswer() throws {
        let (recording, _) = try run(try scenario(.present))
        let second = try #require(recording.frames.last?.views.first { $0.name == "Second" })
        #expect(second.frame == Rect(x: 0, y: 400, width: 800, height: 400))
    }
}
