import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import Testing

extension HostTests {
    /// VCTransitionsLibrary's CECubeAnimationController (commit 83526a9): a quarter turn
    /// (ROTATION_ANGLE π/2) about the shared edge, the leaving face from the identity to
    /// CATransform3DMakeRotation(dir · π/2, 0, 1, 0) (lines 40–41; −dir about x when vertical,
    /// lines 49–50) with PERSPECTIVE (−1/200) written into that matrix's m34 (lines 61–62), the
    /// arriving face from the mirror turn to the identity, the edge carried across the container
    /// by its translation from dir · w/2 to −dir · w/2 (dir −1 forward, +1 reverse), black 0.8
    /// overlays fading in over the leaving face and out over the arriving one, all in one
    /// animateWithDuration (lines 75–90: the default ease-in-out, so half time is half way).
    @Suite("Catalogue: Cube")
    struct CatalogueCubeTests {
        /// The original's perspective term.
        static let m34 = -1.0 / 200

        /// Where `local` (in the view's own coordinates) lands in the window, through the view's
        /// anchor point, position and 3D transform (the container sits at the window's origin).
        private func screen(_ view: ViewSnapshot, _ local: Point) -> Point {
            let size = view.bounds.size
            let relative = Point(
                x: local.x - view.anchorPoint.x * size.width, y: local.y - view.anchorPoint.y * size.height)
            let projected = view.transform3D.project(relative)
            return Point(x: view.center.x + projected.x, y: view.center.y + projected.y)
        }

        /// The original's turned face: CATransform3DMakeRotation(`angle`, about y or x) with its
        /// m34 set to PERSPECTIVE afterwards.
        static func originalTurn(_ angle: Double, vertical: Bool) -> Transform3D {
            var t =
                vertical
                ? Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0)
                : Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
            t.m34 = m34
            return t
        }

