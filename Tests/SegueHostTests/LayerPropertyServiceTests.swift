import SegueABI
import SegueEngine
import Testing

@testable import SegueHost

/// The ABI 1.1 layer properties through the context: read, set and animated like the 1.0
/// ones, with the rules that depend on the view (gradient stops, mask shapes, set-only flags).
@Suite(.serialized) struct LayerPropertyServiceTests {
    /// `property` with its member filled in by `fill`.
    private func value(_ property: PluginProperty, _ fill: (inout segue_property_value_t) -> Void)
        -> segue_property_value_t
    {
        var value = segue_property_value_t()
        value.property = property.rawValue
        fill(&value)
        return value
    }

    private func set(_ harness: ServiceHarness, _ view: segue_view_t, _ value: segue_property_value_t) -> PluginStatus?
    {
        var value = value
        return PluginStatus(harness.services.set_property(harness.context, view, &value))
    }

    private func get(_ harness: ServiceHarness, _ view: segue_view_t, _ property: PluginProperty) -> (
        PluginStatus?, segue_property_value_t
    ) {
        var value = value(property) { _ in }
        return (PluginStatus(harness.services.get_property(harness.context, view, &value)), value)
    }

    @Test func setAndReadBackEveryKind() throws {
        let harness = try ServiceHarness()
        let view = harness.container()
        #expect(set(harness, view, value(.anchorPoint) { $0.value.point = segue_point_t(x: 0, y: 0.5) }) == .ok)
        #expect(get(harness, view, .anchorPoint).1.value.point.x == 0)
        #expect(harness.window.view.anchorPoint == Point(x: 0, y: 0.5))
        #expect(set(harness, view, value(.shadowOffset) { $0.value.size = segue_size_t(width: 2, height: 4) }) == .ok)
        #expect(harness.window.view.shadowOffset == Size(width: 2, height: 4))
        #expect(set(harness, view, value(.clipsToBounds) { $0.value.flag = true }) == .ok)
        #expect(harness.window.view.clipsToBounds && get(harness, view, .clipsToBounds).1.value.flag)
        let circle = segue_mask_t(
            shape: Int32(SEGUE_MASK_ELLIPSE.rawValue), rect: segue_rect_t(x: 10, y: 10, width: 20, height: 20),
            corner_radius: 0)
        #expect(set(harness, view, value(.mask) { $0.value.mask = circle }) == .ok)
        #expect(harness.window.view.mask == .ellipse(in: Rect(x: 10, y: 10, width: 20, height: 20)))
        #expect(get(harness, view, .mask).1.value.mask.shape == Int32(SEGUE_MASK_ELLIPSE.rawValue))
        #expect(set(harness, view, value(.mask) { $0.value.mask.shape = Int32(SEGUE_MASK_NONE.rawValue) }) == .ok)
        #expect(harness.window.view.mask == nil)
    }

    @Test func gradientStopsExistOnlyAfterTheCountIsSet() throws {
        let harness = try ServiceHarness()
        let view = harness.container()
        let red = segue_gradient_stop_t(color: segue_color_t(red: 1, green: 0, blue: 0, alpha: 1), location: 0.25)
        #expect(set(harness, view, value(.gradientStop1) { $0.value.gradient_stop = red }) == .outOfRange)
        #expect(get(harness, view, .gradientStop0).0 == .outOfRange)
        #expect(
            set(harness, view, value(.gradientStartPoint) { $0.value.point = segue_point_t(x: 0, y: 0) })
                == .invalidArgument)
        #expect(set(harness, view, value(.gradientStopCount) { $0.value.count = 5 }) == .outOfRange)
        #expect(set(harness, view, value(.gradientStopCount) { $0.value.count = 1 }) == .outOfRange)
        #expect(set(harness, view, value(.gradientStopCount) { $0.value.count = 3 }) == .ok)
        #expect(harness.window.view.gradient?.stops.map(\.location) == [0, 0.5, 1])
        #expect(set(harness, view, value(.gradientStop1) { $0.value.gradient_stop = red }) == .ok)
        #expect(
            harness.window.view.gradient?.stops[1]
                == GradientStop(color: Color(red: 1, green: 0, blue: 0, alpha: 1), location: 0.25))
        #expect(get(harness, view, .gradientStop1).1.value.gradient_stop.location == 0.25)
        #expect(set(harness, view, value(.gradientStopCount) { $0.value.count = 0 }) == .ok)
        #expect(harness.window.view.gradient == nil)
    }

    @Test func animationsRefuseSetOnlyPropertiesAndShapeChanges() throws {
        let harness = try ServiceHarness()
        let view = harness.container()
        let clip = segue_property_target_t(view: view, target: value(.clipsToBounds) { $0.value.flag = true })
        #expect(harness.animate(targets: [clip]) == .invalidArgument)
        let count = segue_property_target_t(view: view, target: value(.gradientStopCount) { $0.value.count = 2 })
        #expect(harness.animate(targets: [count]) == .invalidArgument)
        let circle = segue_mask_t(
            shape: Int32(SEGUE_MASK_ELLIPSE.rawValue), rect: segue_rect_t(x: 200, y: 400, width: 0, height: 0),
            corner_radius: 0)
        let reveal = segue_property_target_t(view: view, target: value(.mask) { $0.value.mask = circle })
        #expect(harness.animate(targets: [reveal]) == .invalidArgument, "no mask yet: set it first")
        #expect(harness.lastReason.contains("keeps its shape"))
        #expect(set(harness, view, value(.mask) { $0.value.mask = circle }) == .ok)
        var grown = circle
        grown.rect = segue_rect_t(x: -400, y: -400, width: 1600, height: 1600)
        let grow = segue_property_target_t(view: view, target: value(.mask) { $0.value.mask = grown })
        #expect(harness.animate(targets: [grow]) == .ok)
        #expect(harness.session.animations.count == 1)
    }

    @Test func unknownMaskShapesAndStopIdsAreRefused() throws {
        let harness = try ServiceHarness()
        let view = harness.container()
        #expect(set(harness, view, value(.mask) { $0.value.mask.shape = 9 }) == .invalidArgument)
        var beyond = segue_property_value_t()
        beyond.property = 27
        #expect(PluginStatus(harness.services.set_property(harness.context, view, &beyond)) == .invalidArgument)
    }
}
