import CCairo
import SegueEngine

/// A view's map from its bounds coordinates to device pixels, its nine entries held as plain
/// numbers (a `PlaneMap` in the engine's row-vector layout) so drawing code can apply it, hand it
/// to cairo when it is affine, and clip what lies behind the eye when it is not.
struct DeviceMap {
    /// The entries m11 … m33, row by row.
    let m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)
    /// The map it was built from.
    let plane: PlaneMap

    /// The smallest homogeneous W drawn: points nearer the eye plane (or behind it) are cut away,
    /// so nothing projects to infinity or flips through it.
    static let nearestW = 1e-3
    /// The farthest from the origin a projected point is placed (cairo's 24.8 fixed point holds
    /// about ±8 million).
    static let farthest = 4e6

    init(_ plane: PlaneMap) {
        let e = plane.entries
        m = (e[0], e[1], e[2], e[3], e[4], e[5], e[6], e[7], e[8])
        self.plane = plane
    }

    /// Whether there is no perspective part (cairo can draw through it exactly).
    var isAffine: Bool { m.2 == 0 && m.5 == 0 && m.8 != 0 }

    /// Whether every entry is a finite number.
    var isFinite: Bool {
        [m.0, m.1, m.2, m.3, m.4, m.5, m.6, m.7, m.8].allSatisfy(\.isFinite)
    }

    /// (X, Y, W) of `p` before the perspective division.
    func homogeneous(_ p: Point) -> (x: Double, y: Double, w: Double) {
        (p.x * m.0 + p.y * m.3 + m.6, p.x * m.1 + p.y * m.4 + m.7, p.x * m.2 + p.y * m.5 + m.8)
    }

    /// `p` mapped, or nil when it lies nearer the eye than `nearestW` (or behind it).
    func project(_ p: Point) -> Point? {
        let h = homogeneous(p)
        guard h.w >= Self.nearestW else { return nil }
        return Self.placed(h)
    }

    /// A homogeneous point divided through and kept within cairo's range.
    static func placed(_ h: (x: Double, y: Double, w: Double)) -> Point {
        Point(x: min(max(h.x / h.w, -farthest), farthest), y: min(max(h.y / h.w, -farthest), farthest))
    }

    /// The affine map as cairo's matrix, or nil when the map has perspective, is not finite, or
    /// flattens the plane (cairo refuses a singular matrix).
    var cairoMatrix: cairo_matrix_t? {
        guard isAffine, isFinite else { return nil }
        let w = m.8
        let matrix = cairo_matrix_t(xx: m.0 / w, yx: m.1 / w, xy: m.3 / w, yy: m.4 / w, x0: m.6 / w, y0: m.7 / w)
        let determinant = matrix.xx * matrix.yy - matrix.yx * matrix.xy
        guard abs(determinant) > 1e-12, determinant.isFinite, abs(matrix.x0) < Self.farthest,
            abs(matrix.y0) < Self.farthest
        else { return nil }
        return matrix
    }

    /// Device pixels per bounds unit along the map's most stretched direction at `p` (the larger
    /// column norm of the Jacobian), or nil behind the eye.
    func magnification(at p: Point) -> Double? {
        let h = homogeneous(p)
        guard h.w >= Self.nearestW else { return nil }
        let (x, y, w) = (h.x / h.w, h.y / h.w, h.w)
        let dx = ((m.0 - x * m.2) / w, (m.1 - y * m.2) / w)
        let dy = ((m.3 - x * m.5) / w, (m.4 - y * m.5) / w)
        return max((dx.0 * dx.0 + dx.1 * dx.1).squareRoot(), (dy.0 * dy.0 + dy.1 * dy.1).squareRoot())
    }

    /// The largest magnification over `rect`'s corners and centre (0 when all lie behind the eye).
    func largestMagnification(over rect: Rect) -> Double {
        let probes = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.midX, y: rect.midY),
        ]
        return probes.compactMap(magnification(at:)).max() ?? 0
    }

    /// Device pixels per bounds unit on average near `rect`'s centre (the square root of the
    /// affine fit's area scale), what blur radii and label sizes are measured by.
    func areaScale(over rect: Rect) -> Double {
        let t = plane.affineFit(over: rect)
        return abs(t.a * t.d - t.b * t.c).squareRoot()
    }
}
