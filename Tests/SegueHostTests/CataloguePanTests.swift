import Foundation
import SegueEngine
import SegueHost
import SegueScenario
import Testing

extension HostTests {
    /// org.segue.pan against CEPanAnimationController: 0.3 s, the arriving view from the far edge
    /// (320 on the library's 320-point screen: the width), the leaving one to minus half the
    /// width (−160), on top going forward and underneath in reverse, along UIKit's default curve.
    @Suite("Catalogue: Pan")
    struct CataloguePanTests {
        static let width = 400.0

        @Test("present: Second pans in from the right over First, which pans half a width left")
        func presentPoses() throws {
            let recording = try BundledPlugins.run("pan", TransitionScenario(operation: .present))
            #expect(recording.duration == 0.3)
            let start = try CatalogueA.start(recording)
            for seconds in [0.0, 0.1, 0.15, 0.25] {
                let frame = try CatalogueA.frame(recording, at: seconds)
                let progress = CatalogueA.easeInOut((frame.time - start) / 0.3)
                let second = try CatalogueA.view("Second", in: frame), first = try CatalogueA.view("First", in: frame)
                #expect(abs(second.frame.minX - Self.width * (1 - progress)) < 1e-6, "Second at \(seconds) s: \(second.frame)")
                #expect(abs(first.frame.minX + Self.width / 2 * progress) < 1e-6, "First at \(seconds) s: \(first.frame)")
                #expect(second.frame.minY == 0 && second.frame.width == Self.width)
                let order = frame.views.map(\.name)
                #expect(try #require(order.firstIndex(of: "Second")) > (order.firstIndex(of: "First") ?? -1), "Second on top")
            }
            let middle = try CatalogueA.frame(recording, at: 0.15)
            #expect(abs(try CatalogueA.view("Second", in: middle).frame.minX - 200) < 5, "halfway across at half time")
        }

        @Test("dismiss (reverse): First pans in from half a width left beneath Second, which pans out right")
        func dismissPoses() throws {
            let recording = try BundledPlugins.run("pan", TransitionScenario(operation: .dismiss))
            let start = try CatalogueA.start(recording)
            for seconds in [0.05, 0.15, 0.25] {
                let frame = try CatalogueA.frame(recording, at: seconds)
                let progress = CatalogueA.easeInOut((frame.time - start) / 0.3)
                let second = try CatalogueA.view("Second", in: frame), first = try CatalogueA.view("First", in: frame)
                #expect(abs(first.frame.minX - (-Self.width / 2) * (1 - progress)) < 1e-6, "First at \(seconds) s: \(first.frame)")
                #expect(abs(second.frame.minX - Self.width * progress) < 1e-6, "Second at \(seconds) s: \(second.frame)")
                let order = frame.views.map(\.name)
                #expect(try #require(order.firstIndex(of: "First")) < (try #require(order.firstIndex(of: "Second"))), "First beneath")
            }
        }

        @Test("every operation completes cleanly and ends in the unanimated state")
        func endStates() throws { try CatalogueA.checkEndStates("pan") }

        @Test("cancelled at seeded random percentages it restores the starting tree exactly")
        func cancels() throws { try CatalogueA.checkCancels("pan", seed: 0x5A17) }

        @Test("segue validate --strictness 10 passes")
        func validates() throws {
            let result = try CatalogueA.validate("libSeguePluginPan.so")
            #expect(result.status == 0, "\(result.output)")
        }
    }
}
