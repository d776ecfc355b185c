import SegueEngine
import SegueKit
import SegueScenario
import Testing

@testable import SegueHost

extension HostTests {
    /// The bundled bottom sheet in process through SegueKit's modal transition, driven by scripted
    /// drags (`SheetDragSequence`): presented at medium, dragged to large, swiped away (the
    /// interactive dismissal of presentation.h's DISMISS_INTERACTIVELY), or pulled a little and
    /// let go (a cancelled dismissal: dismissalTransitionWillBegin, then
    /// dismissalTransitionDidEnd(false), UIPresentationController.h). The poses at rest are
    /// computed from the container and the plugin's detent rules (BottomSheetDetents.swift).
    @Suite("A bottom sheet dragged between detents and swiped away")
    struct BottomSheetDragScenarioTests {
        private let id = "org.segue.bottom-sheet"
        /// A container unlike the 400 × 800 default, so no pose matches by accident.
        private let size = Size(width: 500, height: 900)
        /// The plugin's inset above the large detent (`Detent.largeTopInset`); headless, the safe area is zero.
        private let largeTopInset = 10.0

        /// The sheet's frame at a detent `height` points tall, resting on the container's bottom edge.
        private func detent(height: Double) -> Rect {
            Rect(x: 0, y: size.height - height, width: size.width, height: height)
        }

        /// Presents Second through the bundled sheet with a diagonal animator, then plays `drags`.
        private func run(_ drags: String) throws -> ScenarioRecording {
            let library = try ControllerLibrary("BottomSheet")
            var scenario = TransitionScenario(operation: .present, size: size)
            scenario.presentationController = { [id] presented, presenting in
                try? PluginPresentationController(
                    raw: try library.makePresentation(id), id: id, name: "Bottom Sheet",
                    capabilities: [.gestures, .interactiveDismiss], keepAlive: library,
                    presentedViewController: presented, presenting: presenting)
            }
            scenario.sheetDrags = try SheetDragSequence(parsing: drags)
            return try scenario.run { DiagonalAnimator(presenting: $0 == .present) }
        }

        /// Second's frame in each recorded frame (nil once it left the window).
        private func sheetFrames(_ recording: ScenarioRecording) -> [Rect?] {
            recording.frames.map { frame in frame.views.first { $0.name == "Second" }?.frame }
        }

        /// The frames Second rested at (unchanged for the sequence's rest between drags), in order.
        private func rests(_ recording: ScenarioRecording) -> [Rect] {
            let restFrames = Int(SheetDragSequence.restBetween * 60) - 1
            var rests: [Rect] = []
            var run: (frame: Rect?, count: Int) = (nil, 0)
            for frame in sheetFrames(recording) {
                run = frame == run.frame ? (frame, run.count + 1) : (frame, 1)
                if run.count == restFrames, let frame, rests.last != frame { rests.append(frame) }
            }
            return rests
        }

        @Test("presented at medium, dragged up to large, swiped down: dismissed interactively")
        func dragToLargeThenSwipeAway() throws {
            let recording = try run("up 300, down 800")
            let medium = detent(height: (size.height / 2).rounded(.down))
            let large = detent(height: size.height - largeTopInset)
            #expect(rests(recording) == [medium, large], "\(rests(recording))")
            #expect(sheetFrames(recording).last == .some(nil), "Second left the window")
            let names = recording.events.map(\.name)
            #expect(names.contains("interaction.startInteractiveTransition(_:)"))
            #expect(names.contains("context.finishInteractiveTransition()"))
            let dismissal = names.filter { $0.hasPrefix("presentation.dismissal") }
            #expect(
                dismissal == [
                    "presentation.dismissalTransitionWillBegin()", "presentation.dismissalTransitionDidEnd(_:)",
                ])
            #expect(recording.completed == true && recording.finished)
            #expect(recording.diagnostics.isEmpty, "\(recording.diagnostics)")
            // The dismissal starts where the finger holds the sheet: no frame jumps back up to a detent.
            let tops = sheetFrames(recording).compactMap { $0?.minY }
            let lastLarge = try #require(tops.lastIndex(of: large.minY))
            #expect(zip(tops[lastLarge...], tops[lastLarge...].dropFirst()).allSatisfy { $0 <= $1 })
        }

        @Test("a short slow pull is let go: the dismissal cancels and the sheet settles at medium, chrome kept")
        func shortPullCancels() throws {
            let recording = try run("down 80@1")
            let medium = detent(height: (size.height / 2).rounded(.down))
            #expect(sheetFrames(recording).last == medium)
            let names = recording.events.map(\.name)
            #expect(names.contains("context.cancelInteractiveTransition()"))
            #expect(recording.completed == false)
            let end = try #require(recording.frames.last).views.map(\.name)
            #expect(end.contains("grabber") && end.contains("dimming"), "\(end)")
            #expect(recording.diagnostics.isEmpty, "\(recording.diagnostics)")
        }
    }
}
