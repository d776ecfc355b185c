import CCairo
import SegueEngine

/// A linear gradient under a perspective map without a texture: the bounds are cut into thin
/// strips between lines of equal gradient position (straight lines stay straight under a
/// projective map), each strip projected exactly and filled with the gradient laid along its
/// own projected edge, so the colour is exact on every strip's edge and off by the strip's
/// perspective curvature in between (strips at most `stripPixels` device pixels across).
/// Strips are added into a scratch image (their anti-aliased edges sum to full coverage where
/// they meet, so there are no seams), then painted over the target.
enum PerspectiveGradient {
    /// The widest strip, in device pixels along the gradient.
    static let stripPixels = 12.0
    /// The most strips one gradient is cut into.
    static let mostStrips = 128

    /// Paints `gradient` over `bounds` (rounded by `cornerRadius`) through the perspective `map`
    /// into `cr` (identity matrix, device pixels) at `opacity`; false when the axis has no length
    /// or the bounds cannot be placed (the caller falls back to a warped texture).
    static func paint(
        _ gradient: Gradient, in bounds: Rect, cornerRadius: Double, through map: DeviceMap, opacity: Double, scratch: TextureScratch,
        into cr: OpaquePointer
    ) -> Bool {
        let (s, e) = (gradient.startPoint, gradient.endPoint)
        let axis = Point(x: e.x - s.x, y: e.y - s.y)
        let length2 = axis.x * axis.x + axis.y * axis.y
        guard length2 > 1e-12, bounds.width > 0, bounds.height > 0 else { return false }
        // Position along the axis of a unit-square point (0 at the start point, 1 at the end).
        let position = { (p: Point) in ((p.x - s.x) * axis.x + (p.y - s.y) * axis.y) / length2 }
        let square = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]
        let positions = square.map(position)
        let (low, high) = (positions.min()!, positions.max()!)
        let toBounds = { (p: Point) in Point(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height) }
        let outline = DeviceBox(points: OutlinePath.project(square.map(toBounds), through: map))
        guard !outline.isEmpty else { return false }
        let across = (outline.width * outline.width + outline.height * outline.height).squareRoot()
        let count = min(max(Int((across / stripPixels).rounded(.up)), 1), mostStrips)
        // Strips are added (premultiplied) into a scratch image, so where two meet their
        // anti-aliased edges sum to full coverage without a seam; the image is then painted over.
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let box = outline.expanded(by: 1).intersection(DeviceBox(minX: x1, minY: y1, maxX: x2, maxY: y2)).integral
        guard !box.isEmpty else { return true }
        let image = scratch.image(width: PixelSide.of(box.width), height: PixelSide.of(box.height))
        let strips = cairo_create(image.surface)!
        cairo_translate(strips, -box.minX, -box.minY)
        if OutlinePath.clampedRadius(cornerRadius, in: bounds) > 0 {
            guard OutlinePath.addRoundedRect(bounds, radius: cornerRadius, through: map, to: strips) else {
                cairo_destroy(strips)
                return true
            }
            cairo_clip(strips)
        }
        cairo_set_operator(strips, CAIRO_OPERATOR_ADD)
        for k in 0..<count {
            let from = low + (high - low) * Double(k) / Double(count)
            let to = low + (high - low) * Double(k + 1) / Double(count)
            // The first and last strips reach past the square's extreme corners so nothing is missed.
            let strip = cut(square, position: position, above: k == 0 ? -.infinity : from, below: k == count - 1 ? .infinity : to)
            let device = OutlinePath.project(strip.map(toBounds), through: map)
            guard device.count >= 3, let pattern = stripPattern(gradient, from: from, to: to, axis: axis, start: s, map: map,
                                                                 toBounds: toBounds, opacity: opacity) else { continue }
            cairo_new_path(strips)
            cairo_move_to(strips, device[0].x, device[0].y)
            for p in device.dropFirst() { cairo_line_to(strips, p.x, p.y) }
            cairo_close_path(strips)
            cairo_set_source(strips, pattern)
            cairo_fill(strips)
            cairo_pattern_destroy(pattern)
        }
        cairo_destroy(strips)
        cairo_set_source_surface(cr, image.surface, box.minX, box.minY)
        cairo_paint(cr)
        return true
    }

    /// The convex polygon `points` cut to `above` ≤ position ≤ `below`.
    static func cut(_ points: [Point], position: (Point) -> Double, above: Double, below: Double) -> [Point] {
        func keep(_ points: [Point], _ inside: (Double) -> Bool, _ bound: Double) -> [Point] {
            guard bound.isFinite, !points.isEmpty else { return points }
            var kept: [Point] = []
            for (index, p) in points.enumerated() {
                let q = points[(index + 1) % points.count]
                let (fp, fq) = (position(p), position(q))
                if inside(fp) { kept.append(p) }
                if inside(fp) != inside(fq) {
                    let t = (bound - fp) / (fq - fp)
                    kept.append(Point(x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y)))
                }
            }
            return kept
        }
        return keep(keep(points, { $0 >= above }, above), { $0 <= below }, below)
    }

    /// A device-space linear pattern with the gradient's stops, laid so its positions `from` and
    /// `to` fall on the projected lines of those positions (exact on the `from` line and at the
    /// `to` line's axis point); its stops carry `opacity`.
    static func stripPattern(
        _ gradient: Gradient, from: Double, to: Double, axis: Point, start: Point, map: DeviceMap, toBounds: (Point) -> Point, opacity: Double
    ) -> OpaquePointer? {
        // Points on the two lines, near the unit square's centre, and a second point along the first line.
        let centre = Point(x: 0.5, y: 0.5)
        let centreT = ((centre.x - start.x) * axis.x + (centre.y - start.y) * axis.y) / (axis.x * axis.x + axis.y * axis.y)
        let onLine = { (t: Double) in Point(x: centre.x + (t - centreT) * axis.x, y: centre.y + (t - centreT) * axis.y) }
        let a = onLine(from), b = onLine(to)
        let along = Point(x: a.x - axis.y * 0.1, y: a.y + axis.x * 0.1)
        guard let da = map.project(toBounds(a)), let db = map.project(toBounds(b)), let dl = map.project(toBounds(along)) else { return nil }
        // The device normal of the `from` line, and the strip's width along it.
        let direction = Point(x: dl.x - da.x, y: dl.y - da.y)
        let norm = (direction.x * direction.x + direction.y * direction.y).squareRoot()
        guard norm > 1e-9 else { return nil }
        let normal = Point(x: -direction.y / norm, y: direction.x / norm)
        let width = (db.x - da.x) * normal.x + (db.y - da.y) * normal.y
        guard abs(width) > 1e-9, to != from else { return nil }
        // Device points of positions 0 and 1 along the normal.
        let perUnit = width / (to - from)
        let zero = Point(x: da.x - from * perUnit * normal.x, y: da.y - from * perUnit * normal.y)
        let one = Point(x: zero.x + perUnit * normal.x, y: zero.y + perUnit * normal.y)
        let pattern = cairo_pattern_create_linear(zero.x, zero.y, one.x, one.y)!
        var floor = 0.0
        for stop in gradient.stops {
            floor = max(floor, min(max(stop.location, 0), 1))
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, floor, c.red, c.green, c.blue, c.alpha * opacity)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }
}
