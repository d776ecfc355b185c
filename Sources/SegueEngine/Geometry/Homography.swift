/// A projective map of the plane, (x, y, 1) · H = (X, Y, W) then divided by W, in Core
/// Animation's row-vector layout: what a 4×4 transform does to the points of a z = 0 plane once
/// the result is flattened back onto a plane, so a chain of flattening layers composes exactly.
struct Homography: Equatable {
    /// Row 1 (the x input's contributions).
    var m11: Double, m12: Double, m13: Double
    /// Row 2 (the y input's contributions).
    var m21: Double, m22: Double, m23: Double
    /// Row 3 (translation and homogeneous term).
    var m31: Double, m32: Double, m33: Double

    /// The map that changes nothing.
    static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// The plane-to-plane part of `transform`: z input is zero and z output is dropped, so rows and
    /// columns 1, 2 and 4 are all that matter.
    init(_ t: Transform3D) {
        (m11, m12, m13) = (t.m11, t.m12, t.m14)
        (m21, m22, m23) = (t.m21, t.m22, t.m24)
        (m31, m32, m33) = (t.m41, t.m42, t.m44)
    }

    /// A homography from its nine entries, row by row.
    init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double,
        m33: Double
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The map sending every point to `point` (what a singular map's inverse falls back to).
    static func constant(_ point: Point) -> Homography {
        Homography(m11: 0, m12: 0, m13: 0, m21: 0, m22: 0, m23: 0, m31: point.x, m32: point.y, m33: 1)
    }

    /// `point` mapped and divided by W; left undivided when W is 0 (a point at infinity), as
    /// `Transform3D.project` does, so the result is never NaN for finite input.
    func apply(_ point: Point) -> Point {
        let x = point.x * m11 + point.y * m21 + m31
        let y = point.x * m12 + point.y * m22 + m32
        let w = point.x * m13 + point.y * m23 + m33
        return w == 0 ? Point(x: x, y: y) : Point(x: x / w, y: y / w)
    }

    /// `self` followed by `other` (the product self · other).
    func concatenating(_ o: Homography) -> Homography {
        Homography(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// The inverse map, or nil when the map flattens the plane onto a line or a point (its
    /// determinant is zero, or the inverse would not be finite).
    var inverse: Homography? {
        // Cofactors, transposed (the adjugate), divided by the determinant.
        let c11 = m22 * m33 - m23 * m32
        let c12 = m13 * m32 - m12 * m33
        let c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33
        let c22 = m11 * m33 - m13 * m31
        let c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31
        let c32 = m12 * m31 - m11 * m32
        let c33 = m11 * m22 - m12 * m21
        let determinant = m11 * c11 + m12 * c21 + m13 * c31
        guard determinant != 0, determinant.isFinite else { return nil }
        let inverse = Homography(
            m11: c11 / determinant, m12: c12 / determinant, m13: c13 / determinant,
            m21: c21 / determinant, m22: c22 / determinant, m23: c23 / determinant,
            m31: c31 / determinant, m32: c32 / determinant, m33: c33 / determinant)
        let entries = [
            inverse.m11, inverse.m12, inverse.m13, inverse.m21, inverse.m22, inverse.m23, inverse.m31, inverse.m32,
            inverse.m33,
        ]
        return entries.allSatisfy(\.isFinite) ? inverse : nil
    }
}
