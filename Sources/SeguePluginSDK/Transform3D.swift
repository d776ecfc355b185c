import SegueABI

/// A 4×4 transform (CATransform3D), row-major with row vectors, as the ABI lays it out: a point
/// (x, y, z, 1) times the matrix gives the transformed point, so `a.concatenating(b)` applies `a`
/// first. The makers below give the same entries as Core Animation's `CATransform3DMake…`
/// functions; the axis-aligned rotations are exact (0 and 1 where Core Animation has them), so a
/// test can compare their entries with `==`.
public struct Transform3D: Sendable, Equatable {
    /// The sixteen entries, m11…m44 (always sixteen: the initialiser sees to it).
    public private(set) var m: [Double]

    /// A transform from its sixteen entries. A list of another length is not a trap (a plugin
    /// loaded in process would take its host down with it): entries past the sixteenth are
    /// ignored and missing ones are the identity's.
    public init(_ m: [Double]) {
        let identity: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        self.m = m.count == 16 ? m : (0..<16).map { $0 < m.count ? m[$0] : identity[$0] }
    }

    /// The identity (CATransform3DIdentity).
    public static let identity = Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// Perspective seen from `distance` points away (m34 = -1/distance), as flips use.
    public static func perspective(distance: Double) -> Transform3D {
        var t = identity
        t.m[11] = -1 / distance
        return t
    }

    /// A translation by (`x`, `y`, `z`) points (CATransform3DMakeTranslation(x, y, z)).
    public static func translation(_ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1])
    }

    /// A scale by (`x`, `y`, `z`) about the anchor point (CATransform3DMakeScale(x, y, z)).
    public static func scale(_ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        Transform3D([x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1])
    }

    /// A rotation by `angle` radians about the x axis (CATransform3DMakeRotation(angle, 1, 0, 0)):
    /// a positive angle tips the top edge away from the viewer.
    public static func rotationX(_ angle: Double) -> Transform3D {
        let c = cosine(angle)
        let s = sine(angle)
        return Transform3D([1, 0, 0, 0, 0, c, s, 0, 0, -s, c, 0, 0, 0, 0, 1])
    }

    /// A rotation by `angle` radians about the y axis (CATransform3DMakeRotation(angle, 0, 1, 0)):
    /// a positive angle turns the right edge away from the viewer.
    public static func rotationY(_ angle: Double) -> Transform3D {
        let c = cosine(angle)
        let s = sine(angle)
        return Transform3D([c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, 0, 0, 0, 1])
    }

    /// A rotation by `angle` radians about the z axis (CATransform3DMakeRotation(angle, 0, 0, 1)):
    /// a positive angle turns clockwise on screen (y points down).
    public static func rotationZ(_ angle: Double) -> Transform3D {
        let c = cosine(angle)
        let s = sine(angle)
        return Transform3D([c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    }

    /// A rotation by `angle` radians about the axis (`x`, `y`, `z`), which need not be of unit
    /// length (CATransform3DMakeRotation(angle, x, y, z)); a zero axis gives the identity, as
    /// Core Animation's does. An axis along x, y or z gives ``rotationX(_:)``'s exact entries
    /// (or y's, or z's); any other uses the axis-angle (Rodrigues) formula.
    public static func rotation(_ angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        switch (x, y, z) {
        case (0, 0, 0): return identity
        case (_, 0, 0): return rotationX(x > 0 ? angle : -angle)
        case (0, _, 0): return rotationY(y > 0 ? angle : -angle)
        case (0, 0, _): return rotationZ(z > 0 ? angle : -angle)
        default: break
        }
        let length = (x * x + y * y + z * z).squareRoot()
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cosine(angle)
        let s = sine(angle)
        let t = 1 - c
        return Transform3D([
            t * ux * ux + c, t * ux * uy + uz * s, t * ux * uz - uy * s, 0,
            t * ux * uy - uz * s, t * uy * uy + c, t * uy * uz + ux * s, 0,
            t * ux * uz + uy * s, t * uy * uz - ux * s, t * uz * uz + c, 0,
            0, 0, 0, 1,
        ])
    }

    /// `self` followed by `other` (CATransform3DConcat(self, other)): the matrix product
    /// self · other, so a point goes through `self` first.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        var out = [Double](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += m[row * 4 + k] * other.m[k * 4 + column] }
                out[row * 4 + column] = sum
            }
        }
        return Transform3D(out)
    }

    /// A rotation applied before `self` (CATransform3DRotate(self, angle, x, y, z)).
    public func rotated(_ angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D.rotation(angle, x: x, y: y, z: z).concatenating(self)
    }

    /// A translation applied before `self` (CATransform3DTranslate(self, x, y, z)).
    public func translated(_ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        Transform3D.translation(x, y, z).concatenating(self)
    }

    /// A scale applied before `self` (CATransform3DScale(self, x, y, z)).
    public func scaled(_ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        Transform3D.scale(x, y, z).concatenating(self)
    }

    /// The transform an ABI value holds.
    init(_ raw: segue_transform3d_t) {
        var entries = [Double](repeating: 0, count: 16)
        withUnsafeBytes(of: raw.m) { bytes in
            for index in 0..<16 { entries[index] = bytes.load(fromByteOffset: index * 8, as: Double.self) }
        }
        self.init(entries)
    }

    /// The ABI value holding this transform.
    var raw: segue_transform3d_t {
        var value = segue_transform3d_t()
        withUnsafeMutableBytes(of: &value.m) { bytes in
            for index in 0..<16 { bytes.storeBytes(of: m[index], toByteOffset: index * 8, as: Double.self) }
        }
        return value
    }
}
