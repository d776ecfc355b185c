import SegueABI
import SegueEngine
import Testing

@testable import SegueHost

/// The hierarchy walks of ABI 1.1: superview, subviews, a descendant by name, and ordering.
@Suite(.serialized) struct HierarchyWalkServiceTests {
    /// A harness whose container holds `a`, `b` and `c` (back to front), `b` holding `photo`.
    private func scene() throws -> (ServiceHarness, [String: View]) {
        let harness = try ServiceHarness()
        let tree = harness.window.view.tree
        let views = Dictionary(uniqueKeysWithValues: ["a", "b", "c", "photo"].map { ($0, View(name: $0, in: tree)) })
        ["a", "b", "c"].forEach { harness.window.view.addSubview(views[$0]!) }
        views["b"]!.addSubview(views["photo"]!)
        return (harness, views)
    }

    @Test func walksUpAndDown() throws {
        let (harness, views) = try scene()
        let container = harness.container()
        var count: UInt32 = 0
        #expect(harness.services.subview_count(harness.context, container, &count) == 0)
        let names = try (0..<count).map { index in
            var view: segue_view_t = 0
            #expect(harness.services.subview_at(harness.context, container, index, &view) == 0)
            return try harness.session.view(view).name
        }
        #expect(names.suffix(3) == ["a", "b", "c"])
        var photo: segue_view_t = 0
        #expect(harness.services.find_descendant(harness.context, container, "photo", &photo) == 0)
        #expect(try harness.session.view(photo) === views["photo"])
        var parent: segue_view_t = 0
        #expect(harness.services.superview(harness.context, photo, &parent) == 0)
        #expect(try harness.session.view(parent) === views["b"])
        var none: segue_view_t = 99
        #expect(harness.services.find_descendant(harness.context, container, "absent", &none) == 0 && none == 0)
        #expect(harness.services.superview(harness.context, container, &none) == 0 && none == 0)
    }

    @Test func refusesIndexesPastTheEndAndBadNames() throws {
        let (harness, _) = try scene()
        var view: segue_view_t = 0
        #expect(
            PluginStatus(harness.services.subview_at(harness.context, harness.container(), 1_000, &view)) == .outOfRange
        )
        #expect(
            PluginStatus(harness.services.find_descendant(harness.context, harness.container(), nil, &view))
                == .invalidArgument)
        #expect(
            PluginStatus(harness.services.find_descendant(harness.context, harness.container(), "", &view))
                == .outOfRange)
        #expect(PluginStatus(harness.services.superview(harness.context, 0xBAD, &view)) == .invalidHandle)
        #expect(
            PluginStatus(harness.services.subview_count(harness.context, harness.container(), nil)) == .invalidArgument)
    }

    @Test func ordersOnlyRealSubviews() throws {
        let (harness, views) = try scene()
        let container = harness.container()
        var a: segue_view_t = 0
        var photo: segue_view_t = 0
        _ = harness.services.find_descendant(harness.context, container, "a", &a)
        _ = harness.services.find_descendant(harness.context, container, "photo", &photo)
        #expect(harness.services.bring_subview_to_front(harness.context, container, a) == 0)
        #expect(harness.window.view.subviews.last === views["a"])
        #expect(harness.services.send_subview_to_back(harness.context, container, a) == 0)
        #expect(harness.window.view.subviews.first === views["a"])
        #expect(
            PluginStatus(harness.services.bring_subview_to_front(harness.context, container, photo)) == .invalidArgument
        )
        #expect(harness.lastReason.contains("not a subview"))
    }
}
