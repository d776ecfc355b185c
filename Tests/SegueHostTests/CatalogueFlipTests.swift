import Foundation
import SegueEngine
import SegueHost
import SegueScenario
import Testing

extension HostTests {
    /// The bundled org.segue.flip (Segue's own, no library original): one keyframe animation of
    /// 0.6 s on ease-in-out, eased as a whole (`animation.h`, UIKit's `animateKeyframes`), so the
    /// leaving view turns to edge-on over the first half of the eased progress G, the views swap
    /// alpha at G = 0.5 (half time: ease-in-out is symmetric) and the arriving one turns in over
    /// the second half, each linearly in G: slow at the start and end, fastest edge-on, as
    /// UIKit's own flip (ease-in, then ease-out) moves.
    @Suite("Catalogue: Flip")
    struct CatalogueFlipTests {
        static let perspective = Transform3D(perspectiveDistance: 1000)

        @Test("present: First turns away linearly in the eased progress, Second appears at half time and turns in")
        func presentPoses() throws {
            let recording = try BundledPlugins.run("flip", TransitionScenario(operation: .present))
            #expect(recording.duration == 0.6)
            let start = try CatalogueA.start(recording)
            let away = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0).concatenating(Self.perspective)
            let toward = Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0).concatenating(Self.perspective)
            var checked = (first: 0, second: 0)
            for frame in recording.frames where frame.time - start > 1e-9 && frame.time - start < 0.6 - 1e-9 {
                let g = CatalogueA.easeInOut((frame.time - start) / 0.6)
                let first = try CatalogueA.view("First", in: frame)
                let second = try CatalogueA.view("Second", in: frame)
                if g < 0.5 {
                    #expect(
                        CatalogueA.close(first.transform3D, Self.perspective.interpolated(to: away, fraction: g / 0.5)),
                        "First at G = \(g)")
                    #expect(first.alpha == 1 && second.alpha == 0)
                    checked.first += 1
                } else if g > 0.5 {
                    #expect(
                        CatalogueA.close(
                            second.transform3D, toward.interpolated(to: Self.perspective, fraction: (g - 0.5) / 0.5)),
                        "Second at G = \(g)")
                    #expect(first.alpha == 0 && second.alpha == 1)
                    checked.second += 1
                }
            }
            #expect(checked.first > 10 && checked.second > 10, "\(checked)")
            // A quarter of the time (0.15 s) is G = 0.129: First has turned 23.2°, not the 45° of an eased half.
            let quarter = try CatalogueA.frame(recording, at: 0.15)
            if abs(quarter.time - start - 0.15) < 1e-9 {
                let turned = try CatalogueA.view("First", in: quarter).transform3D
                #expect(
                    CatalogueA.close(
                        turned, Self.perspective.interpolated(to: away, fraction: CatalogueA.easeInOut(0.25) / 0.5)))
            }
        }

        @Test("every operation completes cleanly and ends in the unanimated state")
        func endStates() throws { try CatalogueA.checkEndStates("flip") }
    }
}
