import CCairo
import SegueEngine

extension RasterImage {
    /// Strokes the outline of every shown view of `views` (root first, as `RasterRenderer.render`
    /// takes them) over the image, through each view's full transform (perspective included), at
    /// `scale` pixels per point: the trace overlay of the live preview, showing where each frame is.
    public func drawOutlines(
        of views: [ViewSnapshot], scale: Double, color: Color = Color(red: 1, green: 0.15, blue: 0.45)
    ) {
        guard let root = views.first else { return }
        let base = PlaneMap(AffineTransform(translationX: -root.bounds.minX, y: -root.bounds.minY))
            .concatenating(PlaneMap(AffineTransform(scaleX: scale, y: scale)))
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, 0.9)
        cairo_set_line_width(cr, 1)
        for item in DrawList(views: views, base: base, drawsLabels: false).items {
            cairo_new_path(cr)
            if OutlinePath.addRoundedRect(item.view.bounds, radius: item.view.cornerRadius, through: item.map, to: cr) {
                cairo_stroke(cr)
            }
        }
        cairo_surface_flush(surface)
    }
}
