import Foundation

/// A 3D transform split into the parts that CSS and Core Animation blend: perspective,
/// translation, scale, skew and a rotation quaternion.
public struct Transform3DDecomposition: Equatable, Sendable {
    /// Perspective row (x, y, z, w).
    public var perspective: (Double, Double, Double, Double)
    /// Translation.
    public var translation: (Double, Double, Double)
    /// Scale along each axis (all negated for a reflection).
    public var scale: (Double, Double, Double)
    /// Skew factors xy, xz, yz.
    public var skew: (Double, Double, Double)
    /// Rotation as a unit quaternion (x, y, z, w).
    public var quaternion: (Double, Double, Double, Double)

    /// Decomposes `transform`, or returns nil when it is singular and has no decomposition.
    public init?(_ transform: Transform3D) {
        var m = transform
        guard m.m44 != 0 else { return nil }
        for row in 0..<4 { for column in 0..<4 { m[row, column] /= transform.m44 } }

        // The upper 3×3 with perspective removed must be invertible.
        var perspectiveMatrix = m
        (perspectiveMatrix.m14, perspectiveMatrix.m24, perspectiveMatrix.m34, perspectiveMatrix.m44) = (0, 0, 0, 1)
        guard let inverse = perspectiveMatrix.inverted else { return nil }

        if m.m14 != 0 || m.m24 != 0 || m.m34 != 0 {
            // Solve p · perspectiveMatrix = rhs for the perspective row p.
            let rhs = [m.m14, m.m24, m.m34, m.m44]
            var p = [0.0, 0.0, 0.0, 0.0]
            for column in 0..<4 {
                for k in 0..<4 { p[column] += inverse[column, k] * rhs[k] }
            }
            perspective = (p[0], p[1], p[2], p[3])
        } else {
            perspective = (0, 0, 0, 1)
        }
        translation = (m.m41, m.m42, m.m43)

        var row0 = SIMD3(m.m11, m.m12, m.m13)
        var row1 = SIMD3(m.m21, m.m22, m.m23)
        var row2 = SIMD3(m.m31, m.m32, m.m33)
        func length(_ v: SIMD3<Double>) -> Double { (v * v).sum().squareRoot() }
        func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

        var sx = length(row0)
        row0 /= sx
        var xy = dot(row0, row1)
        row1 -= row0 * xy
        var sy = length(row1)
        row1 /= sy
        xy /= sy
        var xz = dot(row0, row2)
        row2 -= row0 * xz
        var yz = dot(row1, row2)
        row2 -= row1 * yz
        var sz = length(row2)
        row2 /= sz
        xz /= sz
        yz /= sz

        // A left-handed basis is a reflection: carry it in the scale, keep the rotation proper.
        let cross = SIMD3(
            row1.y * row2.z - row1.z * row2.y,
            row1.z * row2.x - row1.x * row2.z,
            row1.x * row2.y - row1.y * row2.x
        )
        if dot(row0, cross) < 0 {
            (sx, sy, sz) = (-sx, -sy, -sz)
            row0 = -row0
            row1 = -row1
            row2 = -row2
        }
        scale = (sx, sy, sz)
        skew = (xy, xz, yz)

        quaternion = Self.quaternion(fromRotationRows: row0, row1, row2)
    }

    /// The unit quaternion of a proper rotation matrix (rows in the layout `transform` builds),
    /// by Shepperd's method: the square root is taken only of the largest of 4w², 4x², 4y², 4z²
    /// and the other parts come from sums and differences of opposite entries, so half turns
    /// (w ≈ 0) keep their signs and full precision.
    static func quaternion(
        fromRotationRows r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>
    ) -> (Double, Double, Double, Double) {
        let (m11, m12, m13) = (r0.x, r0.y, r0.z)
        let (m21, m22, m23) = (r1.x, r1.y, r1.z)
        let (m31, m32, m33) = (r2.x, r2.y, r2.z)
        let trace = m11 + m22 + m33
        if trace >= m11 && trace >= m22 && trace >= m33 {
            let w = 0.5 * max(1 + trace, 0).squareRoot()
            return ((m23 - m32) / (4 * w), (m31 - m13) / (4 * w), (m12 - m21) / (4 * w), w)
        }
        if m11 >= m22 && m11 >= m33 {
            let x = 0.5 * max(1 + m11 - m22 - m33, 0).squareRoot()
            return (x, (m12 + m21) / (4 * x), (m13 + m31) / (4 * x), (m23 - m32) / (4 * x))
        }
        if m22 >= m33 {
            let y = 0.5 * max(1 - m11 + m22 - m33, 0).squareRoot()
            return ((m12 + m21) / (4 * y), y, (m23 + m32) / (4 * y), (m31 - m13) / (4 * y))
        }
        let z = 0.5 * max(1 - m11 - m22 + m33, 0).squareRoot()
        return ((m13 + m31) / (4 * z), (m23 + m32) / (4 * z), z, (m12 - m21) / (4 * z))
    }

