import Foundation
import SegueEngine
import SegueHost
import SegueScenario
import Testing

extension HostTests {
    /// org.segue.page-flip against CEFlipAnimationController (VCTransitionsLibrary, commit
    /// a387009): 1 s, the container's sublayer transform m34 = −0.002 (lines 21–24); one keyframe
    /// animation without options (lines 57–74), so UIKit eases the whole second in and out
    /// (eased progress G) and each keyframe turns linearly in its half of G: the from view's
    /// turning half (left going forward, right in reverse) hinged on the spine turns to ±90° over
    /// G in 0–0.5 while its shade goes 0 → 1; the to view's other half turns from ∓90° to flat
    /// over G in 0.5–1 (to ∓0.001 rad in the original, line 72: Segue lands flat and orders the
    /// halves instead), its shade 1 → 0; shades are black gradients from clear to 0.5, darkest
    /// along the spine.
    @Suite("Catalogue: Page Flip")
    struct CataloguePageFlipTests {
        /// The transition's frames with the eased progress of the whole keyframe animation.
        private func timeline(_ recording: ScenarioRecording) throws -> [(progress: Double, frame: TraceRecorder.Frame)]
        {
            let start = try CatalogueA.start(recording)
            return recording.frames.filter { $0.time - start >= 0 && $0.time - start < 1 - 1e-9 }
                .map { (CatalogueA.easeInOut($0.time - start), $0) }
        }

        private func poses(_ operation: PluginOperation) throws {
            let forward = operation == .present
            let recording = try BundledPlugins.run("page-flip", TransitionScenario(operation: operation))
            #expect(recording.duration == 1)
            let quarter = Double.pi / 2
            var checked = (first: 0, second: 0)
            for (progress, frame) in try timeline(recording) {
                let from = try CatalogueA.view("page-flip.from", in: frame)
                let to = try CatalogueA.view("page-flip.to", in: frame)
                let fromShade = try CatalogueA.view("page-flip.from.shade", in: frame)
                let toShade = try CatalogueA.view("page-flip.to.shade", in: frame)
                // Hinged on the spine, the centre line of the 400-point window.
                #expect(
                    from.anchorPoint == Point(x: forward ? 1 : 0, y: 0.5)
                        && to.anchorPoint == Point(x: forward ? 0 : 1, y: 0.5))
                #expect(
                    from.center == Point(x: 200, y: 400) && to.center == Point(x: 200, y: 400),
                    "\(from.center) \(to.center)")
                #expect(from.frame.width == 200 || progress > 0, "half a page")
                let perspective = frame.views.filter { $0.sublayerTransform.m34 != 0 }
                #expect(perspective.count == 1 && perspective.first?.sublayerTransform.m34 == -0.002)
                #expect(frame.views.filter { $0.snapshotContent != nil }.count == 4, "two halves of each view")
                for shade in [fromShade, toShade] {
                    let stops = try #require(shade.gradient?.stops)
                    #expect(stops.count == 2 && stops[0].color.alpha == 0 && stops[1].color.alpha == 0.5)
                }
                // Darkest at the spine: the from half's gradient ends there (its right edge going forward).
                #expect(
                    fromShade.gradient?.endPoint.x == (forward ? 1 : 0)
                        && toShade.gradient?.endPoint.x == (forward ? 0 : 1))
                let fromAngle = (forward ? 1.0 : -1.0) * quarter * min(1, progress / 0.5)
                if progress <= 0.5 {
                    #expect(
                        CatalogueA.close(
                            from.transform3D, Transform3D(rotationAngle: fromAngle, x: 0, y: 1, z: 0), tolerance: 1e-6),
                        "from at \(progress)")
                    #expect(abs(fromShade.alpha - progress / 0.5) < 1e-6)
                    #expect(
                        CatalogueA.close(
                            to.transform3D, Transform3D(rotationAngle: forward ? -quarter : quarter, x: 0, y: 1, z: 0)),
                        "to hidden edge-on")
                    #expect(toShade.alpha == 1)
                    checked.first += 1
                } else {
                    #expect(
                        CatalogueA.close(
                            from.transform3D, Transform3D(rotationAngle: forward ? quarter : -quarter, x: 0, y: 1, z: 0)
                        ), "from edge-on")
                    let toAngle = (forward ? -1.0 : 1.0) * quarter * (1 - (progress - 0.5) / 0.5)
                    #expect(
                        CatalogueA.close(
                            to.transform3D, Transform3D(rotationAngle: toAngle, x: 0, y: 1, z: 0), tolerance: 1e-6),
                        "to at \(progress)")
                    #expect(abs(toShade.alpha - (1 - (progress - 0.5) / 0.5)) < 1e-6)
                    checked.second += 1
                }
            }
            #expect(checked.first > 10 && checked.second > 10)
        }

        @Test("present: First's left half turns over the spine, then Second's right half comes down")
        func presentPoses() throws { try poses(.present) }

        @Test("dismiss (reverse): Second's right half turns over the spine, then First's left half comes down")
        func dismissPoses() throws { try poses(.dismiss) }

        @Test("every operation completes cleanly and ends in the unanimated state")
        func endStates() throws { try CatalogueA.checkEndStates("page-flip") }

        @Test("cancelled at seeded random percentages it restores the starting tree exactly")
        func cancels() throws { try CatalogueA.checkCancels("page-flip", seed: 0xF11B) }

        @Test("segue validate --strictness 10 passes")
        func validates() throws {
            let result = try CatalogueA.validate("libSeguePluginPageFlip.so")
            #expect(result.status == 0, "\(result.output)")
        }
    }
}
