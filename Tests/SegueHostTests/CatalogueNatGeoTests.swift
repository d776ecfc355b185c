import Foundation
import SegueEngine
import SegueHost
import SegueScenario
import Testing

extension HostTests {
    /// org.segue.natgeo against CENatGeoAnimationController: 1 s, m34 = −1/500; the cover (the
    /// presenting side's view) hinged at its left edge (anchor (0, 0.5)); forward the page goes
    /// from destinationFirst (Rx 10°, Ry −45°, T(320 → width, −40, 150), Rz 5°) to flat over the
    /// whole second, ease-in-out, while the cover goes from flat to sourceLast (Ry 80°, T(0, 0,
    /// −30), T(170 → 170/320 width, 0, 0)) over the last 0.8 s, ease-in-out; reverse swaps the
    /// ends, the page leaving linearly over the last 0.8 s. The arriving view is on top.
    @Suite("Catalogue: NatGeo")
    struct CatalogueNatGeoTests {
        static let width = 400.0
        static let perspective = Transform3D(perspectiveDistance: 500)
        static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
        static let coverOpen = Transform3D(translationX: 170 * width / 320, y: 0).concatenating(Transform3D(translationX: 0, y: 0, z: -30))
            .concatenating(Transform3D(rotationAngle: radians(80), x: 0, y: 1, z: 0)).concatenating(perspective)
        static let pageAway = Transform3D(rotationAngle: radians(10), x: 1, y: 0, z: 0)
            .concatenating(Transform3D(rotationAngle: radians(-45), x: 0, y: 1, z: 0))
            .concatenating(Transform3D(translationX: width, y: -40, z: 150))
            .concatenating(Transform3D(rotationAngle: radians(5), x: 0, y: 0, z: 1)).concatenating(perspective)

        private func poses(_ operation: PluginOperation) throws {
            let forward = operation == .present
            let recording = try BundledPlugins.run("natgeo", TransitionScenario(operation: operation))
            #expect(recording.duration == 1)
            let start = try CatalogueA.start(recording)
            var checked = (early: 0, late: 0)
            for frame in recording.frames where frame.time - start > 1e-9 && frame.time - start < 1 - 1e-9 {
                let f = frame.time - start
                let cover = try CatalogueA.view("First", in: frame), page = try CatalogueA.view("Second", in: frame)
                #expect(cover.anchorPoint == Point(x: 0, y: 0.5) && cover.center == Point(x: 0, y: 400), "hinged at the left edge")
                let order = frame.views.map(\.name)
                let arriving = forward ? "Second" : "First", leaving = forward ? "First" : "Second"
                #expect(try #require(order.firstIndex(of: arriving)) > (try #require(order.firstIndex(of: leaving))), "arriving on top")
                let lateFraction = max(0, (f - 0.2) / 0.8)
                let expectedCover: Transform3D, expectedPage: Transform3D
                if forward {
                    expectedPage = Self.pageAway.interpolated(to: Self.perspective, fraction: CatalogueA.easeInOut(f))
                    expectedCover = Self.perspective.interpolated(to: Self.coverOpen, fraction: CatalogueA.easeInOut(lateFraction))
                } else {
                    expectedCover = Self.coverOpen.interpolated(to: Self.perspective, fraction: CatalogueA.easeInOut(f))
                    expectedPage = Self.perspective.interpolated(to: Self.pageAway, fraction: lateFraction)
                }
                #expect(CatalogueA.close(cover.transform3D, expectedCover, tolerance: 1e-6), "cover at \(f): \(cover.transform3D)")
                #expect(CatalogueA.close(page.transform3D, expectedPage, tolerance: 1e-6), "page at \(f): \(page.transform3D)")
                if f <= 0.2 {
                    // The delayed part has not started: it holds its first pose exactly.
                    #expect(CatalogueA.close(forward ? cover.transform3D : page.transform3D, Self.perspective))
                    checked.early += 1
                } else { checked.late += 1 }
            }
            #expect(checked.early > 5 && checked.late > 30, "\(checked)")
        }

        @Test("present: First swings open about its left edge over the last 0.8 s while Second settles from the tilted pose")
        func presentPoses() throws { try poses(.present) }

        @Test("dismiss (reverse): First closes over the whole second while Second flies back out linearly over the last 0.8 s")
        func dismissPoses() throws { try poses(.dismiss) }

        @Test("every operation completes cleanly and ends in the unanimated state")
        func endStates() throws { try CatalogueA.checkEndStates("natgeo") }

        @Test("cancelled at seeded random percentages it restores the starting tree exactly")
        func cancels() throws { try CatalogueA.checkCancels("natgeo", seed: 0x4A7) }

        @Test("segue validate --strictness 10 passes")
        func validates() throws {
            let result = try CatalogueA.validate("libSeguePluginNatGeo.so")
            #expect(result.status == 0, "\(result.output)")
        }
    }
}
