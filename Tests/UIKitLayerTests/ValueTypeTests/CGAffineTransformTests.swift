import Foundation
import Testing
import UIKit

/// CGAffineTransform and the geometry that applies it, against Core Graphics's documented behaviour
/// (CGAffineTransform.h: the matrix [a b 0; c d 0; tx ty 1] multiplies the row vector (x y 1);
/// `CGAffineTransformTranslate`, `…Scale`, `…Rotate` give t' = step · t; `CGAffineTransformConcat(t1, t2)` is t1 · t2;
/// `CGAffineTransformInvert` returns its argument unchanged when it cannot be inverted).
@Suite("UIKit layer: CGAffineTransform")
struct CGAffineTransformTests {
    static func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-12) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    static func close(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    @Test("init() is all zeros, as the imported C struct's; .identity is [1 0 0 1 0 0]")
    func zeroAndIdentity() {
        let zero = CGAffineTransform()
        #expect([zero.a, zero.b, zero.c, zero.d, zero.tx, zero.ty] == [0, 0, 0, 0, 0, 0])
        #expect(!zero.isIdentity)
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(1, 2, 3, 4, 5, 6) == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    }

    @Test("a quarter turn takes (1, 0) to (0, 1): [cos sin -sin cos 0 0], y pointing down on UIKit's screen")
    func rotationDirection() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(Self.close(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        let sixth = CGAffineTransform(rotationAngle: .pi / 3)
        #expect(abs(sixth.a - 0.5) < 1e-15 && abs(sixth.b - 3.0.squareRoot() / 2) < 1e-15 && sixth.c == -sixth.b)
        // This layer's own choice, not Apple's: quarter turns are exact, so a turned rectangle stays axis-aligned.
        #expect(quarter == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    }

    @Test("concatenating(t2) applies self first, then t2")
    func concatenationOrder() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 20)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 23))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
    }

    @Test("translatedBy, scaledBy and rotated(by:) put their step before the transform: t' = step · t")
    func stepsComeFirst() {
        let move = CGAffineTransform(translationX: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 2, y: 2)) == CGPoint(x: 12, y: 2))
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(scale.translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 2))
        #expect(Self.close(CGPoint(x: 1, y: 0).applying(move.rotated(by: .pi / 2)), CGPoint(x: 10, y: 1)))
    }

    @Test("inverted() undoes the transform; a singular transform comes back unchanged")
    func inversion() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
        let point = CGPoint(x: 5, y: 7)
        #expect(Self.close(point.applying(t).applying(t.inverted()), point))
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
    }

    @Test("CGRect.applying gives the bounding box of the transformed corners")
    func rectBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(rect.applying(CGAffineTransform(rotationAngle: .pi / 2)) == CGRect(x: -20, y: 0, width: 20, height: 10))
        let square = CGRect(x: 0, y: 0, width: 10, height: 10)
        let diagonal = 10 * 2.0.squareRoot()
        #expect(
            Self.close(
                square.applying(CGAffineTransform(rotationAngle: .pi / 4)),
                CGRect(x: -diagonal / 2, y: 0, width: diagonal, height: diagonal)))
        let scaled = rect.applying(CGAffineTransform(scaleX: -2, y: 1).translatedBy(x: 1, y: 1))
        #expect(scaled == CGRect(x: -22, y: 1, width: 20, height: 20))
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    }

    @Test("CGSize.applying uses the linear part only and may come out negative")
    func sizeIgnoresTranslation() {
        let t = CGAffineTransform(scaleX: -2, y: 3).translatedBy(x: 100, y: 100)
        #expect(CGSize(width: 4, height: 5).applying(t) == CGSize(width: -8, height: 15))
    }

    @Test("CGVector: components from CGFloat, Double or Int; zero")
    func vector() {
        #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
        #expect(CGVector(dx: CGFloat(3), dy: CGFloat(4)).dy == 4)
        #expect(CGVector.zero == CGVector() && CGVector.zero.dx == 0)
    }

    @Test("Codable writes the six entries unkeyed, in order, and reads them back")
    func codable() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let data = try JSONEncoder().encode(t)
        #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4,5,6]")
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == t)
    }
}
