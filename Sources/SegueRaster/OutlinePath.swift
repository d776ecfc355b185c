import CCairo
import SegueEngine

#if canImport(Glibc)
    import Glibc
#endif

/// Outlines in a view's bounds coordinates added to a cairo path in device pixels: through
/// cairo's matrix when the view's map is affine (exact curves), else projected point by point
/// (rounded corners and ellipses as short arcs), cut where they pass behind the eye.
enum OutlinePath {
    /// Points per quarter circle under perspective.
    static let arcPoints = 10
    /// Points around a whole ellipse under perspective.
    static let ellipsePoints = 64

    /// Adds the rounded rectangle `rect` (radius clamped to half the shorter side, as Core
    /// Animation clamps it) mapped by `map`; false when the map cannot place it (nothing added).
    @discardableResult
    static func addRoundedRect(_ rect: Rect, radius: Double, through map: DeviceMap, to cr: OpaquePointer) -> Bool {
        let r = clampedRadius(radius, in: rect)
        if map.isAffine {
            guard var matrix = map.cairoMatrix else { return false }
            cairo_set_matrix(cr, &matrix)
            addLocalRoundedRect(rect, radius: r, to: cr)
            cairo_identity_matrix(cr)
            return true
        }
        return addPolygon(roundedRectPoints(rect, radius: r), through: map, to: cr)
    }

    /// Adds the mask's outline mapped by `map`; false when nothing could be added.
    @discardableResult
    static func addMask(_ mask: ViewMask, through map: DeviceMap, to cr: OpaquePointer) -> Bool {
        switch mask.shape {
        case .rectangle: return addRoundedRect(mask.rect, radius: 0, through: map, to: cr)
        case .roundedRectangle: return addRoundedRect(mask.rect, radius: mask.cornerRadius, through: map, to: cr)
        case .ellipse:
            let r = mask.rect
            if map.isAffine {
                guard var matrix = map.cairoMatrix, r.width > 0, r.height > 0,
                    ScaleCheck.isUsable(r.width / 2, r.height / 2)
                else { return false }
                cairo_set_matrix(cr, &matrix)
                cairo_new_sub_path(cr)
                cairo_translate(cr, r.midX, r.midY)
                cairo_scale(cr, r.width / 2, r.height / 2)
                cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
                cairo_close_path(cr)
                cairo_identity_matrix(cr)
                return true
            }
            let points = (0..<ellipsePoints).map { i in
                let angle = Double(i) / Double(ellipsePoints) * 2 * .pi
                return Point(x: r.midX + r.width / 2 * cos(angle), y: r.midY + r.height / 2 * sin(angle))
            }
            return addPolygon(points, through: map, to: cr)
        }
    }

    /// The radius Core Animation draws: at most half the shorter side, never negative.
    static func clampedRadius(_ radius: Double, in rect: Rect) -> Double {
        max(min(radius, rect.width / 2, rect.height / 2), 0)
    }

    /// The rounded rectangle in the current user space (radius already clamped).
    static func addLocalRoundedRect(_ b: Rect, radius r: Double, to cr: OpaquePointer) {
        guard r > 0 else {
            cairo_rectangle(cr, b.minX, b.minY, b.width, b.height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, b.maxX - r, b.minY + r, r, -0.5 * .pi, 0)
        cairo_arc(cr, b.maxX - r, b.maxY - r, r, 0, 0.5 * .pi)
        cairo_arc(cr, b.minX + r, b.maxY - r, r, 0.5 * .pi, .pi)
        cairo_arc(cr, b.minX + r, b.minY + r, r, .pi, 1.5 * .pi)
        cairo_close_path(cr)
    }

    /// The rounded rectangle's outline clockwise from the top-left, `arcPoints` a corner.
    static func roundedRectPoints(_ b: Rect, radius r: Double) -> [Point] {
        guard r > 0 else {
            return [
                Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
                Point(x: b.minX, y: b.maxY),
            ]
        }
        let corners: [(Point, Double)] = [
            (Point(x: b.minX + r, y: b.minY + r), .pi), (Point(x: b.maxX - r, y: b.minY + r), 1.5 * .pi),
            (Point(x: b.maxX - r, y: b.maxY - r), 0), (Point(x: b.minX + r, y: b.maxY - r), 0.5 * .pi),
        ]
        return corners.flatMap { centre, start in
            (0..<arcPoints).map { step in
                let angle = start + Double(step) / Double(arcPoints - 1) * 0.5 * .pi
                return Point(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle))
            }
        }
    }

    /// Adds the closed polygon `points` (bounds coordinates) in device pixels; false when all of
    /// it lies behind the eye.
    @discardableResult
    static func addPolygon(_ points: [Point], through map: DeviceMap, to cr: OpaquePointer) -> Bool {
        let device = project(points, through: map)
        guard device.count >= 3 else { return false }
        cairo_move_to(cr, device[0].x, device[0].y)
        for p in device.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        cairo_close_path(cr)
        return true
    }

    /// The closed polygon mapped to device pixels, cut at W = `DeviceMap.nearestW` (Sutherland and
    /// Hodgman against the one plane), so a view turned past the eye keeps only its visible part.
    static func project(_ points: [Point], through map: DeviceMap) -> [Point] {
        let h = points.map(map.homogeneous)
        let near = DeviceMap.nearestW
        guard h.contains(where: { $0.w < near }) else { return h.map(DeviceMap.placed) }
        var kept: [(x: Double, y: Double, w: Double)] = []
        for (index, current) in h.enumerated() {
            let next = h[(index + 1) % h.count]
            if current.w >= near { kept.append(current) }
            if (current.w >= near) != (next.w >= near) {
                let t = (near - current.w) / (next.w - current.w)
                kept.append((current.x + t * (next.x - current.x), current.y + t * (next.y - current.y), near))
            }
        }
        return kept.map(DeviceMap.placed)
    }
}
