import CCairo
import Foundation
import SegueEngine

/// A PNG-ready filmstrip of a recorded transition: evenly spaced frames side by side, each
/// scaled to a panel width with its time below and the title at the bottom. The same layout as
/// the SVG filmstrip (`TransitionPicture.filmstripSVG` in SegueRender), drawn from raster frames.
public enum RasterFilmstrip {
    /// Points between the strip's edge and the panels (the SVG filmstrip's margin).
    static let margin = 16.0
    /// Points between panels.
    static let gap = 12.0
    /// Points below the panels for the times and the title.
    static let captionHeight = 48.0
    /// The panel widths accepted, in points.
    public static let panelWidthRange: ClosedRange<Double> = 16...4096

    /// `count` evenly spaced frames of `frames` (oldest first), each drawn by `renderer` and
    /// scaled to `panelWidth` points wide, at the renderer's scale; `title` at the bottom.
    public static func render(
        _ frames: [TraceRecorder.Frame], title: String, count: Int, panelWidth: Double = 180,
        with renderer: RasterRenderer
    ) throws -> RasterImage {
        guard !frames.isEmpty else { throw MotionError("a filmstrip of \(title) needs at least one recorded frame") }
        guard count >= 1 else { throw MotionError("a filmstrip of \(count) frames is empty; ask for at least one") }
        guard panelWidthRange.contains(panelWidth) else {
            throw MotionError(
                "a filmstrip panel \(panelWidth) points wide is outside "
                    + "\(Int(panelWidthRange.lowerBound))…\(Int(panelWidthRange.upperBound))"
            )
        }
        let chosen = frames.evenlySpaced(count: count)
        let root = frames[0].views.first?.bounds.size ?? Size(width: panelWidth, height: panelWidth)
        let panelHeight = root.width > 0 ? root.height * panelWidth / root.width : panelWidth
        let size = Size(
            width: margin * 2 + Double(count) * panelWidth + Double(count - 1) * gap,
            height: margin * 2 + panelHeight + captionHeight)
        let scale = renderer.options.scale
        let (width, height) = (Int((size.width * scale).rounded(.up)), Int((size.height * scale).rounded(.up)))
        guard max(width, height) <= RasterImage.maximumSide else {
            throw MotionError(
                "a filmstrip of \(count) panels \(panelWidth) points wide at scale \(scale) would be "
                    + "\(width)×\(height) pixels, more than "
                    + "\(RasterImage.maximumSide) a side; ask for fewer frames, narrower panels or a smaller scale")
        }
        let strip = RasterImage(width: width, height: height)
        let cr = cairo_create(strip.surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        let start = frames[0].time
        for (index, frame) in chosen.enumerated() {
            let origin = Point(x: margin + Double(index) * (panelWidth + gap), y: margin)
            drawPanel(
                renderer.render(frame.views), at: origin, size: Size(width: panelWidth, height: panelHeight), into: cr)
            let caption = Point(x: origin.x + panelWidth / 2, y: origin.y + panelHeight + 17)
            TextDrawing.draw(
                seconds(frame.time - start) + " s", fontSize: 14, color: Color(red: 0.2, green: 0.2, blue: 0.2),
                centeredAt: caption, in: cr)
        }
        TextDrawing.draw(
            title, fontSize: 13, color: Color(red: 1 / 3, green: 1 / 3, blue: 1 / 3),
            centeredAt: Point(x: size.width / 2, y: size.height - 14.5), in: cr)
        return strip
    }

    /// `panel` scaled into the rectangle at `origin` of `size` (points), with a grey outline
    /// inside its edge as the SVG filmstrip draws the root view's.
    private static func drawPanel(_ panel: RasterImage, at origin: Point, size: Size, into cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, origin.x, origin.y)
        cairo_rectangle(cr, 0, 0, size.width, size.height)
        cairo_clip(cr)
        cairo_save(cr)
        cairo_scale(cr, size.width / Double(panel.width), size.height / Double(panel.height))
        cairo_set_source_surface(cr, panel.surface, 0, 0)
        // GOOD filters a reduction over the whole footprint (a box filter), not a point sample.
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_set_source_rgb(cr, 0x88 / 255.0, 0x88 / 255.0, 0x88 / 255.0)
        cairo_set_line_width(cr, 1)
        cairo_rectangle(cr, 0, 0, size.width, size.height)
        cairo_stroke(cr)
    }

    /// `value` to three decimals without trailing zeros: "0.25", "1".
    static func seconds(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
