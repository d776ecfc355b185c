import Foundation
import SegueEngine
import SegueKit
import SegueScenario
import Testing

extension HostTests {
    /// The `--interactive` language's three gestures, each with UIKit's release rule: a finish
    /// and a cancel for the vertical pan's new siblings, the horizontal pan (fractions of the
    /// width, either direction) and the pinch (the fingers closing).
    @Suite("Horizontal pans and pinches drive transitions and obey the release rule")
    struct InteractiveGestureTests {
        /// Runs `gesture` on a native Diagonal dismissal.
        private func dismiss(with gesture: String) throws -> ScenarioRecording {
            try TransitionScenario(operation: .dismiss, gesture: try InteractiveGesture(parsing: gesture))
                .run { DiagonalAnimator(presenting: $0 == .present) }
        }

        @Test("each gesture finishes past half way and cancels short of it", arguments: [
            ("hpan:0.2@0.1,0.6@0.3,release", true), ("hpan:-0.2@0.1,-0.6@0.3,release", true), ("hpan:0.1@0.1,0.15@0.3,release@0.6", false),
            ("hpan:0.1@0.1,0.2@0.3,release", true), ("hpan:0.2@0.1,0.6@0.3,cancel", false),
            ("pinch:0.8@0.1,0.4@0.3,release", true), ("pinch:0.9@0.1,0.85@0.3,release@0.6", false),
            ("pinch:0.9@0.1,0.7@0.3,release", true), ("pinch:0.8@0.1,0.4@0.3,cancel", false),
        ])
        func releaseRule(gesture: String, finishes: Bool) throws {
            let recording = try dismiss(with: gesture)
            #expect(recording.finished, "\(gesture): the operation's completion runs once")
            #expect(recording.cancelled == !finishes, "\(gesture)")
            if !finishes {
                #expect(recording.frames.last.map { RenderTreeSnapshot(views: $0.views) } == recording.frames.first.map { RenderTreeSnapshot(views: $0.views) },
                        "\(gesture): cancel restores the first frame")
            }
        }

        @Test("the pinch's progress follows the fingers and the horizontal pan the width")
        func progressFollowsTheGesture() throws {
            #expect(PinchReleaseInteraction.progress(scale: 0.25) == 0.75)
            #expect(PinchReleaseInteraction.progress(scale: 1.5) == 0 && PinchReleaseInteraction.progress(scale: 0) == 1)
            let pan = try PanGestureSpec(parsing: "hpan:0.5@0.2,release")
            #expect(pan.axis == .horizontal)
            #expect(try pan.script(container: Size(width: 400, height: 800)).samples.map(\.translation) == [Point(x: 200, y: 0)])
        }

        @Test("bad gestures are one sentence naming the part", arguments: [
            ("swipe:0@0,release", "must start with pan:, hpan: or pinch:"), ("pinch:11@0.1,release", "out of range"),
            ("pinch:0.5@0.1", "never lifts the finger"), ("hpan:release", "has no positions"), ("pinch:0.5@0.2,0.4@0.1,release", "out of order"),
        ])
        func refusals(gesture: String, says: String) {
            #expect(throws: TransitionError.self) { try InteractiveGesture(parsing: gesture) }
            do { _ = try InteractiveGesture(parsing: gesture) } catch { #expect(error.description.contains(says), "\(error)") }
        }
    }
}
