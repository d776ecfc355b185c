import Foundation
import SegueEngine
import SegueHost
import SegueScenario
import Testing

extension HostTests {
    /// org.segue.pan against CEPanAnimationController: 0.3 s, the arriving view from the far edge
    /// (320 on the library's 320-point screen: the width), the leaving one to minus half the
    /// width (−160), on top going forward and underneath in reverse, along UIKit's default curve.
    ///
    /// The numbers, from VCTransitionsLibrary's AnimationControllers/CEPanAnimationController.m
    /// (commit 78cf23f): line 15 sets the duration, 0.3 s; line 19 starts the arriving view at
    /// x = 320 (forward) or −160 (reverse) and line 21 puts it in front (forward) or at the back
    /// (reverse); line 25 animates with `animateWithDuration:animations:`, UIKit's ease-in-out;
    /// line 26 sends the leaving view to x = −160 (forward) or 320 (reverse) and line 27 brings
    /// the arriving one to x = 0. On the library's 320-point screen 320 is the width and −160
    /// minus half of it; Segue's scene is 400 wide. The poses are checked on the views the
    /// context hands the animator (`First` and `Second`), at the start, at key fractions and on
    /// the last frame before the end.
    @Suite("Catalogue: Pan")
    struct CataloguePanTests {
        static let width = 400.0

        @Test("present: Second pans in from the right over First, which pans half a width left")
        func presentPoses() throws {
            let recording = try BundledPlugins.run("pan", TransitionScenario(operation: .present))
            #expect(recording.duration == 0.3)
            let start = try CatalogueA.start(recording)
            for seconds in [0.0, 0.1, 0.15, 0.25, 0.3 - 1.0 / 60] {
                let frame = try CatalogueA.frame(recording, at: seconds)
                let progress = CatalogueA.easeInOut((frame.time - start) / 0.3)
                let second = try CatalogueA.view("Second", in: frame)
                let first = try CatalogueA.view("First", in: frame)
                #expect(
                    abs(second.frame.minX - Self.width * (1 - progress)) < 1e-6,
                    "Second at \(seconds) s: \(second.frame)")
                #expect(
                    abs(first.frame.minX + Self.width / 2 * progress) < 1e-6, "First at \(seconds) s: \(first.frame)")
                #expect(second.frame.minY == 0 && second.frame.width == Self.width)
                let order = frame.views.map(\.name)
                #expect(
                    try #require(order.firstIndex(of: "Second")) > (order.firstIndex(of: "First") ?? -1),
                    "Second on top")
            }
            // The start pose exactly: Second one width to the right, First where it was.
            let first = try CatalogueA.frame(recording, at: 0)
            #expect(try CatalogueA.view("Second", in: first).frame.minX == Self.width)
            #expect(try CatalogueA.view("First", in: first).frame.minX == 0)
            let middle = try CatalogueA.frame(recording, at: 0.15)
            #expect(abs(try CatalogueA.view("Second", in: middle).frame.minX - 200) < 5, "halfway across at half time")
        }

        @Test("dismiss (reverse): First pans in from half a width left beneath Second, which pans out right")
        func dismissPoses() throws {
            let recording = try BundledPlugins.run("pan", TransitionScenario(operation: .dismiss))
            let start = try CatalogueA.start(recording)
            for seconds in [0.0, 0.05, 0.15, 0.25, 0.3 - 1.0 / 60] {
                let frame = try CatalogueA.frame(recording, at: seconds)
                let progress = CatalogueA.easeInOut((frame.time - start) / 0.3)
                let second = try CatalogueA.view("Second", in: frame)
                let first = try CatalogueA.view("First", in: frame)
                #expect(
                    abs(first.frame.minX - (-Self.width / 2) * (1 - progress)) < 1e-6,
                    "First at \(seconds) s: \(first.frame)")
                #expect(
                    abs(second.frame.minX - Self.width * progress) < 1e-6, "Second at \(seconds) s: \(second.frame)")
                let order = frame.views.map(\.name)
                #expect(
                    try #require(order.firstIndex(of: "First")) < (try #require(order.firstIndex(of: "Second"))),
                    "First beneath")
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
