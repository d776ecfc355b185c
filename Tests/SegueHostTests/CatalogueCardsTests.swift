import Foundation
import SegueEngine
import SegueHost
import SegueScenario
import Testing

extension HostTests {
    /// org.segue.cards against CECardsAnimationController (VCTransitionsLibrary, commit 3b0ae94):
    /// 1 s, one keyframe animation whose options name no curve, so UIKit eases the whole second in
    /// and out (eased progress G), and name CalculationModeCubic (lines 40 and 86), so each
    /// property's keys (G = 0 and its keyframes' ends) are joined by a Catmull-Rom spline
    /// (`CubicKeys`, animation.h), overshooting where a property holds between keys. Forward
    /// (lines 40–59): the from view to t1 (15° about x, 95 %, m34 −1/900) and alpha 0.6 over G in
    /// 0–0.4, then to t2 (80 %, up 8 % of the height, m34 −1/900); the to view from below the
    /// screen 30 points up over 0.6–0.8 and into place over 0.8–1. Reverse (lines 86–100): the from
    /// view off the bottom over 0–0.5; the to view from 60 % and alpha 0.6 to t1 and alpha 1 over
    /// 0.35–0.7, flat over 0.75–1.
    @Suite("Catalogue: Cards")
    struct CatalogueCardsTests {
        static let degrees15 = 15 * Double.pi / 180
        static let t1 = Transform3D(rotationAngle: degrees15, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(scaleX: 0.95, y: 0.95)).concatenating(Transform3D(perspectiveDistance: 900))
        static let t2 = Transform3D(scaleX: 0.8, y: 0.8).concatenating(Transform3D(translationX: 0, y: 800 * -0.08))
            .concatenating(Transform3D(perspectiveDistance: 900))
        static let small = Transform3D(scaleX: 0.6, y: 0.6)

        /// The keys of each property, forward: First's transform and alpha, Second's y.
        static let firstPoseForward: [(time: Double, value: Transform3D)] = [
            (0, .identity), (0.4, t1), (0.4, t1), (0.6, t2),
        ]
        static let firstAlphaForward: [(time: Double, value: Double)] = [(0, 1), (0, 1), (0.4, 0.6)]
        static let secondYForward: [(time: Double, value: Double)] = [
            (0, 800), (0.6, 800), (0.8, 770), (0.8, 770), (1, 0),
        ]
        /// And reverse: Second's y, First's transform and alpha.
        static let secondYReverse: [(time: Double, value: Double)] = [(0, 0), (0, 0), (0.5, 800)]
        static let firstPoseReverse: [(time: Double, value: Transform3D)] = [
            (0, small), (0.35, small), (0.7, t1), (0.75, t1), (1, .identity),
        ]
        static let firstAlphaReverse: [(time: Double, value: Double)] = [(0, 0.6), (0.35, 0.6), (0.7, 1)]

        /// The transition's frames with the eased progress of the whole keyframe animation.
        private func timeline(_ recording: ScenarioRecording) throws -> [(g: Double, frame: TraceRecorder.Frame)] {
            let start = try CatalogueA.start(recording)
            return recording.frames.filter { $0.time - start >= 0 && $0.time - start < 1 - 1e-9 }
                .map { (CatalogueA.easeInOut($0.time - start), $0) }
        }

