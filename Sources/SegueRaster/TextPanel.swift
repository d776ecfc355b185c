import CCairo
import SegueEngine

/// Where on an image a text panel sits.
public enum TextPanelPlacement: Sendable {
    /// Across the top edge, full width.
    case top
    /// Across the bottom edge, full width.
    case bottom
    /// Centred on the image, as wide as its longest line.
    case center
}

extension RasterImage {
    /// Writes `lines` left-aligned in white on a translucent dark panel at `placement`, in
    /// `fontSize` pixels of DejaVu Sans Mono: the live preview's heads-up line and help overlay,
    /// drawn over a frame after the renderer made it. Lines too long for the image wrap.
    public func drawTextPanel(_ lines: [String], at placement: TextPanelPlacement, fontSize: Double) {
        guard !lines.isEmpty, fontSize > 0 else { return }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let layout = pango_cairo_create_layout(cr)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_new()!
        defer { pango_font_description_free(font) }
        // Monospace so the numbers of a heads-up line that changes every frame do not jitter.
        pango_font_description_set_family(font, "DejaVu Sans Mono")
        pango_font_description_set_absolute_size(font, fontSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, lines.joined(separator: "\n"), -1)
        let margin = (fontSize / 2).rounded(.up)
        // Long lines (a diagnostic) wrap at the image's width rather than run off its edge.
        pango_layout_set_width(layout, Int32(max(Double(width) - 2 * margin, 1) * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let textWidth = Double(logical.width) / Double(PANGO_SCALE)
        let textHeight = Double(logical.height) / Double(PANGO_SCALE)
        let panel = panelRect(textWidth: textWidth, textHeight: textHeight, margin: margin, placement: placement)
        cairo_set_source_rgba(cr, 0.08, 0.08, 0.1, 0.72)
        cairo_rectangle(cr, panel.minX, panel.minY, panel.width, panel.height)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_move_to(cr, panel.minX + margin, panel.minY + margin)
        pango_cairo_show_layout(cr, layout)
        cairo_surface_flush(surface)
    }

    /// The panel's rectangle in pixels for text of the given extent.
    private func panelRect(textWidth: Double, textHeight: Double, margin: Double, placement: TextPanelPlacement) -> Rect
    {
        let height = min(textHeight + 2 * margin, Double(self.height))
        switch placement {
        case .top: return Rect(x: 0, y: 0, width: Double(width), height: height)
        case .bottom: return Rect(x: 0, y: Double(self.height) - height, width: Double(width), height: height)
        case .center:
            let panelWidth = min(textWidth + 2 * margin, Double(width))
            return Rect(
                x: ((Double(width) - panelWidth) / 2).rounded(), y: ((Double(self.height) - height) / 2).rounded(),
                width: panelWidth, height: height)
        }
    }
}
