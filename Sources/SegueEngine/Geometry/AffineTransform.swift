import Foundation

/// A 2D affine transform in Core Graphics' layout: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct AffineTransform: Hashable, Sendable, Codable, Interpolatable {
    /// Scale/rotation component, row 1 column 1.
    public var a: Double
    /// Scale/rotation component, row 1 column 2.
    public var b: Double
    /// Scale/rotation component, row 2 column 1.
    public var c: Double
    /// Scale/rotation component, row 2 column 2.
    public var d: Double
    /// Horizontal translation.
    public var tx: Double
    /// Vertical translation.
    public var ty: Double

    /// A transform from its six components.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `tx`, `ty`.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx`, `sy` about the origin.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin (positive turns x towards y).
    public init(rotationAngle angle: Double) {
        let (s, c) = (sin(angle), cos(angle))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// The inverse transform (`CGAffineTransformInvert`); a singular transform is returned
    /// unchanged, as Core Graphics does.
    public func inverted() -> AffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant
        let ib = -b / determinant
        let ic = -c / determinant
        let id = a / determinant
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// `self` followed by `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// `point` mapped through the transform.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The 3D transform that acts on the z = 0 plane exactly as this one does.
    public var transform3D: Transform3D {
        var m = Transform3D.identity
        (m.m11, m.m12, m.m21, m.m22, m.m41, m.m42) = (a, b, c, d, tx, ty)
        return m
    }

    /// Interpolates decomposed translation, rotation, scale and shear, as Core Animation and CSS
    /// do, so a rotation by π animates as a turn rather than a collapse through zero scale.
    public func interpolated(to other: AffineTransform, fraction: Double) -> AffineTransform {
        var from = AffineDecomposition(self)
        let to = AffineDecomposition(other)
        from.alignAngle(with: to)
        return from.interpolated(to: to, fraction: fraction).transform
    }
}

/// An affine transform split into parts that blend meaningfully: A = R(angle) · [[sx, shear], [0, sy]].
public struct AffineDecomposition: Hashable, Sendable {
    /// Translation.
    public var tx: Double, ty: Double
    /// Rotation in radians.
    public var angle: Double
    /// Scale along the rotated x axis (negative for a reflection).
    public var scaleX: Double
    /// Scale along the rotated y axis.
    public var scaleY: Double
    /// Shear of y into x, after scaling.
    public var shear: Double

    /// Splits `t` into translation, rotation, scale and shear (a QR decomposition of its 2×2 part).
    public init(_ t: AffineTransform) {
        tx = t.tx
        ty = t.ty
        let determinant = t.a * t.d - t.b * t.c
        // A reflection is carried by a negative x scale rather than a half turn, as CSS does.
        let sign: Double = determinant < 0 ? -1 : 1
        scaleX = sign * (t.a * t.a + t.b * t.b).squareRoot()
        angle = scaleX == 0 ? 0 : atan2(sign * t.b, sign * t.a)
        let (s, c) = (sin(angle), cos(angle))
        shear = c * t.c + s * t.d
        scaleY = -s * t.c + c * t.d
    }

    /// Turns `angle` by a whole turn where that makes the path to `other` the shorter one.
    public mutating func alignAngle(with other: AffineDecomposition) {
        if angle - other.angle > .pi { angle -= 2 * .pi }
        if other.angle - angle > .pi { angle += 2 * .pi }
    }

    /// Blends every part linearly.
    public func interpolated(to other: AffineDecomposition, fraction f: Double) -> AffineDecomposition {
        var result = self
        result.tx = tx.interpolated(to: other.tx, fraction: f)
        result.ty = ty.interpolated(to: other.ty, fraction: f)
        result.angle = angle.interpolated(to: other.angle, fraction: f)
        result.scaleX = scaleX.interpolated(to: other.scaleX, fraction: f)
        result.scaleY = scaleY.interpolated(to: other.scaleY, fraction: f)
        result.shear = shear.interpolated(to: other.shear, fraction: f)
        return result
    }

    /// The transform these parts describe.
    public var transform: AffineTransform {
        let (s, c) = (sin(angle), cos(angle))
        // R(angle) · [[scaleX, shear], [0, scaleY]], written in column form (a, b) and (c, d).
        return AffineTransform(
            a: c * scaleX, b: s * scaleX,
            c: c * shear - s * scaleY, d: s * shear + c * scaleY,
            tx: tx, ty: ty
        )
    }
}