        @Test(
            """
            present: First tips back, dims and settles small; Second waits below, peeks \
            30 points, rises, along the cubic spline through the eased keyframe times
            """
        )
        func presentPoses() throws {
            let recording = try BundledPlugins.run("cards", TransitionScenario(operation: .present))
            #expect(recording.duration == 1)
            var checked = (tipping: 0, settling: 0, peek: 0, rise: 0)
            for (g, frame) in try timeline(recording) {
                let first = try CatalogueA.view("First", in: frame)
                let second = try CatalogueA.view("Second", in: frame)
                #expect(
                    abs(first.alpha - CubicKeys.value(Self.firstAlphaForward, at: g)) < 1e-9,
                    "First's alpha at G = \(g)")
                let pose = CubicKeys.transform(Self.firstPoseForward, at: g)
                #expect(CatalogueA.close(first.transform3D, pose), "First at G = \(g): \(first.transform3D)")
                let y = CubicKeys.value(Self.secondYForward, at: g)
                #expect(abs(second.frame.minY - y) < 1e-6, "Second at G = \(g): \(second.frame.minY), not \(y)")
                if g < 0.4 {
                    checked.tipping += 1
                } else if g < 0.6 {
                    checked.settling += 1
                } else if g < 0.8 {
                    checked.peek += 1
                } else {
                    checked.rise += 1
                }
                let order = frame.views.map(\.name)
                #expect(try #require(order.firstIndex(of: "Second")) > (try #require(order.firstIndex(of: "First"))))
            }
            #expect(checked.tipping > 5 && checked.settling > 1 && checked.peek > 1 && checked.rise > 1, "\(checked)")
            // Worked numbers. First's alpha at G = 0.1 (u = 0.25 of 0…0.4, tangents both −0.2):
            // 1 − 0.4 · (−u³ + 1.5u² + 0.5u) = 1 − 0.4 · 0.203125 = 0.91875 (linear keyframes: 0.9).
            #expect(abs(CubicKeys.value(Self.firstAlphaForward, at: 0.1) - 0.91875) < 1e-12)
            // Second at G = 0.5 waits below but sinks a little first: u = 5/6 of the held gap
            // 0…0.6 whose far tangent is (770 − 800) / 2 = −15: 800 − 15 · h11(5/6) = 800 + 15 · 25/216.
            #expect(abs(CubicKeys.value(Self.secondYForward, at: 0.5) - (800 + 15 * 25 / 216)) < 1e-9)
            let middle = try CatalogueA.frame(recording, at: 0.5)
            if abs(middle.time - (try CatalogueA.start(recording)) - 0.5) < 1e-9 {
                #expect(abs(try CatalogueA.view("Second", in: middle).frame.minY - (800 + 15 * 25 / 216)) < 1e-6)
            }
        }

        @Test(
            """
            dismiss (reverse): Second drops off the bottom over the \
            first half of G; First grows from 60 % through t1 to flat
            """
        )
        func dismissPoses() throws {
            let recording = try BundledPlugins.run("cards", TransitionScenario(operation: .dismiss))
            var checked = (small: 0, growing: 0, flattening: 0)
            for (g, frame) in try timeline(recording) {
                let first = try CatalogueA.view("First", in: frame)
                let second = try CatalogueA.view("Second", in: frame)
                #expect(
                    abs(second.frame.minY - CubicKeys.value(Self.secondYReverse, at: g)) < 1e-6, "Second at G = \(g)")
                let pose = CubicKeys.transform(Self.firstPoseReverse, at: g)
                #expect(CatalogueA.close(first.transform3D, pose), "First at G = \(g): \(first.transform3D)")
                #expect(
                    abs(first.alpha - CubicKeys.value(Self.firstAlphaReverse, at: g)) < 1e-9,
                    "First's alpha at G = \(g)")
                if g <= 0.35 {
                    checked.small += 1
                } else if g <= 0.75 {
                    checked.growing += 1
                } else {
                    checked.flattening += 1
                }
                let order = frame.views.map(\.name)
                #expect(
                    try #require(order.firstIndex(of: "First")) < (try #require(order.firstIndex(of: "Second"))),
                    "First beneath")
            }
            #expect(checked.small > 5 && checked.growing > 5 && checked.flattening > 5, "\(checked)")
            // On its keys First shows the original's poses exactly: t1 at G = 0.7 and 0.75.
            #expect(
                CubicKeys.transform(Self.firstPoseReverse, at: 0.7) == Self.t1
                    && CubicKeys.transform(Self.firstPoseReverse, at: 0.75) == Self.t1)
            // Second drops off in one keyframe over 0…0.5 (tangents both 400): at G = 0.25 it is
            // 800 · (−u³ + 1.5u² + 0.5u) at u = 0.5, half way, 400.
            #expect(abs(CubicKeys.value(Self.secondYReverse, at: 0.25) - 400) < 1e-9)
        }

        @Test("every operation completes cleanly and ends in the unanimated state")
        func endStates() throws { try CatalogueA.checkEndStates("cards") }

        @Test("cancelled at seeded random percentages it restores the starting tree exactly")
        func cancels() throws { try CatalogueA.checkCancels("cards", seed: 0xCA4D5) }

        @Test("segue validate --strictness 10 passes")
        func validates() throws {
            let result = try CatalogueA.validate("libSeguePluginCards.so")
            #expect(result.status == 0, "\(result.output)")
        }
    }
}
