import SegueABI
import SegueABIValues
import SegueEngine
import SegueKit

/// One presentation controller a factory created, its context-free hooks called raw
/// (presentation.h); the test that made it destroys it.
final class RawPresentation {
    let raw: UnsafePointer<segue_presentation_t>

    /// `raw` once its required functions are set, or a failing stop naming what is missing.
    init(_ raw: UnsafePointer<segue_presentation_t>, id: String, claimsGestures: Bool) throws {
        let v = raw.pointee
        let needed = MemoryLayout<segue_presentation_t>.size
        guard v.size >= UInt32(needed) else {
            throw ValidationStop(
                .failed,
                "expected create(\"\(id)\") to answer a segue_presentation_t of at least \(needed) bytes; "
                    + "its size says \(v.size)")
        }
        let missing = [
            ("frame_of_presented_view", v.frame_of_presented_view == nil), ("destroy", v.destroy == nil),
            (
                "handle_gesture (SEGUE_PRESENTATION_CAPABILITY_GESTURES is claimed)",
                claimsGestures && v.handle_gesture == nil
            ),
        ].filter(\.1).map(\.0)
        guard missing.isEmpty else {
            throw ValidationStop(
                .failed, "expected the controller's required functions set; \(missing.joined(separator: ", ")) is NULL")
        }
        self.raw = raw
    }

    /// `frame_of_presented_view` for `layout`: its status and rect.
    func frame(_ layout: segue_presentation_layout_t) -> (SegueStatus, segue_rect_t) {
        var layout = layout
        var rect = segue_rect_t()
        let status = ControllerCall.into { raw.pointee.frame_of_presented_view!(raw, &layout, &rect) }
        return (SegueStatus(rawValue: status), rect)
    }

    /// `adaptive_presentation_style` for `sizeClass`, nil when the hook is NULL (never adapts).
    func adaptiveStyle(_ sizeClass: SegueSizeClass) -> SeguePresentationStyle? {
        guard let hook = raw.pointee.adaptive_presentation_style else { return nil }
        return SeguePresentationStyle(rawValue: ControllerCall.into { hook(raw, sizeClass.rawValue) })
    }

    /// `handle_gesture` for `event`, its answer zeroed with both sizes set (presentation.h).
    func handle(_ event: GestureEvent) -> (SegueStatus, segue_presentation_answer_t) {
        var raw = segue_gesture_event_t(event)
        var answer = segue_presentation_answer_t()
        answer.size = UInt32(MemoryLayout<segue_presentation_answer_t>.size)
        answer.interaction.size = UInt32(MemoryLayout<segue_interaction_answer_t>.size)
        let status = ControllerCall.into { self.raw.pointee.handle_gesture!(self.raw, &raw, &answer) }
        return (SegueStatus(rawValue: status), answer)
    }

    /// `destroy`; the controller is gone after it.
    func destroy() {
        ControllerCall.into { raw.pointee.destroy!(raw) }
    }
}

/// Layouts `frame_of_presented_view` is asked for.
enum PresentationLayouts {
    /// Phones both ways, tablets both ways, a small window, each compact and regular, with and
    /// without a preferred content size (one larger than any container) and a safe area.
    static let all: [segue_presentation_layout_t] = {
        let containers = [(320.0, 568.0), (390, 844), (844, 390), (1024, 1366), (1366, 1024), (100, 100)]
        let preferred = [(0.0, 0.0), (300, 200), (2000, 3000)]
        let safeAreas = [segue_edge_insets_t(), segue_edge_insets_t(top: 47, left: 0, bottom: 34, right: 0)]
        return containers.flatMap { container in
            [SegueSizeClass.compact, .regular].flatMap { sizeClass in
                preferred.flatMap { content in
                    safeAreas.map { safe in
                        layout(container, sizeClass, preferred: content, safe: safe)
                    }
                }
            }
        }
    }()

    /// One layout.
    static func layout(
        _ container: (Double, Double), _ sizeClass: SegueSizeClass, preferred: (Double, Double) = (0, 0),
        safe: segue_edge_insets_t = segue_edge_insets_t()
    ) -> segue_presentation_layout_t {
        var layout = segue_presentation_layout_t()
        layout.size = UInt32(MemoryLayout<segue_presentation_layout_t>.size)
        layout.horizontal_size_class = sizeClass.rawValue
        layout.container_bounds = segue_rect_t(x: 0, y: 0, width: container.0, height: container.1)
        layout.safe_area = safe
        layout.preferred_content_size = segue_size_t(width: preferred.0, height: preferred.1)
        return layout
    }

    /// "390 × 844, compact, preferred 300 × 200, safe area 47/0/34/0", for reports.
    static func describe(_ layout: segue_presentation_layout_t) -> String {
        let b = layout.container_bounds
        let p = layout.preferred_content_size
        let s = layout.safe_area
        return "a \(b.width) × \(b.height) container, \(SegueSizeClass(rawValue: layout.horizontal_size_class)), "
            + "preferred \(p.width) × \(p.height), safe area \(s.top)/\(s.left)/\(s.bottom)/\(s.right)"
    }
}
