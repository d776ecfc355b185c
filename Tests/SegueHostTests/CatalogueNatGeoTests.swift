import Foundation
import SegueEngine
import SegueHost
import SegueScenario
import Testing

extension HostTests {
    /// org.segue.natgeo against CENatGeoAnimationController (VCTransitionsLibrary, commit 0e46629):
    /// 1 s, m34 = −1/500; the cover (the presenting side's view) hinged at its left edge (anchor
    /// (0, 0.5)). Both directions are one keyframe animation whose options name no curve, so
    /// UIKit eases the whole second in and out and lays the keyframes on the eased progress G, and
    /// whose CalculationModeCubic (lines 40 and 85) joins each view's keys with a Catmull-Rom
    /// spline (`CubicKeys`, animation.h): a view's keys are at G = 0 and at its keyframe's ends.
    /// Forward (lines 86–100): the page goes from destinationFirst (Rx 10°, Ry −45°, T(320 → width,
    /// −40, 150), Rz 5°) to flat over all of G, the cover from flat to sourceLast (Ry 80°, T(0, 0,
    /// −30), T(170 → 170/320 width, 0, 0)) over G in 0.2…1. Reverse (lines 38–53): the cover shuts
    /// over G in 0…0.8 while the page flies back out over all of G. The arriving view is on top.
    @Suite("Catalogue: NatGeo")
    struct CatalogueNatGeoTests {
        static let width = 400.0
        static let perspective = Transform3D(perspectiveDistance: 500)
        static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
        static let coverOpen = Transform3D(translationX: 170 * width / 320, y: 0).concatenating(
            Transform3D(translationX: 0, y: 0, z: -30)
        )
        .concatenating(Transform3D(rotationAngle: radians(80), x: 0, y: 1, z: 0)).concatenating(perspective)
        static let pageAway = Transform3D(rotationAngle: radians(10), x: 1, y: 0, z: 0)
            .concatenating(Transform3D(rotationAngle: radians(-45), x: 0, y: 1, z: 0))
            .concatenating(Transform3D(translationX: width, y: -40, z: 150))
            .concatenating(Transform3D(rotationAngle: radians(5), x: 0, y: 0, z: 1)).concatenating(perspective)

        /// The cover's keys, 0 for its starting pose and 1 for its target: forward it holds until
        /// G = 0.2 then opens by 1 (so it swings back a little first, as a spline through a held
        /// key does); reverse it shuts over 0…0.8 and holds.
        static func coverKeys(forward: Bool) -> [(time: Double, value: Double)] {
            forward ? [(0, 0), (0.2, 0), (1, 1)] : [(0, 0), (0, 0), (0.8, 1)]
        }

        /// The page's keys: one keyframe over the whole of G, both ways.
        static let pageKeys: [(time: Double, value: Double)] = [(0, 0), (0, 0), (1, 1)]

        /// The poses the library's keyframes give at `f` seconds of its 1 s animation.
        static func expected(at f: Double, forward: Bool) -> (cover: Transform3D, page: Transform3D) {
            let g = CatalogueA.easeInOut(f)
            if forward {
                return (
                    CubicKeys.transform(from: perspective, to: coverOpen, keys: coverKeys(forward: true), at: g),
                    CubicKeys.transform(from: pageAway, to: perspective, keys: pageKeys, at: g)
                )
            }
            return (
                CubicKeys.transform(from: coverOpen, to: perspective, keys: coverKeys(forward: false), at: g),
                CubicKeys.transform(from: perspective, to: pageAway, keys: pageKeys, at: g)
            )
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
                let cover = try CatalogueA.view("First", in: frame)
                let page = try CatalogueA.view("Second", in: frame)
                #expect(
                    cover.anchorPoint == Point(x: 0, y: 0.5) && cover.center == Point(x: 0, y: 400),
                    "hinged at the left edge")
                let order = frame.views.map(\.name)
                let arriving = forward ? "Second" : "First"
                let leaving = forward ? "First" : "Second"
                #expect(
                    try #require(order.firstIndex(of: arriving)) > (try #require(order.firstIndex(of: leaving))),
                    "arriving on top")
                let (expectedCover, expectedPage) = Self.expected(at: f, forward: forward)
                #expect(
                    CatalogueA.close(cover.transform3D, expectedCover, tolerance: 1e-6),
                    "cover at \(f): \(cover.transform3D)")
                #expect(
                    CatalogueA.close(page.transform3D, expectedPage, tolerance: 1e-6),
                    "page at \(f): \(page.transform3D)")
                if forward ? f < coverKey : f >= coverKey {
                    // Before its keyframe (forward) the spline swings the cover slightly back (at
                    // G = 0.1, u = 0.5 of the held gap: h11 · m = −0.125 · 0.5 = −0.0625 of the
                    // way open); after it (reverse, the last key) it holds flat in perspective.
                    let share = CubicKeys.value(Self.coverKeys(forward: forward), at: CatalogueA.easeInOut(f))
                    #expect(forward ? share <= 0 && share >= -0.0741 : share == 1, "cover's share at \(f): \(share)")
                    if !forward { #expect(CatalogueA.close(cover.transform3D, Self.perspective), "cover at \(f)") }
                    checked.held += 1
                } else {
                    checked.moving += 1
                }
            }
            #expect(checked.held > 8 && checked.moving > 30, "\(checked)")
            #expect(CubicKeys.value(Self.coverKeys(forward: true), at: 0.1) == -0.0625)
            // Mid-way (0.5 s, G = 0.5): forward u = 0.375 of the cover's gap 0.2…1, whose tangents
            // are both 0.5, so its share is −u³ + 1.5u² + 0.5u = 0.345703125 open (linear keyframes:
            // 0.375); reverse u = 0.625 of 0…0.8 gives 0.654296875 shut, the same 0.345703125 open.
            let middle = try CatalogueA.frame(recording, at: 0.5)
            let cover = try CatalogueA.view("First", in: middle)
            #expect(
                CatalogueA.close(
                    cover.transform3D, Self.perspective.interpolated(to: Self.coverOpen, fraction: 0.345703125),
                    tolerance: 1e-6))
        }

        @Test(
            """
            present: First swings open about its left edge once the eased progress passes 0.2 (after \
            a slight back-swing, the cubic spline's), while Second settles from the tilted pose
            """
        )
        func presentPoses() throws { try poses(.present) }

        @Test(
            """
            dismiss (reverse): First shuts over the first 80 % of the \
            eased timeline while Second flies back out over all of it
            """
        )
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
