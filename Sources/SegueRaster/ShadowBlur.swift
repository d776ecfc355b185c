import CCairo
import SegueEngine

/// A view's shadow as Core Animation draws one without a shadow path, simplified to the shape
/// the SVG writer uses: the rounded bounds in `shadowColor` at `shadowOpacity`, moved by
/// `shadowOffset` in the view's coordinates (so it follows the view's transform), blurred by a
/// Gaussian of standard deviation `shadowRadius / 2` (three box blurs each way approximate it).
enum ShadowBlur {
    /// The widest blur drawn, in device pixels of standard deviation (keeps the buffer bounded).
    static let largestDeviation = 64.0

    /// Whether `view` casts a visible shadow.
    static func casts(_ view: ViewSnapshot) -> Bool {
        view.shadowOpacity > 0 && view.shadowColor.alpha > 0 && view.bounds.width > 0 && view.bounds.height > 0
            && view.shadowRadius.isFinite && view.shadowOffset.width.isFinite && view.shadowOffset.height.isFinite
    }

    /// The blur's standard deviation in device pixels.
    static func deviation(of view: ViewSnapshot, map: DeviceMap) -> Double {
        let sigma = max(view.shadowRadius, 0) / 2 * map.areaScale(over: view.bounds)
        return sigma.isFinite ? min(sigma, largestDeviation) : 0
    }

    /// The shadow's shape: the bounds moved by the offset.
    static func shape(of view: ViewSnapshot) -> Rect {
        let b = view.bounds
        return Rect(
            x: b.minX + view.shadowOffset.width, y: b.minY + view.shadowOffset.height, width: b.width, height: b.height)
    }

    /// Device pixels the shadow may touch.
    static func reach(of view: ViewSnapshot, map: DeviceMap) -> DeviceBox {
        let s = shape(of: view)
        let corners = [
            Point(x: s.minX, y: s.minY), Point(x: s.maxX, y: s.minY), Point(x: s.maxX, y: s.maxY),
            Point(x: s.minX, y: s.maxY),
        ]
        return DeviceBox(points: OutlinePath.project(corners, through: map)).expanded(
            by: 3 * deviation(of: view, map: map) + 1)
    }

    /// Draws the shadow of `view` into `cr` (identity matrix, device pixels) at `opacity` (the
    /// alpha folded into this view), limited to `visible` (the current clip's device box).
    static func draw(_ view: ViewSnapshot, map: DeviceMap, opacity: Double, visible: DeviceBox, into cr: OpaquePointer)
    {
        let c = view.shadowColor
        let alpha = c.alpha * min(max(view.shadowOpacity, 0), 1) * opacity
        let sigma = deviation(of: view, map: map)
        guard alpha > 0 else { return }
        if sigma < 0.25 {
            cairo_new_path(cr)
            guard OutlinePath.addRoundedRect(shape(of: view), radius: view.cornerRadius, through: map, to: cr) else {
                return
            }
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, alpha)
            cairo_fill(cr)
            return
        }
        // The buffer covers the shadow's reach, cut to the clip grown by the blur's reach (pixels
        // outside the clip still blur into it), at 1/`shrink` resolution: a wide blur keeps no
        // detail finer than its deviation, so it is blurred small and scaled up bilinearly.
        let box = reach(of: view, map: map).intersection(visible.expanded(by: 3 * sigma + 1)).integral
        let shrink = min(max((sigma / 2).rounded(.down), 1), 8)
        guard !box.isEmpty, box.width * box.height <= 64e6 else { return }
        let (width, height) = (Int((box.width / shrink).rounded(.up)), Int((box.height / shrink).rounded(.up)))
        let buffer = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(buffer) }
        let shapeContext = cairo_create(buffer)!
        // Drawn in the buffer's pixels: the map, the move to the buffer's origin, the shrink.
        let toBuffer = AffineTransform(
            a: 1 / shrink, b: 0, c: 0, d: 1 / shrink, tx: -box.minX / shrink, ty: -box.minY / shrink)
        let local = DeviceMap(map.plane.concatenating(PlaneMap(toBuffer)))
        let drawn = OutlinePath.addRoundedRect(
            shape(of: view), radius: view.cornerRadius, through: local, to: shapeContext)
        if drawn { cairo_fill(shapeContext) }
        cairo_destroy(shapeContext)
        guard drawn else { return }
        cairo_surface_flush(buffer)
        BoxBlur.blur(
            cairo_image_surface_get_data(buffer)!, width: width, height: height,
            stride: Int(cairo_image_surface_get_stride(buffer)), deviation: sigma / shrink)
        cairo_surface_mark_dirty(buffer)
        let mask = cairo_pattern_create_for_surface(buffer)!
        defer { cairo_pattern_destroy(mask) }
        var toPattern = cairo_matrix_t()
        cairo_matrix_init(&toPattern, 1 / shrink, 0, 0, 1 / shrink, -box.minX / shrink, -box.minY / shrink)
        cairo_pattern_set_matrix(mask, &toPattern)
        cairo_pattern_set_filter(mask, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(mask, CAIRO_EXTEND_NONE)
        cairo_save(cr)
        clipOutCoveredPart(of: view, map: map, opacity: opacity, box: box, in: cr)
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, alpha)
        cairo_mask(cr, mask)
        cairo_restore(cr)
    }

    /// Under an opaque fill drawn at full opacity the shadow never shows: when the view is
    /// upright (an axis-aligned affine map), clips the shadow to the four pixel-aligned bands of
    /// `box` around the fill's inner rectangle (inside its rounded corners and anti-aliased edge),
    /// a clip cairo keeps as a region, so only the visible ring is composited.
    private static func clipOutCoveredPart(
        of view: ViewSnapshot, map: DeviceMap, opacity: Double, box: DeviceBox, in cr: OpaquePointer
    ) {
        guard view.backgroundColor.alpha >= 1, opacity >= 1, let m = map.cairoMatrix, m.yx == 0, m.xy == 0 else {
            return
        }
        let b = view.bounds
        let fill = DeviceBox(
            points: [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.maxY)].compactMap(map.project))
        let inset = OutlinePath.clampedRadius(view.cornerRadius, in: b) * max(abs(m.xx), abs(m.yy)) + 1.5
        let inner = DeviceBox(
            minX: (fill.minX + inset).rounded(.up), minY: (fill.minY + inset).rounded(.up),
            maxX: (fill.maxX - inset).rounded(.down), maxY: (fill.maxY - inset).rounded(.down))
        guard !inner.isEmpty else { return }
        cairo_new_path(cr)
        cairo_rectangle(cr, box.minX, box.minY, box.width, inner.minY - box.minY)
        cairo_rectangle(cr, box.minX, inner.maxY, box.width, box.maxY - inner.maxY)
        cairo_rectangle(cr, box.minX, inner.minY, inner.minX - box.minX, inner.height)
        cairo_rectangle(cr, inner.maxX, inner.minY, box.maxX - inner.maxX, inner.height)
        cairo_clip(cr)
    }
}
