import CoreGraphics

// Row vectors on the left, so `CATransform3DConcat(a, b)` applies `a` first, as on Apple's platforms.
/// A 4×4 transform as Core Animation lays it out: (x, y, z, 1) times the matrix is the transformed point.
public struct CATransform3D: Equatable, Sendable {
    /// The entry at row 1, column 1.
    public var m11: CGFloat
    /// The entry at row 1, column 2.
    public var m12: CGFloat
    /// The entry at row 1, column 3.
    public var m13: CGFloat
    /// The entry at row 1, column 4.
    public var m14: CGFloat
    /// The entry at row 2, column 1.
    public var m21: CGFloat
    /// The entry at row 2, column 2.
    public var m22: CGFloat
    /// The entry at row 2, column 3.
    public var m23: CGFloat
    /// The entry at row 2, column 4.
    public var m24: CGFloat
    /// The entry at row 3, column 1.
    public var m31: CGFloat
    /// The entry at row 3, column 2.
    public var m32: CGFloat
    /// The entry at row 3, column 3.
    public var m33: CGFloat
    /// The entry at row 3, column 4 (−1/distance for a perspective seen from that distance).
    public var m34: CGFloat
    /// The entry at row 4, column 1: the x translation.
    public var m41: CGFloat
    /// The entry at row 4, column 2: the y translation.
    public var m42: CGFloat
    /// The entry at row 4, column 3: the z translation.
    public var m43: CGFloat
    /// The entry at row 4, column 4.
    public var m44: CGFloat

    /// A transform whose sixteen entries are all zero, as the imported C struct's `init()` is (not the identity).
    public init() {
        self.init(entries: [CGFloat](repeating: 0, count: 16))
    }

    /// A transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// A transform from its sixteen entries in row order (exactly sixteen).
    private init(entries e: [CGFloat]) {
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// The sixteen entries in row order.
    private var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The matrix product self · other.
    fileprivate func multiplied(by other: CATransform3D) -> CATransform3D {
        let a = entries
        let b = other.entries
        var product = [CGFloat](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum: CGFloat = 0
                for k in 0..<4 { sum += a[row * 4 + k] * b[k * 4 + column] }
                product[row * 4 + column] = sum
            }
        }
        return CATransform3D(entries: product)
    }

    /// The inverse, or nil when the matrix is singular: the adjugate over the determinant, by cofactor expansion.
    fileprivate func inverse() -> CATransform3D? {
        let m = entries
        var inverse = [CGFloat](repeating: 0, count: 16)
        // The cofactors of the first column give the determinant; the rest complete the adjugate.
        inverse[0] =
            m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15] + m[9] * m[7] * m[14]
            + m[13] * m[6] * m[11] - m[13] * m[7] * m[10]
        inverse[4] =
            -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15] - m[8] * m[7] * m[14]
            - m[12] * m[6] * m[11] + m[12] * m[7] * m[10]
        inverse[8] =
            m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15] + m[8] * m[7] * m[13]
            + m[12] * m[5] * m[11] - m[12] * m[7] * m[9]
        inverse[12] =
            -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14] - m[8] * m[6] * m[13]
            - m[12] * m[5] * m[10] + m[12] * m[6] * m[9]
        let determinant = m[0] * inverse[0] + m[1] * inverse[4] + m[2] * inverse[8] + m[3] * inverse[12]
        guard determinant != 0, determinant.isFinite else { return nil }
        inverse[1] =
            -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15] - m[9] * m[3] * m[14]
            - m[13] * m[2] * m[11] + m[13] * m[3] * m[10]
        inverse[5] =
            m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15] + m[8] * m[3] * m[14]
            + m[12] * m[2] * m[11] - m[12] * m[3] * m[10]
        inverse[9] =
            -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15] - m[8] * m[3] * m[13]
            - m[12] * m[1] * m[11] + m[12] * m[3] * m[9]
        inverse[13] =
            m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14] + m[8] * m[2] * m[13]
            + m[12] * m[1] * m[10] - m[12] * m[2] * m[9]
        inverse[2] =
            m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15] + m[5] * m[3] * m[14]
            + m[13] * m[2] * m[7] - m[13] * m[3] * m[6]
        inverse[6] =
            -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15] - m[4] * m[3] * m[14]
            - m[12] * m[2] * m[7] + m[12] * m[3] * m[6]
        inverse[10] =
            m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15] + m[4] * m[3] * m[13]
            + m[12] * m[1] * m[7] - m[12] * m[3] * m[5]
        inverse[14] =
            -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14] - m[4] * m[2] * m[13]
            - m[12] * m[1] * m[6] + m[12] * m[2] * m[5]
        inverse[3] =
            -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11] - m[5] * m[3] * m[10]
            - m[9] * m[2] * m[7] + m[9] * m[3] * m[6]
        inverse[7] =
            m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11] + m[4] * m[3] * m[10]
            + m[8] * m[2] * m[7] - m[8] * m[3] * m[6]
        inverse[11] =
            -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11] - m[4] * m[3] * m[9]
            - m[8] * m[1] * m[7] + m[8] * m[3] * m[5]
        inverse[15] =
            m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10] + m[4] * m[2] * m[9]
            + m[8] * m[1] * m[6] - m[8] * m[2] * m[5]
        return CATransform3D(entries: inverse.map { $0 / determinant })
    }
}