        /// The original's poses half way (ease-in-out: half the progress), checked on the recorded
        /// faces: the leaving face half way from the identity to its turn by `angle`, the arriving
        /// one half way from the opposite turn to the identity.
        private func expectHalfwayPoses(
            _ leaving: ViewSnapshot, _ arriving: ViewSnapshot, leavingAngle angle: Double, vertical: Bool
        ) -> (leaving: Transform3D, arriving: Transform3D) {
            let leavingPose = Transform3D.identity.interpolated(
                to: Self.originalTurn(angle, vertical: vertical), fraction: 0.5)
            let arrivingPose = Self.originalTurn(-angle, vertical: vertical).interpolated(to: .identity, fraction: 0.5)
            #expect(
                CatalogueA.close(leaving.transform3D, leavingPose)
                    && CatalogueA.close(arriving.transform3D, arrivingPose))
            return (leavingPose, arrivingPose)
        }

        /// Where a point `local` of a face lands half way, turned about its edge at `edge` through
        /// the original's transform at progress 0.5 (Core Animation's interpolation: decomposed,
        /// blended, recomposed), `anchor` being the face's anchor in its own coordinates.
        private func expectedHalfway(_ transform: Transform3D, edge: Point, anchor: Point, _ local: Point) -> Point {
            let projected = transform.project(Point(x: local.x - anchor.x, y: local.y - anchor.y))
            return Point(x: edge.x + projected.x, y: edge.y + projected.y)
        }

        private func view(_ frame: TraceRecorder.Frame, _ name: String) throws -> ViewSnapshot {
            try #require(frame.views.first { $0.name == name }, "\(name) in frame \(frame.index)")
        }

        /// The recording's frame half-way through the 1 s turn (the first frame with the turn
        /// set up is its start).
        private func halfway(_ recording: ScenarioRecording, from: String, anchor: Point) throws -> TraceRecorder.Frame
        {
            let start = try #require(
                recording.frames.first { $0.views.contains { $0.name == from && $0.anchorPoint == anchor } })
            return try #require(recording.frames.first { abs($0.time - (start.time + 0.5)) < 1e-6 })
        }

        private func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-3) -> Bool {
            abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
        }

        @Test(
            """
            present, horizontal: at half time each face is turned 45° about the shared edge at x = 200 with m34 = -1/200
            """
        )
        func presentHalfway() throws {
            let recording = try BundledPlugins.run("cube", TransitionScenario(operation: .present))
            #expect(recording.completed == true && recording.diagnostics.isEmpty, "\(recording.diagnostics)")
            // Forward (dir = -1): the leaving face turns about its left edge, the arriving one about its right.
            let first = recording.frames.first {
                $0.views.contains { $0.name == "First" && $0.anchorPoint == Point(x: 0, y: 0.5) }
            }
            let start = try #require(first)
            let leaving0 = try view(start, "First")
            #expect(
                close(screen(leaving0, Point(x: 0, y: 0)), Point(x: 0, y: 0))
                    && close(screen(leaving0, Point(x: 400, y: 800)), Point(x: 400, y: 800)),
                "the leaving face starts where it is")
            let middle = try halfway(recording, from: "First", anchor: Point(x: 0, y: 0.5))
            let leaving = try view(middle, "First")
            let arriving = try view(middle, "Second")
            // The container's translation is 0 half-way: the shared edge is at w/2.
            #expect(close(screen(leaving, Point(x: 0, y: 400)), Point(x: 200, y: 400)))
            #expect(close(screen(arriving, Point(x: 400, y: 400)), Point(x: 200, y: 400)))
            // Forward dir = −1: the leaving face to a −90° turn about y, the arriving one from +90°.
            let (leavingPose, arrivingPose) = expectHalfwayPoses(
                leaving, arriving, leavingAngle: -.pi / 2, vertical: false)
            let edge = Point(x: 200, y: 400)
            for corner in [Point(x: 400, y: 0), Point(x: 400, y: 800)] {
                #expect(
                    close(
                        screen(leaving, corner),
                        expectedHalfway(leavingPose, edge: edge, anchor: Point(x: 0, y: 400), corner)))
            }
            #expect(
                close(
                    screen(arriving, Point(x: 0, y: 0)),
                    expectedHalfway(arrivingPose, edge: edge, anchor: Point(x: 400, y: 400), Point(x: 0, y: 0))))
            // The far edge recedes: 800 points tall at the hinge, shorter where the face turns away,
            // by 0.71 of what a turn followed by the perspective (R · P, Segue's old matrices) gives.
            let farHeight = screen(leaving, Point(x: 400, y: 800)).y - screen(leaving, Point(x: 400, y: 0)).y
            let productW = 1 + sin(Double.pi / 4) * 400 / 200
            #expect(farHeight < 800 && farHeight > 800 / productW)
            #expect(
                abs((800 - farHeight) / (800 - 800 / productW) - 0.707) < 0.01,
                "far edge \(farHeight) against R · P's \(800 / productW)")
            // The overlays: black at 0.8, half-way between 0 → 1 (leaving) and 1 → 0 (arriving).
            let shadeFrom = try view(middle, "cube.shade.from")
            let shadeTo = try view(middle, "cube.shade.to")
            #expect(shadeFrom.backgroundColor == Color(red: 0, green: 0, blue: 0, alpha: 0.8))
            #expect(abs(shadeFrom.alpha - 0.5) < 1e-6 && abs(shadeTo.alpha - 0.5) < 1e-6)
            #expect(shadeFrom.superview == leaving.id && shadeTo.superview == arriving.id)
            let last = try #require(recording.frames.last)
            #expect(!last.views.contains { $0.name.hasPrefix("cube.") })
            #expect(last.views.allSatisfy { $0.anchorPoint == Point(x: 0.5, y: 0.5) && $0.transform3D == .identity })
            #expect(try view(last, "Second").frame == Rect(x: 0, y: 0, width: 400, height: 800))
        }

        @Test(
            """
            dismiss turns the other way: the edge runs from x = 400 to 0, the leaving face turning about its right edge
            """
        )
        func dismissHalfway() throws {
            let recording = try BundledPlugins.run("cube", TransitionScenario(operation: .dismiss))
            #expect(recording.completed == true && recording.diagnostics.isEmpty, "\(recording.diagnostics)")
            let middle = try halfway(recording, from: "Second", anchor: Point(x: 1, y: 0.5))
            let leaving = try view(middle, "Second")
            let arriving = try view(middle, "First")
            #expect(close(screen(leaving, Point(x: 400, y: 400)), Point(x: 200, y: 400)))
            #expect(close(screen(arriving, Point(x: 0, y: 400)), Point(x: 200, y: 400)))
            // Reverse dir = +1: the leaving face to a +90° turn about y, the arriving one from −90°.
            let (leavingPose, arrivingPose) = expectHalfwayPoses(
                leaving, arriving, leavingAngle: .pi / 2, vertical: false)
            let edge = Point(x: 200, y: 400)
            #expect(
                close(
                    screen(leaving, Point(x: 0, y: 0)),
                    expectedHalfway(leavingPose, edge: edge, anchor: Point(x: 400, y: 400), Point(x: 0, y: 0))))
            #expect(
                close(
                    screen(arriving, Point(x: 400, y: 800)),
                    expectedHalfway(arrivingPose, edge: edge, anchor: Point(x: 0, y: 400), Point(x: 400, y: 800))))
            let start = try #require(
                recording.frames.first {
                    $0.views.contains { $0.name == "Second" && $0.anchorPoint == Point(x: 1, y: 0.5) }
                })
            #expect(
                close(screen(try view(start, "Second"), Point(x: 400, y: 400)), Point(x: 400, y: 400)),
                "the edge starts at the right")
        }

        @Test("vertical: at half time the faces turn 45° about the shared horizontal edge at y = 400")
        func verticalHalfway() throws {
            let recording = try BundledPlugins.run(
                "cube", TransitionScenario(operation: .present), parameters: ["direction": 1])
            #expect(recording.completed == true && recording.diagnostics.isEmpty, "\(recording.diagnostics)")
            let middle = try halfway(recording, from: "First", anchor: Point(x: 0.5, y: 0))
            let leaving = try view(middle, "First")
            let arriving = try view(middle, "Second")
            #expect(close(screen(leaving, Point(x: 200, y: 0)), Point(x: 200, y: 400)))
            #expect(close(screen(arriving, Point(x: 200, y: 800)), Point(x: 200, y: 400)))
            // Vertical, forward: the leaving face to CATransform3DMakeRotation(−dir · π/2, 1, 0, 0) = +90° about x.
            let (leavingPose, arrivingPose) = expectHalfwayPoses(
                leaving, arriving, leavingAngle: .pi / 2, vertical: true)
            let edge = Point(x: 200, y: 400)
            #expect(
                close(
                    screen(leaving, Point(x: 0, y: 800)),
                    expectedHalfway(leavingPose, edge: edge, anchor: Point(x: 200, y: 0), Point(x: 0, y: 800))))
            #expect(
                close(
                    screen(arriving, Point(x: 400, y: 0)),
                    expectedHalfway(arrivingPose, edge: edge, anchor: Point(x: 200, y: 800), Point(x: 400, y: 0))))
            // The far (bottom) edge of the leaving face recedes: narrower than its 400 points.
            #expect(screen(leaving, Point(x: 400, y: 800)).x - screen(leaving, Point(x: 0, y: 800)).x < 400)
        }

        @Test(
            "every operation ends in the unanimated state", arguments: [PluginOperation.present, .dismiss, .push, .pop])
        func endState(operation: PluginOperation) throws {
            for direction in [0.0, 1.0] {
                let recording = try BundledPlugins.run(
                    "cube", TransitionScenario(operation: operation), parameters: ["direction": direction])
                #expect(recording.completed == true && recording.diagnostics.isEmpty, "\(recording.diagnostics)")
                let native = try TransitionScenario(operation: operation).run {
                    DiagonalAnimator(presenting: $0.requiredCapability == .present)
                }
                #expect(recording.frames.last?.views.map(\.name) == native.frames.last?.views.map(\.name))
                let last = try #require(recording.frames.last)
                #expect(
                    last.views.allSatisfy { $0.anchorPoint == Point(x: 0.5, y: 0.5) && $0.transform3D == .identity })
                #expect(
                    zip(last.views, try #require(native.frames.last).views).allSatisfy {
                        $0.frame == $1.frame && $0.alpha == $1.alpha
                    })
            }
        }

        @Test(
            "cancelling at seeded random percentages restores the starting tree exactly",
            arguments: [PluginOperation.present, .dismiss])
        func cancel(operation: PluginOperation) throws {
            for (index, pan) in cancellingPans(seed: 0xC0BE, count: 4).enumerated() {
                let parameters = ["direction": Double(index % 2)]
                let recording = try BundledPlugins.run(
                    "cube", TransitionScenario(operation: operation, gesture: pan), parameters: parameters)
                #expect(recording.cancelled && recording.finished, "\(pan)")
                #expect(recording.diagnostics.isEmpty, "\(recording.diagnostics)")
                #expect(recording.frames.last?.views == recording.frames.first?.views, "\(pan)")
            }
        }
    }
}
