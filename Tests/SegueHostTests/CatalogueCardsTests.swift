import Foundation
import SegueEngine
import SegueHost
import SegueScenario
import Testing

extension HostTests {
    /// org.segue.cards against CECardsAnimationController: 1 s; keyframes on one ease-in-out
    /// timeline. Forward: the from view to t1 (15° about x, 95 %, m34 −1/900) and alpha 0.6 over
    /// 0–0.4, to t2 (80 %, up 8 % of the height, m34 −1/900) by 0.6; the to view from below the
    /// screen 30 points up by 0.8 and into place by 1. Reverse: the from view off the bottom by
    /// 0.5; the to view from 60 % and alpha 0.6 to t1 and alpha 1 over 0.35–0.7, flat by 1.
    @Suite("Catalogue: Cards")
    struct CatalogueCardsTests {
        static let degrees15 = 15 * Double.pi / 180
        static let t1 = Transform3D(rotationAngle: degrees15, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(scaleX: 0.95, y: 0.95)).concatenating(Transform3D(perspectiveDistance: 900))
        static let t2 = Transform3D(scaleX: 0.8, y: 0.8).concatenating(Transform3D(translationX: 0, y: 800 * -0.08))
            .concatenating(Transform3D(perspectiveDistance: 900))

        /// The transition's frames with their time fraction (keyframe windows are in time; Segue eases each keyframe within its window).
        private func timeline(_ recording: ScenarioRecording) throws -> [(progress: Double, frame: TraceRecorder.Frame)] {
            let start = try CatalogueA.start(recording)
            return recording.frames.filter { $0.time - start >= 0 && $0.time - start < 1 - 1e-9 }
                .map { (($0.time - start) / 1, $0) }
        }

        @Test("present: First tips back, dims and settles small; Second waits below, peeks 30 points, rises")
        func presentPoses() throws {
            let recording = try BundledPlugins.run("cards", TransitionScenario(operation: .present))
            #expect(recording.duration == 1)
            var checked = (hold: 0, settled: 0, peek: 0, rise: 0)
            for (progress, frame) in try timeline(recording) {
                let first = try CatalogueA.view("First", in: frame), second = try CatalogueA.view("Second", in: frame)
                if progress <= 0.6 { #expect(abs(second.frame.minY - 800) < 1e-6, "Second waits below at \(progress)"); checked.hold += 1 }
                if progress >= 0.4 { #expect(abs(first.alpha - 0.6) < 1e-9, "First dimmed at \(progress)") } else { #expect(first.alpha >= 0.6 && first.alpha <= 1) }
                if progress >= 0.6 {
                    #expect(CatalogueA.close(first.transform3D, Self.t2), "First settled at \(progress): \(first.transform3D)")
                    checked.settled += 1
                }
                if progress > 0.6 && progress <= 0.8 { #expect(second.frame.minY >= 770 - 1e-6 && second.frame.minY <= 800 + 1e-9); checked.peek += 1 }
                if progress > 0.8 { #expect(second.frame.minY <= 770 + 1e-9); checked.rise += 1 }
                let order = frame.views.map(\.name)
                #expect(try #require(order.firstIndex(of: "Second")) > (try #require(order.firstIndex(of: "First"))))
            }
            #expect(checked.hold > 5 && checked.settled > 5 && checked.peek > 1 && checked.rise > 1, "\(checked)")
        }

        @Test("dismiss (reverse): Second drops off the bottom by half way; First grows from 60 % through t1 to flat")
        func dismissPoses() throws {
            let recording = try BundledPlugins.run("cards", TransitionScenario(operation: .dismiss))
            var checked = (small: 0, t1: 0, gone: 0)
            for (progress, frame) in try timeline(recording) {
                let first = try CatalogueA.view("First", in: frame), second = try CatalogueA.view("Second", in: frame)
                if progress <= 0.35 {
                    #expect(CatalogueA.close(first.transform3D, Transform3D(scaleX: 0.6, y: 0.6)) && abs(first.alpha - 0.6) < 1e-9, "at \(progress)")
                    checked.small += 1
                }
                if progress >= 0.7 && progress <= 0.75 {
                    #expect(CatalogueA.close(first.transform3D, Self.t1), "First at t1 at \(progress): \(first.transform3D)")
                    #expect(abs(first.alpha - 1) < 1e-9)
                    checked.t1 += 1
                }
                if progress >= 0.5 { #expect(abs(second.frame.minY - 800) < 1e-6, "Second off the bottom at \(progress)"); checked.gone += 1 }
                let order = frame.views.map(\.name)
                #expect(try #require(order.firstIndex(of: "First")) < (try #require(order.firstIndex(of: "Second"))), "First beneath")
            }
            #expect(checked.small > 5 && checked.t1 >= 1 && checked.gone > 5, "\(checked)")
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