/// The identity transform: [1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1].
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is exactly the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Whether `a` and `b` are exactly equal, entry by entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// A translation by (`tx`, `ty`, `tz`): [1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1].
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by (`sx`, `sy`, `sz`): [sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1].
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis (`x`, `y`, `z`), of any length; a zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    // An axis along x, y or z gets exact entries (exact zeros off the rotation's plane, exact 0 and ±1 at quarter
    // turns) rather than the general formula's rounding, so such transforms compare with ==.
    switch (x, y, z) {
    case (0, 0, 0):
        return t
    case (_, 0, 0):
        let (s, c) = exactSineAndCosine(x > 0 ? angle : -angle)
        (t.m22, t.m23, t.m32, t.m33) = (c, s, -s, c)
        return t
    case (0, _, 0):
        let (s, c) = exactSineAndCosine(y > 0 ? angle : -angle)
        (t.m11, t.m13, t.m31, t.m33) = (c, -s, s, c)
        return t
    case (0, 0, _):
        let (s, c) = exactSineAndCosine(z > 0 ? angle : -angle)
        (t.m11, t.m12, t.m21, t.m22) = (c, s, -s, c)
        return t
    default:
        break
    }
    let length = (x * x + y * y + z * z).squareRoot()
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let (s, c) = exactSineAndCosine(angle)
    let k = 1 - c
    (t.m11, t.m12, t.m13) = (k * ux * ux + c, k * ux * uy + uz * s, k * ux * uz - uy * s)
    (t.m21, t.m22, t.m23) = (k * ux * uy - uz * s, k * uy * uy + c, k * uy * uz + ux * s)
    (t.m31, t.m32, t.m33) = (k * ux * uz + uy * s, k * uy * uz - ux * s, k * uz * uz + c)
    return t
}

/// `t` with a translation applied first: t' = translate(tx, ty, tz) · t.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).multiplied(by: t)
}

/// `t` with a scale applied first: t' = scale(sx, sy, sz) · t.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).multiplied(by: t)
}

/// `t` with a rotation applied first: t' = rotation(angle, x, y, z) · t.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).multiplied(by: t)
}

/// `a` followed by `b`: the matrix product a · b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.multiplied(by: b)
}

/// The inverse of `t`, or `t` itself when it has none (determinant zero), as Core Animation returns.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverse() ?? t
}

/// The 3D transform with the same effect as the affine transform `m` (z untouched).
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// Whether `t` is exactly an affine transform: it neither reads nor writes z and has no perspective.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
        && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (m11, m12, m21, m22, m41, m42); meaningful only when `CATransform3DIsAffine(t)`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
