import CCairo
import SegueEngine

/// A `CAGradientLayer`'s linear gradient: stops along the axis from `startPoint` to `endPoint` in
/// unit coordinates of the bounds (so, as SVG's bounding-box units, the colour bands follow the
/// bounds when they are not square), the end colours held beyond the ends.
enum GradientFill {
    /// Paints `gradient` over `bounds` rounded by `cornerRadius` in `cr`'s current user space (the
    /// view's bounds coordinates), through the current clip, at `opacity`.
    static func paint(
        _ gradient: Gradient, in bounds: Rect, cornerRadius: Double, opacity: Double, into cr: OpaquePointer
    ) {
        guard bounds.width > 0, bounds.height > 0, ScaleCheck.isUsable(1 / bounds.width, 1 / bounds.height),
            (bounds.minX / bounds.width).isFinite, (bounds.minY / bounds.height).isFinite
        else { return }
        let pattern = cairo_pattern_create_linear(
            gradient.startPoint.x, gradient.startPoint.y, gradient.endPoint.x, gradient.endPoint.y)!
        defer { cairo_pattern_destroy(pattern) }
        // As SVG, each stop's offset is at least the one before it.
        var floor = 0.0
        for stop in gradient.stops {
            floor = max(floor, min(max(stop.location, 0), 1))
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, floor, c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        // The pattern lives in unit coordinates of the bounds: user space to unit space.
        var unit = cairo_matrix_t()
        cairo_matrix_init(
            &unit, 1 / bounds.width, 0, 0, 1 / bounds.height, -bounds.minX / bounds.width, -bounds.minY / bounds.height)
        cairo_pattern_set_matrix(pattern, &unit)
        cairo_save(cr)
        cairo_new_path(cr)
        OutlinePath.addLocalRoundedRect(bounds, radius: OutlinePath.clampedRadius(cornerRadius, in: bounds), to: cr)
        cairo_set_source(cr, pattern)
        if opacity >= 1 {
            cairo_fill(cr)
        } else {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_restore(cr)
    }
}
