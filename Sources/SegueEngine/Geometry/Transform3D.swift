import Foundation

/// A 4×4 homogeneous transform in Core Animation's layout (row vectors: p' = p · M), so the
/// translation is in `m41…m43` and perspective is set with `m34 = -1 / distance`.
public struct Transform3D: Hashable, Sendable, Codable, Interpolatable {
    /// Row 1.
    public var m11: Double, m12: Double, m13: Double, m14: Double
    /// Row 2.
    public var m21: Double, m22: Double, m23: Double, m24: Double
    /// Row 3.
    public var m31: Double, m32: Double, m33: Double, m34: Double
    /// Row 4 (translation and homogeneous scale).
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// The transform that changes nothing.
    public static let identity = Transform3D(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])

    /// A transform from its sixteen entries, row by row; `rows` must be 4×4.
    public init(rows: [[Double]]) {
        precondition(rows.count == 4 && rows.allSatisfy { $0.count == 4 }, "Transform3D needs 4 rows of 4 values")
        (m11, m12, m13, m14) = (rows[0][0], rows[0][1], rows[0][2], rows[0][3])
        (m21, m22, m23, m24) = (rows[1][0], rows[1][1], rows[1][2], rows[1][3])
        (m31, m32, m33, m34) = (rows[2][0], rows[2][1], rows[2][2], rows[2][3])
        (m41, m42, m43, m44) = (rows[3][0], rows[3][1], rows[3][2], rows[3][3])
    }

    /// The entries row by row.
    public var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// Entry at `row`, `column` (both 0-based).
    public subscript(row: Int, column: Int) -> Double {
        get { withUnsafeBytes(of: self) { $0.load(fromByteOffset: (row * 4 + column) * 8, as: Double.self) } }
        set {
            withUnsafeMutableBytes(of: &self) {
                $0.storeBytes(of: newValue, toByteOffset: (row * 4 + column) * 8, as: Double.self)
            }
        }
    }

    /// A translation by (`tx`, `ty`, `tz`).
    public init(translationX tx: Double, y ty: Double, z tz: Double = 0) {
        self = .identity
        (m41, m42, m43) = (tx, ty, tz)
    }

    /// A scale by (`sx`, `sy`, `sz`).
    public init(scaleX sx: Double, y sy: Double, z sz: Double = 1) {
        self = .identity
        (m11, m22, m33) = (sx, sy, sz)
    }

    /// A rotation by `angle` radians about the axis (`x`, `y`, `z`), as `CATransform3DMakeRotation`.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        self = .identity
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let (s, c) = (sin(angle), cos(angle))
        let t = 1 - c
        m11 = t * ux * ux + c
        m12 = t * ux * uy + uz * s
        m13 = t * ux * uz - uy * s
        m21 = t * ux * uy - uz * s
        m22 = t * uy * uy + c
        m23 = t * uy * uz + ux * s
        m31 = t * ux * uz + uy * s
        m32 = t * uy * uz - ux * s
        m33 = t * uz * uz + c
    }

    /// A perspective projection seen from `distance` points in front of the z = 0 plane.
    public init(perspectiveDistance distance: Double) {
        self = .identity
        m34 = -1 / distance
    }

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other` (the product self · other in row-vector form).
    public func concatenating(_ other: Transform3D) -> Transform3D {
        var result = Transform3D.identity
        for row in 0..<4 {
            for column in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += self[row, k] * other[k, column] }
                result[row, column] = sum
            }
        }
        return result
    }

    /// `point` (on the z = 0 plane) mapped through the transform and projected back onto it.
    public func project(_ point: Point) -> Point {
        let x = point.x * m11 + point.y * m21 + m41
        let y = point.x * m12 + point.y * m22 + m42
        let w = point.x * m14 + point.y * m24 + m44
        return w == 0 ? Point(x: x, y: y) : Point(x: x / w, y: y / w)
    }

    /// Interpolates decomposed perspective, translation, scale, skew and rotation (a quaternion
    /// slerp), as the CSS Transforms spec and Core Animation do; falls back to blending entries
    /// when either matrix cannot be decomposed (it is singular).
    public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
        guard let from = Transform3DDecomposition(self), let to = Transform3DDecomposition(other) else {
            return blendingEntries(to: other, fraction: fraction)
        }
        return from.interpolated(to: to, fraction: fraction).transform
    }

    /// Blends the sixteen entries one by one (the fallback for matrices with no decomposition).
    public func blendingEntries(to other: Transform3D, fraction: Double) -> Transform3D {
        var result = self
        for row in 0..<4 {
            for column in 0..<4 {
                result[row, column] = self[row, column].interpolated(to: other[row, column], fraction: fraction)
            }
        }
        return result
    }
}
