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

        @Test(
            "each gesture finishes past half way and cancels short of it",
            arguments: [
                ("hpan:0.2@0.1,0.6@0.3,release", true), ("hpan:-0.2@0.1,-0.6@0.3,release", true),
                ("hpan:0.1@0.1,0.15@0.3,release@0.6", false),
                ("hpan:0.1@0.1,0.25@0.3,release", true), ("hpan:0.2@0.1,0.6@0.3,cancel", false),
                ("pinch:0.8@0.1,0.4@0.3,release", true), ("pinch:0.9@0.1,0.85@0.3,release@0.6", false),
                ("pinch:0.9@0.1,0.7@0.3,release", true), ("pinch:0.8@0.1,0.4@0.3,cancel", false),
            ])
        func releaseRule(gesture: String, finishes: Bool) throws {
            let recording = try dismiss(with: gesture)
            #expect(recording.finished, "\(gesture): the operation's completion runs once")
            #expect(recording.cancelled == !finishes, "\(gesture)")
            if !finishes {
                #expect(
                    recording.frames.last.map { RenderTreeSnapshot(views: $0.views) }
                        == recording.frames.first.map { RenderTreeSnapshot(views: $0.views) },
                    "\(gesture): cancel restores the first frame")
            }
        }

        @Test("the pinch's progress follows the fingers and the horizontal pan the width")
        func progressFollowsTheGesture() throws {
            #expect(PinchReleaseInteraction.progress(scale: 0.25) == 0.75)
            #expect(
                PinchReleaseInteraction.progress(scale: 1.5) == 0 && PinchReleaseInteraction.progress(scale: 0) == 1)
            let pan = try PanGestureSpec(parsing: "hpan:0.5@0.2,release")
            #expect(pan.axis == .horizontal)
            #expect(
                try pan.script(container: Size(width: 400, height: 800)).samples.map(\.translation) == [
                    Point(x: 200, y: 0)
                ])
        }

        /// The frames follow the finger: every interactive update of the transition is the
        /// horizontal pan's fraction at that frame's time, interpolated between the waypoints.
        @Test("the transition's progress follows the interpolated finger frame by frame")
        func progressFollowsTheFinger() throws {
            let text = "hpan:0.2@0.1,0.6@0.3,release"
            let recording = try dismiss(with: text)
            guard case .pan(let pan) = try InteractiveGesture(parsing: text) else {
                Issue.record("not a pan")
                return
            }
            let path = try pan.script(container: Size(width: 400, height: 800)).path
            let start = try #require(
                recording.events.first { $0.name == "interaction.startInteractiveTransition(_:)" }?.time)
            let updates = recording.events.compactMap { event -> (Double, Double)? in
                guard case .context(.updateInteractiveTransition(let percent)) = event.call else { return nil }
                return (event.time - start, percent)
            }
            #expect(
                updates.count >= 17, "one update per frame of the 0.3 s drag, not one per waypoint: \(updates.count)")
            for (elapsed, percent) in updates {
                #expect(abs(percent - abs(path.value(at: elapsed).x) / 400) < 1e-9, "at \(elapsed) s")
            }
            let frames = recording.frames.filter { $0.time > start && $0.time < start + 0.3 }
            #expect(
                Set(frames.map { RenderTreeSnapshot(views: $0.views) }).count == frames.count,
                "no two frames of the drag alike")
        }

        /// The release rule reads the fraction where the finger lifted and its velocity over its
        /// last movement, and the recording says which part of the rule decided.
        @Test(
            "the release says where and how fast the finger lifted and what decided",
            arguments: [
                ("hpan:0.2@0.1,0.6@0.3,release", 0.6, 2.0, GestureRelease.Reason.pastHalfway),
                ("hpan:0.1@0.1,0.3@0.2,release", 0.3, 2.0, .flicked),
                ("hpan:0.1@0.1,0.3@0.2,release@0.3", 0.3, 0.0, .shortAndSlow),
                ("hpan:0.2@0.1,0.4@0.2,0.3@0.3,release", 0.3, -1.0, .shortAndSlow),
                ("hpan:0.2@0.1,0.6@0.3,cancel", 0.6, 2.0, .systemCancelled),
                ("pinch:0.8@0.1,0.4@0.3,release", 0.6, 2.0, .pastHalfway),
                ("pinch:0.9@0.1,0.7@0.3,release", 0.3, 1.0, .flicked),
            ])
        func releaseDecision(gesture: String, fraction: Double, velocity: Double, reason: GestureRelease.Reason) throws
        {
            let recording = try dismiss(with: gesture)
            let release = try #require(recording.release, "\(gesture)")
            #expect(abs(release.fraction - fraction) < 1e-9, "\(gesture): fraction \(release.fraction)")
            #expect(abs(release.velocity - velocity) < 1e-6, "\(gesture): velocity \(release.velocity)")
            #expect(release.reason == reason, "\(gesture)")
            #expect(recording.cancelled == !release.finishes, "\(gesture): the transition ended as the release decided")
        }

        @Test("the release's sentence names the fraction, the velocity and the rule's part")
        func releaseSentence() {
            #expect(
                GestureRelease(fraction: 0.62, velocity: 1.4, systemCancelled: false).sentence
                    == "released at 0.62 moving 1.4/s: finished (fraction ≥ 0.5)")
            #expect(
                GestureRelease(fraction: 0.3, velocity: 0.75, systemCancelled: false).sentence
                    == "released at 0.3 moving 0.75/s: finished (fraction < 0.5 but velocity ≥ 0.5/s)")
            #expect(
                GestureRelease(fraction: 0.15, velocity: -0.004, systemCancelled: false).sentence
                    == "released at 0.15 moving 0/s: cancelled (fraction < 0.5 and velocity < 0.5/s)")
            #expect(
                GestureRelease(fraction: 0.7, velocity: 2, systemCancelled: true).sentence
                    == "cancelled by the system at 0.7 moving 2/s: cancelled (a cancelled gesture always cancels)")
        }

        @Test(
            "bad gestures are one sentence naming the part",
            arguments: [
                ("swipe:0@0,release", "must start with pan:, hpan: or pinch:"),
                ("pinch:11@0.1,release", "out of range"),
                ("pinch:0.5@0.1", "never lifts the finger"), ("hpan:release", "has no positions"),
                ("pinch:0.5@0.2,0.4@0.1,release", "out of order"),
            ])
        func refusals(gesture: String, says: String) {
            #expect(throws: TransitionError.self) { try InteractiveGesture(parsing: gesture) }
            do { _ = try InteractiveGesture(parsing: gesture) } catch {
                #expect(error.description.contains(says), "\(error)")
            }
        }
    }
}
