import SegueABI
import SegueEngine
import Testing

@testable import SegueHost

/// `create_view` (ABI 1.1): a checked description makes a named, coloured view on top of its
/// parent, owned by the transition; everything malformed is refused and changes nothing.
@Suite(.serialized) struct OwnViewServiceTests {
    /// What `create_view` answers for `name` and the other fields, and the handle it wrote.
    private func create(
        _ harness: ServiceHarness, name: String? = "shade",
        frame: segue_rect_t = segue_rect_t(x: 10, y: 20, width: 30, height: 40),
        color: segue_color_t = segue_color_t(red: 0, green: 0, blue: 0, alpha: 0.5),
        size: Int = MemoryLayout<segue_view_desc_t>.size
    ) -> (PluginStatus?, segue_view_t) {
        var view: segue_view_t = 0
        let status: segue_status_t
        if let name {
            status = name.withCString { name in
                var description = segue_view_desc_t(
                    size: UInt32(size), name: name, frame: frame, background_color: color)
                return harness.services.create_view(harness.context, harness.container(), &description, &view)
            }
        } else {
            var description = segue_view_desc_t(size: UInt32(size), name: nil, frame: frame, background_color: color)
            status = harness.services.create_view(harness.context, harness.container(), &description, &view)
        }
        return (PluginStatus(status), view)
    }

    @Test func createsANamedColouredViewOnTopOfItsParent() throws {
        let harness = try ServiceHarness()
        let (status, handle) = create(harness)
        #expect(status == .ok)
        let view = try harness.session.view(handle)
        #expect(view.name == "shade")
        #expect(view.frame == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.backgroundColor == Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        #expect(view.superview === harness.window.view && harness.window.view.subviews.last === view)
        #expect(harness.session.ownViews.map(\.name) == ["shade"])
    }

    @Test(arguments: [
        ("", "0 bytes"), (String(repeating: "x", count: 65), "longer than 64"), ("bad\u{1B}[2J", "control characters"),
    ])
    func refusesBadNames(name: String, says: String) throws {
        let harness = try ServiceHarness()
        let before = harness.window.view.subviews.count
        let (status, handle) = create(harness, name: name)
        #expect(status == .outOfRange || status == .invalidArgument)
        #expect(handle == 0 && harness.window.view.subviews.count == before)
        #expect(harness.lastReason.contains(says), "\(harness.lastReason)")
    }

    @Test func refusesNullsShortDescriptionsAndBadNumbers() throws {
        let harness = try ServiceHarness()
        #expect(create(harness, name: nil).0 == .invalidArgument)
        #expect(create(harness, size: 8).0 == .invalidArgument)
        #expect(create(harness, frame: segue_rect_t(x: .nan, y: 0, width: 1, height: 1)).0 == .invalidArgument)
        #expect(create(harness, frame: segue_rect_t(x: 0, y: 0, width: -1, height: 1)).0 == .outOfRange)
        #expect(create(harness, color: segue_color_t(red: 2, green: 0, blue: 0, alpha: 1)).0 == .outOfRange)
        var view: segue_view_t = 0
        #expect(
            PluginStatus(harness.services.create_view(harness.context, harness.container(), nil, &view))
                == .invalidArgument)
        #expect(PluginStatus(harness.services.create_view(harness.context, 0xDEAD, nil, &view)) == .invalidArgument)
        #expect(harness.session.ownViews.isEmpty)
    }

    @Test func stopsAtTheOwnViewLimitWithoutAddingMore() throws {
        let harness = try ServiceHarness()
        for _ in 0..<PluginLimits.maximumOwnViews { #expect(create(harness).0 == .ok) }
        let count = harness.window.view.subviews.count
        #expect(create(harness).0 == .outOfRange)
        #expect(harness.window.view.subviews.count == count)
        #expect(harness.lastReason.contains("\(PluginLimits.maximumOwnViews)"))
    }

    @Test func leftoverOwnViewsAreRemovedAndNamed() throws {
        let harness = try ServiceHarness()
        let (_, kept) = create(harness, name: "kept")
        let (_, removed) = create(harness, name: "removed")
        #expect(harness.services.remove_from_superview(harness.context, removed) == 0)
        let keptView = try harness.session.view(kept)
        #expect(harness.session.removeLeftoverViews() == ["kept"])
        #expect(keptView.superview == nil)
    }
}