    /// Blends perspective, translation, scale and skew linearly and the rotation along the
    /// shorter great arc.
    public func interpolated(to other: Transform3DDecomposition, fraction f: Double) -> Transform3DDecomposition {
        func mix(_ a: Double, _ b: Double) -> Double { a.interpolated(to: b, fraction: f) }
        var result = self
        result.perspective = (
            mix(perspective.0, other.perspective.0), mix(perspective.1, other.perspective.1),
            mix(perspective.2, other.perspective.2), mix(perspective.3, other.perspective.3)
        )
        result.translation = (
            mix(translation.0, other.translation.0), mix(translation.1, other.translation.1),
            mix(translation.2, other.translation.2)
        )
        result.scale = (mix(scale.0, other.scale.0), mix(scale.1, other.scale.1), mix(scale.2, other.scale.2))
        result.skew = (mix(skew.0, other.skew.0), mix(skew.1, other.skew.1), mix(skew.2, other.skew.2))
        result.quaternion = Self.slerp(quaternion, other.quaternion, f)
        return result
    }

    /// Spherical linear interpolation of unit quaternions along the shorter arc.
    static func slerp(
        _ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double), _ f: Double
    ) -> (Double, Double, Double, Double) {
        var qa = SIMD4(a.0, a.1, a.2, a.3)
        var qb = SIMD4(b.0, b.1, b.2, b.3)
        var product = (qa * qb).sum()
        if product < 0 {
            qb = -qb
            product = -product
        }
        product = min(product, 1)
        if product > 1 - 1e-12 {
            // Nearly the same rotation: a normalised linear blend is exact enough and avoids 0/0.
            var blend = qa * (1 - f) + qb * f
            blend /= (blend * blend).sum().squareRoot()
            return (blend.x, blend.y, blend.z, blend.w)
        }
        let theta = acos(product)
        let w = sin(f * theta) / (1 - product * product).squareRoot()
        qa *= cos(f * theta) - product * w
        qb *= w
        let q = qa + qb
        return (q.x, q.y, q.z, q.w)
    }

    /// The transform these parts describe.
    public var transform: Transform3D {
        var m = Transform3D.identity
        (m.m14, m.m24, m.m34, m.m44) = perspective

        // Translation acts through the perspective column already in place.
        for column in 0..<4 {
            m[3, column] += translation.0 * m[0, column] + translation.1 * m[1, column] + translation.2 * m[2, column]
        }

        let (x, y, z, w) = quaternion
        var rotation = Transform3D.identity
        rotation.m11 = 1 - 2 * (y * y + z * z)
        rotation.m12 = 2 * (x * y + z * w)
        rotation.m13 = 2 * (x * z - y * w)
        rotation.m21 = 2 * (x * y - z * w)
        rotation.m22 = 1 - 2 * (x * x + z * z)
        rotation.m23 = 2 * (y * z + x * w)
        rotation.m31 = 2 * (x * z + y * w)
        rotation.m32 = 2 * (y * z - x * w)
        rotation.m33 = 1 - 2 * (x * x + y * y)
        m = rotation.concatenating(m)

        if skew.2 != 0 {
            var s = Transform3D.identity
            s.m32 = skew.2
            m = s.concatenating(m)
        }
        if skew.1 != 0 {
            var s = Transform3D.identity
            s.m31 = skew.1
            m = s.concatenating(m)
        }
        if skew.0 != 0 {
            var s = Transform3D.identity
            s.m21 = skew.0
            m = s.concatenating(m)
        }
        for column in 0..<4 {
            m[0, column] *= scale.0
            m[1, column] *= scale.1
            m[2, column] *= scale.2
        }
        return m
    }

    /// Field-by-field equality (tuples are not Equatable by themselves).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.perspective == rhs.perspective && lhs.translation == rhs.translation && lhs.scale == rhs.scale
            && lhs.skew == rhs.skew && lhs.quaternion == rhs.quaternion
    }
}

extension Transform3D {
    /// The inverse, or nil when the matrix is singular.
    public var inverted: Transform3D? {
        // Gauss-Jordan elimination with partial pivoting on [M | I].
        var a = rows
        var inverse = Transform3D.identity.rows
        for column in 0..<4 {
            var pivot = column
            for row in column..<4 where abs(a[row][column]) > abs(a[pivot][column]) { pivot = row }
            guard abs(a[pivot][column]) > 1e-12 else { return nil }
            a.swapAt(column, pivot)
            inverse.swapAt(column, pivot)
            let scale = a[column][column]
            for k in 0..<4 {
                a[column][k] /= scale
                inverse[column][k] /= scale
            }
            for row in 0..<4 where row != column {
                let factor = a[row][column]
                guard factor != 0 else { continue }
                for k in 0..<4 {
                    a[row][k] -= factor * a[column][k]
                    inverse[row][k] -= factor * inverse[column][k]
                }
            }
        }
        return Transform3D(rows: inverse)
    }
}
