import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import Testing

extension HostTests {
    /// Bubble against andreamazz/BubbleTransition: a round view of side 2·√(lx² + ly²) (lx, ly the
    /// start point's largest distances to the container's sides), centred on the start point,
    /// scales from 0.001 to 1 while the presented view grows from 0.001 at the start point back to
    /// its centre and fades in, over 0.5 s eased in and out; dismissal runs it backwards.
    ///
    /// The numbers, from andreamazz/BubbleTransition's Source/BubbleTransition.swift (commit
    /// 00507aa): line 55 sets the duration, 0.5 s, and line 66 the white default colour; line 107
    /// sizes the bubble with frameForBubble (lines 157–163: twice the distance from the start point
    /// to the farthest corner), line 108 rounds it to a circle, line 109 centres it on the start
    /// point and line 110 shrinks it to 0.001; lines 114–116 put the presented view's centre on the
    /// start point at scale 0.001 and alpha 0; line 119 animates with
    /// `animateWithDuration(_:animations:)`, UIKit's ease-in-out, to lines 120–123 (bubble and view
    /// at identity, alpha 1, centre home). Dismissal, lines 137–141, animates the same values back.
    /// Checked at the start, at an eighth, a quarter and three eighths, and on the last frame
    /// before the end.
    @Suite("Catalogue: Bubble matches BubbleTransition")
    struct CatalogueBubbleTests {
        /// The original's bubble side for `start` in a 400×800 container.
        static func side(_ start: Point) -> Double {
            let lx = max(start.x, 400 - start.x)
            let ly = max(start.y, 800 - start.y)
            return 2 * (lx * lx + ly * ly).squareRoot()
        }

        /// Equal within a thousandth of a point (the engine solves its Bézier curve to its own precision).
        static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-3) -> Bool { abs(a - b) <= tolerance }

        @Test(
            "key poses from the start to the end, present and dismiss, default and chosen start and colour",
            arguments: [PluginOperation.present, .dismiss], [false, true])
        func keyPoses(operation: PluginOperation, chosen: Bool) throws {
            let parameters: [String: Double] =
                chosen ? ["start-x": 0.25, "start-y": 0.1, "red": 0.2, "green": 0.4, "blue": 0.6] : [:]
            let start = chosen ? Point(x: 100, y: 80) : Point(x: 200, y: 800)
            let color = chosen ? Color(red: 0.2, green: 0.4, blue: 0.6) : Color(red: 1, green: 1, blue: 1)
            let side = Self.side(start)
            if chosen { #expect(side == 1560) }
            let recording = try BundledPlugins.run(
                "org.segue.bubble", TransitionScenario(operation: operation), parameters: parameters)
            let present = operation == .present
            for seconds in [0, 0.125, 0.25, 0.375, 0.5 - 1.0 / 60] {
                let frame = try CatalogueB.frame(at: seconds, in: recording)
                let elapsed = frame.time - CatalogueB.start(recording.frames)
                let eased = CatalogueB.bezier(0.42, 0, 0.58, 1, at: elapsed / 0.5)
                let grown = present ? eased : 1 - eased
                let scale = 0.001 + 0.999 * grown
                let bubble = try CatalogueB.view("bubble", in: frame)
                #expect(
                    Self.close(bubble.center.x, start.x) && Self.close(bubble.center.y, start.y), "\(bubble.center)")
                #expect(Self.close(bubble.bounds.width, side) && Self.close(bubble.bounds.height, side))
                #expect(Self.close(bubble.cornerRadius, side / 2))
                #expect(
                    Self.close(bubble.transform3D.m11, scale) && Self.close(bubble.transform3D.m22, scale),
                    "bubble at \(elapsed): \(bubble.transform3D.m11) vs \(scale)")
                #expect(bubble.backgroundColor == color)
                let moving = try CatalogueB.view(present ? "Second" : "Second", in: frame)
                #expect(
                    Self.close(moving.transform3D.m11, scale) && Self.close(moving.alpha, grown),
                    "\(operation) at \(elapsed)")
                // Its centre travels from the start point home to the container's centre.
                #expect(
                    Self.close(moving.center.x, start.x + (200 - start.x) * grown)
                        && Self.close(moving.center.y, start.y + (400 - start.y) * grown),
                    "\(moving.center) \(moving.frame) at \(grown)")
                // The bubble lies right under the moving view.
                let names = frame.views.map(\.name)
                #expect(names.firstIndex(of: "bubble").map { names[names.index(after: $0)] } == "Second")
            }
        }

        @Test(
            "present, dismiss, push and pop complete cleanly and end as the unanimated tree",
            arguments: [PluginOperation.present, .dismiss, .push, .pop])
        func cleanRuns(operation: PluginOperation) throws {
            try CatalogueB.expectCleanRun("org.segue.bubble", operation)
            try CatalogueB.expectCleanRun(
                "org.segue.bubble", operation, parameters: ["start-x": 0, "start-y": 0, "red": 0.1])
        }

        @Test(
            "cancelling at seeded random depths restores the starting tree exactly",
            arguments: [PluginOperation.present, .dismiss])
        func cancels(operation: PluginOperation) throws {
            try CatalogueB.expectCancelsRestore("org.segue.bubble", operation, seed: 0xB0BB1E)
        }
    }
}
