import CCairo
import SegueEngine

/// Text in a real font through Pango and fontconfig (DejaVu Sans on Debian), so labels and
/// captions are shaped, hinted and anti-aliased as a desktop draws them.
enum TextDrawing {
    /// The font family asked of fontconfig (it substitutes the nearest it has).
    static let family = "DejaVu Sans"

    /// Draws `text` in `color` at `fontSize` (in the context's current user units), centred on
    /// `center`, bold when `bold`; returns the ink rectangle it covered, in user units.
    @discardableResult
    static func draw(
        _ text: String, fontSize: Double, color: Color, centeredAt center: Point, bold: Bool = false,
        in cr: OpaquePointer
    ) -> Rect {
        guard fontSize > 0, !text.isEmpty else { return Rect(x: center.x, y: center.y, width: 0, height: 0) }
        let layout = pango_cairo_create_layout(cr)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_new()!
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, family)
        pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        // Pango sizes in device-independent units of 1/1024 point; absolute size follows user units.
        pango_font_description_set_absolute_size(font, fontSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        let (width, height) = (Double(logical.width) / scale, Double(logical.height) / scale)
        let origin = Point(x: center.x - width / 2, y: center.y - height / 2)
        cairo_save(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
        return Rect(
            x: origin.x + Double(ink.x) / scale, y: origin.y + Double(ink.y) / scale,
            width: Double(ink.width) / scale, height: Double(ink.height) / scale)
    }
}
