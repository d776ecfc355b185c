import Foundation
import SegueABI
import SegueEngine
import SegueKit
import SegueScenario
import Testing

@testable import SegueHost

/// Interaction and presentation controllers of a library in a plugin process: the host's stand-ins
/// (`RemoteInteraction`, `RemotePresentation`) have the plugin's vtable shape, answer as the same
/// controller in process does, refuse what the plugin process's in-process checks refuse with the
/// same sentence, and a crash in a controller call fails that call and is kept as the library's
/// isolation failure while the host goes on.
@Suite("Controllers in plugin processes")
struct IsolatedControllerTests {
    /// A registry of fixture `name`, in process or in a plugin process of its own.
    private func registry(_ name: String, isolated: Bool) throws -> PluginRegistry {
        try ControllerPluginLoadingTests.registry(name, isolated: isolated)
    }

    /// A horizontal pan of the fixture's container: began, `steps` moves of 40 points, ended.
    private func pan(steps: Int) -> [GestureEvent] {
        let container = Size(width: 400, height: 800)
        return (0...steps + 1).map { step in
            let phase: GestureEvent.Phase = step == 0 ? .began : (step > steps ? .ended : .changed)
            let moved = Double(min(step, steps)) * 40
            return GestureEvent(
                kind: .horizontalPan, phase: phase, touch: 0, state: .driving, time: Double(step) / 60,
                location: Point(x: 10 + moved, y: 400), translation: Point(x: moved, y: 0),
                velocity: Point(x: 600, y: 0), scale: 1, scaleVelocity: 0, containerSize: container,
                fraction: min(moved / 400, 1), duration: 0.5)
        }
    }

    /// What fixture `name`'s first interaction controller answers to `events`.
    private func answers(_ name: String, isolated: Bool, _ events: [GestureEvent]) throws -> [InteractionAnswer] {
        let registry = try registry(name, isolated: isolated)
        let decider = try registry.makeInteractionDecider(try #require(registry.interactions.first))
        try decider.begin(operation: .present, duration: 0.5, container: Size(width: 400, height: 800))
        defer { decider.ended(completed: true) }
        return try events.map { try decider.decide($0) }
    }

    @Test("an isolated interaction controller answers every event as the same one in process")
    func interactionAnswersMatch() throws {
        let events = pan(steps: 8)
        let inProcess = try answers("OffersEveryKind", isolated: false, events)
        #expect(try answers("OffersEveryKind", isolated: true, events) == inProcess)
        // The pan crosses the fixture's threshold, so the release finishes: the answers are not blank.
        guard case .finish = inProcess.last else {
            Issue.record("the release answered \(String(describing: inProcess.last))")
            return
        }
    }

    @Test("the stand-ins leave NULL exactly where the plugin's vtables do")
    func standInsHaveThePluginsShape() throws {
        for (fixture, willBegin) in [("OffersEveryKind", false), ("CrashesInController", true)] {
            let library = try #require(try registry(fixture, isolated: true).libraries.first)
            let interaction = try library.makeInteraction(id: try #require(library.interactionDescriptors.first?.id))
            defer { interaction.pointee.destroy?(interaction) }
            #expect(interaction.pointee.begin != nil && interaction.pointee.handle_event != nil)
            #expect(interaction.pointee.ended == nil, "the fixture leaves ended NULL")
            #expect(interaction.pointee.size == UInt32(MemoryLayout<segue_interaction_t>.size))
            let presentation = try library.makePresentation(id: try #require(library.presentationDescriptors.first?.id))
            defer { presentation.pointee.destroy?(presentation) }
            #expect(presentation.pointee.frame_of_presented_view != nil && presentation.pointee.handle_gesture != nil)
            #expect((presentation.pointee.presentation_will_begin != nil) == willBegin, "\(fixture)")
            #expect(presentation.pointee.container_will_layout == nil && presentation.pointee.dismissal_did_end == nil)
        }
    }

    @Test("a controller the plugin process cannot make is refused with the in-process sentence")
    func creationFailureMatches() throws {
        var sentences: [String] = []
        for isolated in [false, true] {
            let library = try #require(try registry("PresentationCreatesNothing", isolated: isolated).libraries.first)
            let id = try #require(library.presentationDescriptors.first?.id)
            #expect(throws: PluginControllerError.self) { _ = try library.makePresentation(id: id) }
            do { _ = try library.makePresentation(id: id) } catch { sentences.append(error.description) }
        }
        #expect(sentences.count == 2 && sentences[0] == sentences[1], "\(sentences)")
        #expect(sentences.first?.contains("create answered NULL") == true, "\(sentences)")
    }

    @Test("a crash in handle_event fails that call, names the callback and leaves the host running")
    func crashInHandleEvent() throws {
        let registry = try registry("CrashesInController", isolated: true)
        let decider = try registry.makeInteractionDecider(try #require(registry.interactions.first))
        try decider.begin(operation: .present, duration: 0.5, container: Size(width: 400, height: 800))
        let events = pan(steps: 2)
        #expect(try decider.decide(events[0]) == .update(0))
        #expect(throws: TransitionError.self) { _ = try decider.decide(events[1]) }
        let failure = try #require(registry.isolationFailures.first)
        #expect(failure.callback == .handle_event)
        #expect(failure.description.contains("crashed in its handle_event"), "\(failure)")
        // Later calls answer at once, refused, rather than waiting on the dead process.
        #expect(throws: TransitionError.self) { _ = try decider.decide(events[2]) }
    }

    /// The recording sheet (seed 004's dimming sheet, RecordingPresentationController) driving
    /// `operation` through the registry, in process or isolated.
    private func record(_ operation: TransitionOperation, gesture: String?, width: Double, isolated: Bool) throws
        -> ScenarioRecording
    {
        let registry = try registry("RecordingPresentationController", isolated: isolated)
        let available = try #require(registry.presentations.first)
        var scenario = TransitionScenario(
            operation: operation, size: Size(width: width, height: 800),
            gesture: try gesture.map { try InteractiveGesture(parsing: $0) })
        scenario.presentationController = { presented, presenting in
            try? registry.makePresentationController(available, presented: presented, presenting: presenting)
        }
        return try scenario.run { DiagonalAnimator(presenting: $0 == .present) }
    }

    /// Every hook with a context, `animate_alongside` scrubbed and completed at the end or (a
    /// cancelled drag) at the start, and the adaptive answer in a compact window: the same frames
    /// isolated as in process (presentation.h's call order, seed 004).
    @Test(
        "the recording sheet presents, dismisses, cancels and adapts isolated frame for frame as in process",
        arguments: [
            (TransitionOperation.present, nil, 800.0), (.dismiss, nil, 800),
            (.present, "pan:0.1@0.1,0.2@0.3,release@0.6", 800), (.present, nil, 400),
        ] as [(TransitionOperation, String?, Double)])
    func presentationFramesMatch(operation: TransitionOperation, gesture: String?, width: Double) throws {
        let inProcess = try record(operation, gesture: gesture, width: width, isolated: false)
        let isolated = try record(operation, gesture: gesture, width: width, isolated: true)
        #expect(inProcess.frames.count > 2)
        #expect(isolated.frames.map(\.views) == inProcess.frames.map(\.views))
        #expect(isolated.diagnostics == inProcess.diagnostics)
        #expect(isolated.cancelled == inProcess.cancelled && isolated.completed == inProcess.completed)
        if width == 800 {
            let dimmed = inProcess.frames.contains { $0.views.contains { $0.name == "chrome.dimming" } }
            #expect(dimmed, "the chrome shows while the sheet is up")
        }
    }
}
