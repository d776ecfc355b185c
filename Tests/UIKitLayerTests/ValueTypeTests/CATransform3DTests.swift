import Foundation
import Testing
import UIKit

/// CATransform3D and its functions against CATransform3D.h: row vectors (x y z 1) times the matrix;
/// `CATransform3DConcat(a, b)` is a · b; `CATransform3DTranslate`, `…Scale` and `…Rotate` give t' = step · t;
/// `CATransform3DMakeRotation` with a zero vector gives the identity; `CATransform3DInvert` returns its argument when
/// it has no inverse.
@Suite("UIKit layer: CATransform3D")
struct CATransform3DTests {
    /// `point` (x, y, z, 1) through `t`, divided by w: where Core Animation would draw it.
    static func apply(_ t: CATransform3D, _ point: (CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat) {
        let v = [point.0, point.1, point.2, 1]
        let rows = [
            [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
            [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44],
        ]
        let out = (0..<4).map { column in (0..<4).reduce(CGFloat(0)) { $0 + v[$1] * rows[$1][column] } }
        return (out[0] / out[3], out[1] / out[3], out[2] / out[3])
    }

    static func close(_ a: (CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat)) -> Bool {
        abs(a.0 - b.0) < 1e-12 && abs(a.1 - b.1) < 1e-12 && abs(a.2 - b.2) < 1e-12
    }

    @Test("init() is all zeros, as the imported C struct's; CATransform3DIdentity is the unit matrix")
    func zeroAndIdentity() {
        let zero = CATransform3D()
        #expect(zero.m11 == 0 && zero.m22 == 0 && zero.m33 == 0 && zero.m44 == 0)
        #expect(!CATransform3DIsIdentity(zero))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(
            CATransform3DIdentity
                == CATransform3D(
                    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1))
        #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(1, 1, 1), CATransform3DIdentity))
    }

    @Test("rotations about z, y and x have Core Animation's entries, exact at a quarter turn")
    func rotationEntries() {
        let a: CGFloat = 0.3
        let z = CATransform3DMakeRotation(a, 0, 0, 1)
        #expect(z.m11 == cos(a) && z.m12 == sin(a) && z.m21 == -sin(a) && z.m22 == cos(a) && z.m33 == 1)
        let y = CATransform3DMakeRotation(a, 0, 1, 0)
        #expect(y.m11 == cos(a) && y.m13 == -sin(a) && y.m31 == sin(a) && y.m33 == cos(a) && y.m22 == 1)
        let x = CATransform3DMakeRotation(a, 1, 0, 0)
        #expect(x.m22 == cos(a) && x.m23 == sin(a) && x.m32 == -sin(a) && x.m33 == cos(a) && x.m11 == 1)
        var quarter = CATransform3DIdentity
        (quarter.m11, quarter.m12, quarter.m21, quarter.m22) = (0, 1, -1, 0)
        #expect(CATransform3DMakeRotation(.pi / 2, 0, 0, 1) == quarter)
        #expect(CATransform3DMakeRotation(.pi, 0, 1, 0).m11 == -1)
    }

    @Test("the axis need not be of unit length; its sign turns the rotation the other way; zero gives the identity")
    func rotationAxis() {
        #expect(CATransform3DMakeRotation(0.4, 0, 0, 5) == CATransform3DMakeRotation(0.4, 0, 0, 1))
        #expect(CATransform3DMakeRotation(0.4, 0, -1, 0) == CATransform3DMakeRotation(-0.4, 0, 1, 0))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1.2, 0, 0, 0)))
        // A third of a turn about (1, 1, 1) carries the x axis onto the y axis.
        let third = CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1)
        #expect(Self.close(Self.apply(third, (1, 0, 0)), (0, 1, 0)))
    }

    @Test("Concat(a, b) applies a first; Translate, Scale and Rotate apply their step before t")
    func order() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        let move = CATransform3DMakeTranslation(10, 0, 0)
        #expect(Self.apply(CATransform3DConcat(scale, move), (1, 1, 0)) == (12, 2, 0))
        #expect(Self.apply(CATransform3DConcat(move, scale), (1, 1, 0)) == (22, 2, 0))
        #expect(Self.apply(CATransform3DTranslate(scale, 10, 0, 0), (1, 1, 0)) == (22, 2, 0))
        #expect(Self.apply(CATransform3DScale(move, 2, 2, 1), (1, 1, 0)) == (12, 2, 0))
        #expect(Self.apply(CATransform3DRotate(move, .pi / 2, 0, 0, 1), (1, 0, 0)) == (10, 1, 0))
    }

    @Test("Invert undoes a transform, perspective included; a singular one comes back unchanged")
    func inversion() {
        #expect(CATransform3DInvert(CATransform3DMakeTranslation(3, 4, 5)) == CATransform3DMakeTranslation(-3, -4, -5))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let t = CATransform3DRotate(CATransform3DTranslate(perspective, 5, -7, 11), 0.6, 0, 1, 0)
        let point: (CGFloat, CGFloat, CGFloat) = (3, 4, 5)
        #expect(Self.close(Self.apply(CATransform3DInvert(t), Self.apply(t, point)), point))
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }

    @Test("affine transforms convert both ways; perspective or z makes a transform not affine")
    func affine() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(t.m11 == 1 && t.m12 == 2 && t.m21 == 3 && t.m22 == 4 && t.m41 == 5 && t.m42 == 6 && t.m33 == 1)
        #expect(CATransform3DIsAffine(t) && CATransform3DGetAffineTransform(t) == affine)
        var perspective = t
        perspective.m34 = -0.002
        #expect(!CATransform3DIsAffine(perspective))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.1, 1, 0, 0)))
    }

    @Test("CACornerMask's corners are the bits 1, 2, 4 and 8, minX-minY first")
    func cornerMask() {
        #expect(CACornerMask.layerMinXMinYCorner.rawValue == 1 && CACornerMask.layerMaxXMinYCorner.rawValue == 2)
        #expect(CACornerMask.layerMinXMaxYCorner.rawValue == 4 && CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
    }
}
