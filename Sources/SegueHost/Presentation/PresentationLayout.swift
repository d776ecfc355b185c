import SegueABI
import SegueABIValues
import SegueEngine
import SegueKit

/// Everything `frame_of_presented_view` may depend on (`segue_presentation_layout_t`).
struct PresentationLayout {
    /// The container's horizontal size class.
    let sizeClass: SizeClass
    /// The container's bounds.
    let bounds: Rect
    /// The presented controller's preferredContentSize (zero: none).
    let preferredContentSize: Size

    /// The layout of `container` for `presented`: the window's size class, no safe area (headless).
    init(container: View, presented: ViewController) {
        sizeClass = presented.window?.horizontalSizeClass ?? .regular
        bounds = Rect(x: 0, y: 0, width: container.bounds.width, height: container.bounds.height)
        preferredContentSize = presented.preferredContentSize
    }

    /// As the ABI hands it, `size` set.
    var raw: segue_presentation_layout_t {
        var layout = segue_presentation_layout_t()
        layout.size = UInt32(MemoryLayout<segue_presentation_layout_t>.size)
        layout.horizontal_size_class = (sizeClass == .compact ? SegueSizeClass.compact : .regular).rawValue
        layout.container_bounds = EngineConversions.raw(bounds)
        layout.preferred_content_size = segue_size_t(
            width: preferredContentSize.width, height: preferredContentSize.height)
        return layout
    }
}

/// The checked answer of `frame_of_presented_view`.
enum PresentationFrame {
    /// `controller`'s frame for `layout`: finite and within SEGUE_PROPERTY_FRAME's ranges (the
    /// checks `set_property` makes), else the container's bounds with a diagnostic.
    static func answer(of controller: PluginPresentationController, for layout: PresentationLayout) -> Rect {
        var rawLayout = layout.raw
        var frame = segue_rect_t()
        let raw = controller.raw
        let status = PluginCalls.into(.frame_of_presented_view) {
            raw.pointee.frame_of_presented_view!(raw, &rawLayout, &frame)
        }
        guard PluginStatus(rawValue: status) == .ok else {
            controller.report(
                "frame_of_presented_view answered status \(status); the presented view fills the container")
            return layout.bounds
        }
        do {
            return try PluginPropertyValue.rect(frame)
        } catch {
            controller.report(
                "frame_of_presented_view answered a frame the host refuses (\(error.reason)); the presented view "
                    + "fills the container")
            return layout.bounds
        }
    }
}
