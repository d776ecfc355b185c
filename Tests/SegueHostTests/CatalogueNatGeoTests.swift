import Foundation
import SegueEngine
import SegueHost
import SegueScenario
import Testing

extension HostTests {
    /// org.segue.natgeo against CENatGeoAnimationController (VCTransitionsLibrary, commit 0e46629):
    /// 1 s, m34 = −1/500; the cover (the presenting side's view) hinged at its left edge (anchor
    /// (0, 0.5)). Both directions are one keyframe animation whose options name no curve, so
    /// UIKit eases the whole second in and out and lays the keyframes on the eased progress G.
    /// Forward (lines 86–100): the page goes from destinationFirst (Rx 10°, Ry −45°, T(320 → width,
    /// −40, 150), Rz 5°) to flat over all of G, the cover from flat to sourceLast (Ry 80°, T(0, 0,
    /// −30), T(170 → 170/320 width, 0, 0)) over G in 0.2…1. Reverse (lines 38–53): the cover shuts
    /// over G in 0…0.8 while the page flies back out over all of G. The arriving view is on top.
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

        /// A keyframe's own progress at eased progress `g` (linear inside its window, held outside).
        static func share(_ g: Double, from start: Double, length: Double) -> Double { min(max((g - start) / length, 0), 1) }

        /// The poses the library's keyframes give at `f` seconds of its 1 s animation.
        static func expected(at f: Double, forward: Bool) -> (cover: Transform3D, page: Transform3D) {
            let g = CatalogueA.easeInOut(f)
            if forward {
                return (perspective.interpolated(to: coverOpen, fraction: share(g, from: 0.2, length: 0.8)),
                        pageAway.interpolated(to: perspective, fraction: g))
            }
            return (coverOpen.interpolated(to: perspective, fraction: share(g, from: 0, length: 0.8)),
                    perspective.interpolated(to: pageAway, fraction: g))
        }

        private func poses(_ operation: PluginOperation) throws {
            let forward = operation == .present
            let recording = try BundledPlugins.run("natgeo", TransitionScenario(operation: operation))
            #expect(recording.duration == 1)
            let start = try CatalogueA.start(recording)
            // Where the cover's keyframe meets the timeline: eased progress 0.2 (forward, it starts
            // turning) or 0.8 (reverse, it is shut), reached at these times under ease-in-out.
            let coverKey = CatalogueA.time(forProgress: forward ? 0.2 : 0.8)
            #expect(abs(coverKey - (forward ? 0.3098 : 0.6902)) < 1e-3, "eased progress 0.2 / 0.8 at \(coverKey) s")
            var checked = (held: 0, moving: 0)
            for frame in recording.frames where frame.time - start > 1e-9 && frame.time - start < 1 - 1e-9 {
                let f = frame.time - start
                let cover = try CatalogueA.view("First", in: frame), page = try CatalogueA.view("Second", in: frame)
                #expect(cover.anchorPoint == Point(x: 0, y: 0.5) && cover.center == Point(x: 0, y: 400), "hinged at the left edge")
                let order = frame.views.map(\.name)
                let arriving = forward ? "Second" : "First", leaving = forward ? "First" : "Second"
                #expect(try #require(order.firstIndex(of: arriving)) > (try #require(order.firstIndex(of: leaving))), "arriving on top")
                let (expectedCover, expectedPage) = Self.expected(at: f, forward: forward)
                #expect(CatalogueA.close(cover.transform3D, expectedCover, tolerance: 1e-6), "cover at \(f): \(cover.transform3D)")
                #expect(CatalogueA.close(page.transform3D, expectedPage, tolerance: 1e-6), "page at \(f): \(page.transform3D)")
                if forward ? f <= coverKey : f >= coverKey {
                    // Before its keyframe (forward) or after it (reverse) the cover is flat in perspective.
                    #expect(CatalogueA.close(cover.transform3D, Self.perspective), "cover at \(f)")
                    checked.held += 1
                } else { checked.moving += 1 }
            }
            #expect(checked.held > 8 && checked.moving > 30, "\(checked)")
            // Mid-way (0.5 s, G = 0.5): forward the cover is 3/8 open; reverse it is 3/8 from shut.
            let middle = try CatalogueA.frame(recording, at: 0.5)
            let cover = try CatalogueA.view("First", in: middle)
            let shareOpen = forward ? 0.375 : 1 - 0.5 / 0.8
            #expect(CatalogueA.close(cover.transform3D, Self.perspective.interpolated(to: Self.coverOpen, fraction: shareOpen), tolerance: 1e-6))
        }

        @Test("present: First swings open about its left edge once the eased progress passes 0.2, while Second settles from the tilted pose")
        func presentPoses() throws { try poses(.present) }

        @Test("dismiss (reverse): First shuts over the first 80 % of the eased timeline while Second flies back out over all of it")
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
