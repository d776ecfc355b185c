import Foundation
import SegueEngine
import SegueHost
import SegueScenario
import Testing

extension HostTests {
    /// org.segue.fold against CEFoldAnimationController: 1 s, `folds` 2; each view cut into
    /// 2 × folds strips of width/2/folds; left strips hinged on their left edge at 2i × strip,
    /// right strips on their right edge at (2i + 2) × strip; forward the from strips gather at the
    /// right edge (x = width) and the to strips spread from the left edge (x = 0), reverse the
    /// other way; container perspective m34 = −0.005; shades 0 → 1 folding, 1 → 0 unfolding;
    /// gradients from (0, 0.2) to (1, 0) on left strips and (1, 0) to (0, 1) on right ones.
    ///
    /// The numbers, from VCTransitionsLibrary's AnimationControllers/CEFoldAnimationController.m
    /// (commit 6d58b23): line 15 sets 2 folds and CEReversibleAnimationController.m (196440a) line
    /// 15 the 1 s duration; lines 30–32 put m34 = −0.005 on the container's sublayer transform; line
    /// 36 makes the strips width / 2 / folds wide; lines 49 and 54 hinge the leaving view's strips
    /// at 2i × strip and (2i + 2) × strip with their shades clear (lines 51, 56); lines 61–62 and
    /// 66–67 start the arriving view's strips at x = 0 (forward) or the width (reverse), turned
    /// by ±π/2 about y; line 76 animates with `animateWithDuration:animations:`, UIKit's
    /// ease-in-out; lines 85–87 and 90–92 gather the leaving strips at the width (forward) or 0,
    /// turned by CATransform3DRotate(perspective, ±π/2, 0, 1, 0), their shades opaque; lines 97–99
    /// and 102–104 bring the arriving strips home flat, their shades clear. Line 157 sets the
    /// anchor (0 or 1, 0.5) and lines 176–177 the gradient's ends.
    @Suite("Catalogue: Fold")
    struct CatalogueFoldTests {
        private func poses(_ operation: PluginOperation, folds: Int) throws {
            let forward = operation == .present
            let recording = try BundledPlugins.run(
                "fold", TransitionScenario(operation: operation), parameters: ["folds": Double(folds)])
            #expect(recording.duration == 1)
            let start = try CatalogueA.start(recording)
            let strip = 400.0 / 2 / Double(folds)
            let gather = forward ? 400.0 : 0
            let spread = forward ? 0.0 : 400
            var checked = 0
            for frame in recording.frames where frame.time - start >= 0 && frame.time - start < 1 - 1e-9 {
                let progress = CatalogueA.easeInOut(frame.time - start)
                let names = frame.views.map(\.name)
                #expect(names.filter { $0.hasPrefix("fold.from.") && !$0.hasSuffix(".shade") }.count == 2 * folds)
                #expect(names.filter { $0.hasPrefix("fold.to.") && !$0.hasSuffix(".shade") }.count == 2 * folds)
                #expect(frame.views.filter { $0.sublayerTransform.m34 == -0.005 }.count == 1)
                for index in 0..<folds {
                    for left in [true, false] {
                        let side = left ? "l" : "r"
                        let hinge = left ? Double(2 * index) * strip : Double(2 * index + 2) * strip
                        let from = try CatalogueA.view("fold.from.\(index).\(side)", in: frame)
                        let to = try CatalogueA.view("fold.to.\(index).\(side)", in: frame)
                        #expect(
                            from.anchorPoint == Point(x: left ? 0 : 1, y: 0.5) && to.anchorPoint == from.anchorPoint)
                        #expect(from.bounds.width == strip && from.bounds.height == 800)
                        #expect(
                            abs(from.center.x - (hinge + (gather - hinge) * progress)) < 1e-6,
                            "from \(index)\(side) at \(progress): \(from.center)")
                        #expect(
                            abs(to.center.x - (spread + (hinge - spread) * progress)) < 1e-6,
                            "to \(index)\(side) at \(progress): \(to.center)")
                        #expect(from.center.y == 400 && to.center.y == 400)
                        let fromShade = try CatalogueA.view("fold.from.\(index).\(side).shade", in: frame)
                        let toShade = try CatalogueA.view("fold.to.\(index).\(side).shade", in: frame)
                        #expect(abs(fromShade.alpha - progress) < 1e-6 && abs(toShade.alpha - (1 - progress)) < 1e-6)
                        let gradient = try #require(fromShade.gradient)
                        #expect(
                            gradient.startPoint == Point(x: left ? 0 : 1, y: left ? 0.2 : 0)
                                && gradient.endPoint == Point(x: left ? 1 : 0, y: left ? 0 : 1))
                        #expect(gradient.stops.map(\.color.alpha) == [0, 1])
                    }
                }
                // The real views hide behind the strips.
                #expect(frame.views.filter { ($0.name == "First" || $0.name == "Second") && !$0.isHidden }.isEmpty)
                checked += 1
            }
            #expect(checked > 30)
            try expectTurns(recording)
            // Edge alignment at the start: the strips tile the width with no gap.
            var hinges: [Double] = []
            for index in 0..<folds { hinges += [Double(2 * index) * strip, Double(2 * index + 2) * strip] }
            #expect(hinges.first == 0 && hinges.last == 400)
        }

        /// The strips' turns at the start and on the last frame before the end (within the
        /// last frame's remaining 0.03 % of the curve): the leaving strips go from flat to
        /// rotationY(±π/2) · perspective, the arriving ones from rotationY(±π/2) to flat.
        private func expectTurns(_ recording: ScenarioRecording) throws {
            let first = try CatalogueA.frame(recording, at: 0)
            let last = try CatalogueA.frame(recording, at: 1 - 1.0 / 60)
            let perspective = Transform3D(perspectiveDistance: 200)
            for name in first.views.map(\.name) where name.hasPrefix("fold.") && !name.hasSuffix(".shade") {
                let left = name.hasSuffix(".l")
                let turned = Transform3D(rotationAngle: left ? .pi / 2 : -.pi / 2, x: 0, y: 1, z: 0)
                let leaving = name.hasPrefix("fold.from.")
                #expect(
                    CatalogueA.close(
                        try CatalogueA.view(name, in: first).transform3D, leaving ? .identity : turned, tolerance: 1e-12
                    ), "\(name) at the start")
                let end = leaving ? turned.concatenating(perspective) : .identity
                #expect(
                    CatalogueA.close(try CatalogueA.view(name, in: last).transform3D, end, tolerance: 1e-2),
                    "\(name) at the end")
            }
        }

        @Test("present: First folds toward the right edge in 4 strips, Second unfolds from the left")
        func presentPoses() throws { try poses(.present, folds: 2) }

        @Test("dismiss (reverse) with 3 folds: 6 strips each, folding toward the left edge")
        func dismissPoses() throws { try poses(.dismiss, folds: 3) }

        @Test("every operation completes cleanly and ends in the unanimated state")
        func endStates() throws {
            try CatalogueA.checkEndStates("fold")
            try CatalogueA.checkEndStates("fold", parameters: ["folds": 5])
        }

        @Test("cancelled at seeded random percentages it restores the starting tree exactly")
        func cancels() throws { try CatalogueA.checkCancels("fold", seed: 0xF01D) }

        @Test("segue validate --strictness 10 passes")
        func validates() throws {
            let result = try CatalogueA.validate("libSeguePluginFold.so")
            #expect(result.status == 0, "\(result.output)")
        }
    }
}
