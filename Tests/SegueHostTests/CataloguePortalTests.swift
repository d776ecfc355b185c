import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import Testing

extension HostTests {
    /// Portal against CEPortalAnimationController: the from view's halves (snapshots of 200×800)
    /// slide off by their own width while a snapshot of the to view scales from 0.8 to 1, over
    /// 1 s eased out; in reverse the to view's halves slide in from beyond the sides and the from
    /// view shrinks to 0.8.
    ///
    /// The numbers, from VCTransitionsLibrary's AnimationControllers/CEPortalAnimationController.m
    /// (commit 65b7cc7): line 23 sets ZOOM_SCALE to 0.8 and line 31 scales the arriving view's
    /// snapshot by it; lines 39–48 cut the leaving view into a left and a right half in place;
    /// lines 56–58 animate over the base class's 1 s (CEReversibleAnimationController.m, commit 196440a, line 15)
    /// with UIViewAnimationOptionCurveEaseOut; lines 61–62 slide each half out by its own width
    /// and line 66 brings the snapshot to the arriving view's frame (scale 0.8 → 1 in look). In
    /// reverse, lines 107 and 115 start the arriving view's halves a half-width beyond each side,
    /// lines 127–128 close them and line 132 shrinks the leaving view to 0.8. Checked at the
    /// start, at a quarter, half and three quarters, and on the last frame before the end.
    @Suite("Catalogue: Portal matches VCTransitionsLibrary's portal")
    struct CataloguePortalTests {
        static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 }

        @Test(
            "key poses at the start, a quarter, half, three quarters and the end",
            arguments: [PluginOperation.present, .dismiss])
        func keyPoses(operation: PluginOperation) throws {
            let recording = try BundledPlugins.run("org.segue.portal", TransitionScenario(operation: operation))
            let forward = operation == .present
            for seconds in [0, 0.25, 0.5, 0.75, 1 - 1.0 / 60] {
                let frame = try CatalogueB.frame(at: seconds, in: recording)
                let elapsed = frame.time - CatalogueB.start(recording.frames)
                let p = CatalogueB.bezier(0, 0, 0.58, 1, at: elapsed)
                let pieces = CatalogueB.snapshots(in: frame)
                let doors = pieces.filter { $0.bounds.width == 200 && $0.bounds.height == 800 }.sorted {
                    $0.frame.minX < $1.frame.minX
                }
                #expect(doors.count == 2, "two halves at \(elapsed)")
                guard doors.count == 2 else { continue }
                let open = forward ? p : 1 - p
                #expect(
                    Self.close(doors[0].frame.minX, -200 * open) && Self.close(doors[1].frame.minX, 200 + 200 * open),
                    "\(doors.map(\.frame)) at \(elapsed)")
                #expect(doors.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 800 })
                if forward {
                    let zoom = try #require(pieces.first { $0.bounds.width == 400 })
                    #expect(
                        Self.close(zoom.transform3D.m11, 0.8 + 0.2 * p)
                            && Self.close(zoom.transform3D.m22, 0.8 + 0.2 * p))
                    #expect(zoom.center == Point(x: 200, y: 400))
                    #expect(try CatalogueB.view("First", in: frame).isHidden, "the from view stands behind its halves")
                    // The doors are in front of the zooming view.
                    #expect(frame.views.firstIndex(of: zoom)! < frame.views.firstIndex(of: doors[0])!)
                } else {
                    let leaving = try CatalogueB.view("Second", in: frame)
                    #expect(
                        Self.close(leaving.transform3D.m11, 1 - 0.2 * p), "\(leaving.transform3D.m11) at \(elapsed)")
                    #expect(
                        frame.views.firstIndex(of: leaving)! < frame.views.firstIndex(of: doors[0])!,
                        "the doors close over it")
                }
                #expect(
                    try CatalogueB.view(forward ? "Second" : "First", in: frame).isHidden, "the to view waits hidden")
            }
        }

        @Test(
            "present, dismiss, push and pop complete cleanly and end as the unanimated tree",
            arguments: [PluginOperation.present, .dismiss, .push, .pop])
        func cleanRuns(operation: PluginOperation) throws {
            try CatalogueB.expectCleanRun("org.segue.portal", operation)
        }

        @Test(
            "cancelling at seeded random depths restores the starting tree exactly",
            arguments: [PluginOperation.present, .dismiss])
        func cancels(operation: PluginOperation) throws {
            try CatalogueB.expectCancelsRestore("org.segue.portal", operation, seed: 0x9027A1)
        }
    }
}
