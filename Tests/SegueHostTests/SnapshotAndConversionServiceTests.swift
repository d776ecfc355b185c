import SegueABI
import SegueEngine
import Testing

@testable import SegueHost

/// `snapshot_view`, `convert_point` and `convert_rect` (ABI 1.1).
@Suite(.serialized) struct SnapshotAndConversionServiceTests {
    /// A harness whose container holds `photo` (100×50 at 20,30) holding `badge`.
    private func scene() throws -> (ServiceHarness, photo: segue_view_t, View) {
        let harness = try ServiceHarness()
        let photo = View(name: "photo", frame: Rect(x: 20, y: 30, width: 100, height: 50), in: harness.window.view.tree)
        photo.addSubview(
            View(name: "badge", frame: Rect(x: 5, y: 5, width: 10, height: 10), in: harness.window.view.tree))
        harness.window.view.addSubview(photo)
        var handle: segue_view_t = 0
        _ = harness.services.find_descendant(harness.context, harness.container(), "photo", &handle)
        return (harness, handle, photo)
    }

    private func snapshot(_ harness: ServiceHarness, _ view: segue_view_t, _ description: segue_snapshot_desc_t?) -> (
        PluginStatus?, segue_view_t
    ) {
        var out: segue_view_t = 0
        guard var description else {
            return (PluginStatus(harness.services.snapshot_view(harness.context, view, nil, &out)), out)
        }
        return (PluginStatus(harness.services.snapshot_view(harness.context, view, &description, &out)), out)
    }

    private func description(rect: segue_rect_t? = nil, insets: segue_edge_insets_t = segue_edge_insets_t())
        -> segue_snapshot_desc_t
    {
        segue_snapshot_desc_t(
            size: UInt32(MemoryLayout<segue_snapshot_desc_t>.size), after_updates: true, has_rect: rect != nil,
            rect: rect ?? segue_rect_t(), cap_insets: insets)
    }

    @Test func aSnapshotIsAFlatOwnedViewThatReachesNothingOfItsSource() throws {
        let (harness, photo, source) = try scene()
        let (status, handle) = snapshot(harness, photo, description())
        #expect(status == .ok)
        let view = try harness.session.view(handle)
        #expect(view.isSnapshot && view.superview == nil && view.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(harness.session.ownViews.last === view)
        var count: UInt32 = 9
        var found: segue_view_t = 9
        var parent: segue_view_t = 9
        #expect(harness.services.subview_count(harness.context, handle, &count) == 0 && count == 0)
        #expect(harness.services.find_descendant(harness.context, handle, "badge", &found) == 0 && found == 0)
        #expect(harness.services.superview(harness.context, handle, &parent) == 0 && parent == 0)
        #expect(view.snapshotContent?.look?.views.map(\.name) == ["photo", "badge"])
        #expect(source.subviews.count == 1, "the source is untouched")
    }

    @Test func piecesAreClippedAndBadDescriptionsRefused() throws {
        let (harness, photo, _) = try scene()
        let (status, piece) = snapshot(
            harness, photo, description(rect: segue_rect_t(x: 50, y: 0, width: 50, height: 25)))
        #expect(status == .ok)
        #expect(try harness.session.view(piece).frame == Rect(x: 0, y: 0, width: 50, height: 25))
        #expect(snapshot(harness, photo, nil).0 == .invalidArgument)
        var small = description()
        small.size = 4
        #expect(snapshot(harness, photo, small).0 == .invalidArgument)
        #expect(
            snapshot(harness, photo, description(rect: segue_rect_t(x: 0, y: 0, width: -1, height: 5))).0 == .outOfRange
        )
        let wide = segue_edge_insets_t(top: 0, left: 30, bottom: 0, right: 30)
        #expect(
            snapshot(harness, photo, description(rect: segue_rect_t(x: 0, y: 0, width: 50, height: 25), insets: wide)).0
                == .outOfRange)
        #expect(harness.lastReason.contains("cap insets"))
    }

    @Test func conversionsGoThroughTheEngineBothWays() throws {
        let (harness, photo, source) = try scene()
        source.transform = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        var out = segue_point_t()
        #expect(harness.services.convert_point(harness.context, segue_point_t(x: 0, y: 0), photo, 0, &out) == 0)
        let expected = source.convert(Point(x: 0, y: 0), to: nil)
        #expect(out.x == expected.x && out.y == expected.y)
        var back = segue_point_t()
        #expect(harness.services.convert_point(harness.context, out, 0, photo, &back) == 0)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
        var rect = segue_rect_t()
        #expect(
            harness.services.convert_rect(
                harness.context, segue_rect_t(x: 0, y: 0, width: 100, height: 50), photo, harness.container(), &rect)
                == 0)
        #expect(abs(rect.width - 50) < 1e-9 && abs(rect.height - 100) < 1e-9, "a quarter turn swaps the sides")
        var same = segue_point_t()
        #expect(
            harness.services.convert_point(harness.context, segue_point_t(x: 3, y: 4), 0, 0, &same) == 0 && same.x == 3
                && same.y == 4)
        #expect(
            PluginStatus(harness.services.convert_point(harness.context, segue_point_t(x: .nan, y: 0), photo, 0, &out))
                == .invalidArgument)
        #expect(
            PluginStatus(harness.services.convert_point(harness.context, segue_point_t(x: 0, y: 0), 0xBAD, 0, &out))
                == .invalidHandle)
    }
}
