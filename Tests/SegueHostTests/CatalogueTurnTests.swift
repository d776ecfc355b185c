import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import Testing

extension HostTests {
    /// Turn against CETurnAnimationController (VCTransitionsLibrary, commit a36d3f8): m34 = -0.002
    /// on the container (lines 28–30), the from view turns to ∓90° about y (the default set in
    /// `init`, line 16; x for CEDirectionHorizontal) over the first half of the keyframe timeline,
    /// the to view from ±90° to flat over the second half (lines 45–60); 1 s by default.
    @Suite("Catalogue: Turn matches VCTransitionsLibrary's turn")
    struct CatalogueTurnTests {
        /// The angle the original's keyframes give a view at `seconds` of a 1 s turn. The keyframe
        /// animation's options name no curve, so UIKit eases the whole second in and out (eased
        /// progress G) and each keyframe turns linearly in its half of G: the from view to
        /// `factor`·90° over G in 0…0.5, the to view from -`factor`·90° to 0 over G in 0.5…1.
        static func angles(at seconds: Double, factor: Double) -> (from: Double, to: Double) {
            let g = CatalogueB.bezier(0.42, 0, 0.58, 1, at: min(1, seconds))
            let first = min(1, g / 0.5)
            let second = max(0, (g - 0.5) / 0.5)
            return (factor * .pi / 2 * first, -factor * .pi / 2 * (1 - second))
        }

        /// Checks that `t` is CATransform3DMakeRotation(angle, 1, 0, 0) (or about y when `vertical`).
        static func expectRotation(_ t: Transform3D, _ angle: Double, vertical: Bool, _ label: String) {
            let (c, s) = (cos(angle), sin(angle))
            // CATransform3DMakeRotation's matrices, written out (row vectors, as Core Animation).
            let expected: [[Double]] =
                vertical
                ? [[c, 0, -s, 0], [0, 1, 0, 0], [s, 0, c, 0], [0, 0, 0, 1]]
                : [[1, 0, 0, 0], [0, c, s, 0], [0, -s, c, 0], [0, 0, 0, 1]]
            let close = zip(t.rows.joined(), expected.joined()).allSatisfy { abs($0 - $1) < 1e-6 }
            #expect(close, "\(label): \(t) is not a \(angle) rad turn about \(vertical ? "y" : "x")")
        }

        @Test(
            "key poses, present and dismiss, both axes: the library's angles, axis and perspective",
            arguments: [PluginOperation.present, .dismiss], [false, true])
        func keyPoses(operation: PluginOperation, vertical: Bool) throws {
            let recording = try BundledPlugins.run(
                "org.segue.turn", TransitionScenario(operation: operation), parameters: ["vertical": vertical ? 1 : 0])
            // A quarter of the time is ease-in-out progress 0.129: the from view has turned
            // 90° × 0.129 / 0.5 ≈ 23.2° (0.4056 rad), not the 45° an eased half would give.
            #expect(abs(Self.angles(at: 0.25, factor: 1).from - 0.4056) < 1e-3)
            let (fromName, toName) = operation == .present ? ("First", "Second") : ("Second", "First")
            // The library's factor: -1 forward, +1 reversed.
            let factor = operation == .present ? -1.0 : 1.0
            for seconds in [0.2, 0.25, 0.5, 0.75, 0.9] {
                let frame = try CatalogueB.frame(at: seconds, in: recording)
                let elapsed = frame.time - CatalogueB.start(recording.frames)
                let (from, to) = Self.angles(at: elapsed, factor: factor)
                Self.expectRotation(
                    try CatalogueB.view(fromName, in: frame).transform3D, from, vertical: vertical,
                    "\(operation) from at \(elapsed)")
                Self.expectRotation(
                    try CatalogueB.view(toName, in: frame).transform3D, to, vertical: vertical,
                    "\(operation) to at \(elapsed)")
                let perspective = frame.views.filter { $0.sublayerTransform != .identity }
                #expect(
                    perspective.count == 1 && perspective.first?.sublayerTransform.m34 == -0.002,
                    "the container lends m34 = -0.002")
            }
            // Half way the from view is edge-on and the to view still edge-on the other way.
            let middle = try CatalogueB.frame(at: 0.5, in: recording)
            #expect(
                abs(
                    try CatalogueB.view(fromName, in: middle).transform3D.rows.joined().map { $0 }[vertical ? 2 : 6]
                        - (vertical ? -factor : factor)) < 1e-3)
        }

        @Test("without parameters it turns about the vertical axis, the library's default flipDirection")
        func defaultAxis() throws {
            let recording = try BundledPlugins.run("org.segue.turn", TransitionScenario(operation: .present))
            let frame = try CatalogueB.frame(at: 0.25, in: recording)
            let elapsed = frame.time - CatalogueB.start(recording.frames)
            Self.expectRotation(
                try CatalogueB.view("First", in: frame).transform3D, Self.angles(at: elapsed, factor: -1).from,
                vertical: true, "default axis")
        }

        @Test(
            "present, dismiss, push and pop complete cleanly and end as the unanimated tree",
            arguments: [PluginOperation.present, .dismiss, .push, .pop])
        func cleanRuns(operation: PluginOperation) throws {
            try CatalogueB.expectCleanRun("org.segue.turn", operation)
            try CatalogueB.expectCleanRun("org.segue.turn", operation, parameters: ["vertical": 0])
        }

        @Test(
            "cancelling at seeded random depths restores the starting tree exactly",
            arguments: [PluginOperation.present, .dismiss])
        func cancels(operation: PluginOperation) throws {
            try CatalogueB.expectCancelsRestore("org.segue.turn", operation, seed: 0x7_0017)
        }
    }
}
