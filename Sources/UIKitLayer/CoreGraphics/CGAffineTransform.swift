// Linux's Foundation already defines CGFloat, CGPoint, CGSize and CGRect with their geometry; re-exporting it makes
// `import CoreGraphics` alone bring them in, as it does on Apple's platforms.
@_exported import Foundation

// Row vectors on the left, so `t1.concatenating(t2)` applies `t1` first, as on Apple's platforms.
/// A 2D affine transform as Core Graphics lays it out: (x, y, 1) · [a b 0; c d 0; tx ty 1] is the transformed point.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// The entry at position [1,1] in the matrix.
    public var a: CGFloat
    /// The entry at position [1,2] in the matrix.
    public var b: CGFloat
    /// The entry at position [2,1] in the matrix.
    public var c: CGFloat
    /// The entry at position [2,2] in the matrix.
    public var d: CGFloat
    /// The entry at position [3,1] in the matrix: the x translation.
    public var tx: CGFloat
    /// The entry at position [3,2] in the matrix: the y translation.
    public var ty: CGFloat

    /// A transform whose six entries are all zero, as the imported C struct's `init()` is (not the identity).
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// A transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// A transform from its six entries, unlabelled, as Apple's overlay also offers.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform: [1 0 0 1 0 0].
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform that translates by (`tx`, `ty`): [1 0 0 1 tx ty].
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by (`sx`, `sy`): [sx 0 0 sy 0 0].
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians, [cos sin -sin cos 0 0]: clockwise on UIKit's flipped screen for a positive angle.
    public init(rotationAngle angle: CGFloat) {
        let (sine, cosine) = exactSineAndCosine(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`: the matrix product self · t2.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation by (`tx`, `ty`) applied before `self`: t' = [1 0 0 1 tx ty] · t.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by (`sx`, `sy`) applied before `self`: t' = [sx 0 0 sy 0 0] · t.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians applied before `self`: t' = [cos sin -sin cos 0 0] · t.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse; a transform that cannot be inverted (determinant zero) comes back unchanged, as Apple's does.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension CGAffineTransform: Codable {
    /// Decodes the six entries from an unkeyed container, in the order Apple's overlay writes them.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(
            a: try container.decode(CGFloat.self), b: try container.decode(CGFloat.self),
            c: try container.decode(CGFloat.self), d: try container.decode(CGFloat.self),
            tx: try container.decode(CGFloat.self), ty: try container.decode(CGFloat.self))
    }

    /// Encodes the six entries into an unkeyed container: [a, b, c, d, tx, ty].
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for entry in [a, b, c, d, tx, ty] { try container.encode(entry) }
    }
}

// `cos(.pi / 2)` is 6.1e-17, not 0, which would leave a quarter turn of an axis-aligned rectangle or layer a hair off
// its axes. QuartzCore's rotations use this too, so both modules agree entry for entry.
/// The sine and cosine of `angle`, exactly 0 and ±1 at whole multiples of π/2.
package func exactSineAndCosine(_ angle: CGFloat) -> (sine: CGFloat, cosine: CGFloat) {
    let quarterTurns = angle / (.pi / 2)
    if quarterTurns == quarterTurns.rounded(), abs(quarterTurns) < 0x1p52 {
        switch ((Int(quarterTurns) % 4) + 4) % 4 {
        case 0: return (0, 1)
        case 1: return (1, 0)
        case 2: return (0, -1)
        default: return (-1, 0)
        }
    }
    return (sin(angle), cos(angle))
}
