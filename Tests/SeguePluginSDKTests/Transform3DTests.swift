import Foundation
import Testing

@testable import SeguePluginSDK

/// The SDK's `Transform3D` makers against Core Animation's documented behaviour (`CATransform3D.h`:
/// `CATransform3DMakeRotation` turns about a vector, a zero vector giving the identity;
/// `CATransform3DConcat(a, b)` is a followed by b; `CATransform3DRotate(t, …)`, `…Translate`,
/// `…Scale` apply the new step before `t`), checked by where they send points, not by restating
/// their entries.
@Suite("SDK: Transform3D")
struct Transform3DTests {
    /// `point` (x, y, z, 1) through `t`, divided by w: where Core Animation would draw it.
    static func apply(_ t: Transform3D, _ point: (Double, Double, Double)) -> (x: Double, y: Double, z: Double) {
        let v = [point.0, point.1, point.2, 1]
        var out = [0.0, 0, 0, 0]
        for column in 0..<4 { for k in 0..<4 { out[column] += v[k] * t.m[k * 4 + column] } }
        return (out[0] / out[3], out[1] / out[3], out[2] / out[3])
    }

    static func close(_ a: (x: Double, y: Double, z: Double), _ b: (Double, Double, Double)) -> Bool {
        abs(a.x - b.0) < 1e-12 && abs(a.y - b.1) < 1e-12 && abs(a.z - b.2) < 1e-12
    }

    @Test("translation and scale move and stretch points by exactly their amounts")
    func translationAndScale() {
        #expect(Self.apply(.translation(3, -4, 5), (1, 1, 1)) == (4, -3, 6))
        #expect(Self.apply(.scale(2, 0.5, 3), (10, 10, 10)) == (20, 5, 30))
        #expect(Transform3D.translation(0, 0, 0) == .identity && Transform3D.scale(1, 1, 1) == .identity)
    }

    @Test("each axis rotation turns the way Core Animation's does (x right, y down, z toward the viewer)")
    func axisRotations() {
        let quarter = Double.pi / 2
        // About x: the top edge (y = -1) tips away from the viewer (z < 0).
        #expect(Self.close(Self.apply(.rotationX(quarter), (0, -1, 0)), (0, 0, -1)))
        // About y: the right edge (x = 1) turns away from the viewer.
        #expect(Self.close(Self.apply(.rotationY(quarter), (1, 0, 0)), (0, 0, -1)))
        // About z: clockwise on screen, x toward y.
        #expect(Self.close(Self.apply(.rotationZ(quarter), (1, 0, 0)), (0, 1, 0)))
        // The axis itself stays put, exactly.
        #expect(Self.apply(.rotationX(0.7), (5, 0, 0)) == (5, 0, 0))
        #expect(Self.apply(.rotationY(0.7), (0, 5, 0)) == (0, 5, 0))
        #expect(Self.apply(.rotationZ(0.7), (0, 0, 5)) == (0, 0, 5))
    }

    @Test(
        """
        rotation about a vector: axis-aligned vectors of any length \
        give the exact axis rotation, zero gives the identity
        """
    )
    func rotationAboutAVector() {
        #expect(Transform3D.rotation(0.3, x: 1, y: 0, z: 0) == .rotationX(0.3))
        #expect(Transform3D.rotation(0.3, x: 0, y: 4, z: 0) == .rotationY(0.3))
        #expect(Transform3D.rotation(0.3, x: 0, y: 0, z: -2) == .rotationZ(-0.3))
        #expect(Transform3D.rotation(0.3, x: 0, y: 0, z: 0) == .identity)
        // Exact: an axis rotation's untouched row and column hold exactly 0 and 1.
        let y = Transform3D.rotation(1.1, x: 0, y: 1, z: 0).m
        #expect([y[1], y[3], y[4], y[5], y[6], y[7], y[9], y[11], y[15]] == [0, 0, 0, 1, 0, 0, 0, 0, 1])
        // A third of a turn about (1, 1, 1) cycles the axes x → y → z → x.
        let third = Transform3D.rotation(2 * .pi / 3, x: 1, y: 1, z: 1)
        #expect(Self.close(Self.apply(third, (1, 0, 0)), (0, 1, 0)))
        #expect(Self.close(Self.apply(third, (0, 1, 0)), (0, 0, 1)))
        #expect(Self.close(Self.apply(third, (2, 2, 2)), (2, 2, 2)))
    }

    @Test("concatenating applies the receiver first; rotated, translated and scaled put their step before it")
    func concatenation() {
        let move = Transform3D.translation(1, 2, 3)
        let grow = Transform3D.scale(2, 2, 2)
        #expect(Self.apply(move.concatenating(grow), (0, 0, 0)) == (2, 4, 6))
        #expect(Self.apply(grow.concatenating(move), (0, 0, 0)) == (1, 2, 3))
        #expect(move.concatenating(.identity) == move && Transform3D.identity.concatenating(move) == move)
        #expect(grow.translated(1, 2, 3) == move.concatenating(grow))
        #expect(move.scaled(2, 2, 2) == grow.concatenating(move))
        #expect(
            Self.close(
                Self.apply(Transform3D.rotationZ(0.4).concatenating(.rotationZ(0.5)), (1, 0, 0)),
                (cos(0.9), sin(0.9), 0)))
        // CEFoldAnimationController.m (VCTransitionsLibrary, 6d58b23) line 86 folds a strip with
        // CATransform3DRotate(perspective m34 = -0.005, π/2, 0, 1, 0): the rotation, then the perspective, so
        // the strip's m14 = -sin(π/2) · m34 = 0.005, exactly.
        let folded = Transform3D.perspective(distance: 200).rotated(.pi / 2, x: 0, y: 1, z: 0)
        #expect(folded == Transform3D.rotationY(.pi / 2).concatenating(.perspective(distance: 200)))
        #expect(folded.m[3] == 0.005 && folded.m[11] == cos(Double.pi / 2) * -0.005)
    }

    @Test("perspective: a point nearer the viewer is drawn farther from the centre")
    func perspective() {
        let eye = Transform3D.perspective(distance: 500)
        #expect(eye.m[11] == -1 / 500.0)
        let near = Self.apply(eye, (100, 0, 250))
        #expect(abs(near.x - 200) < 1e-12, "half way to the eye doubles the distance from the centre: \(near)")
    }

    @Test("a transform survives the trip through the ABI's value unchanged")
    func abiRoundTrip() {
        let t = Transform3D.rotation(0.25, x: 1, y: 2, z: 3).translated(4, 5, 6).concatenating(
            .perspective(distance: 700))
        #expect(Transform3D(t.raw) == t)
    }

    // A plugin's bad list must not trap its process (the host's, when loaded in process).
    @Test func aListOfTheWrongLengthIsCompletedFromTheIdentity() {
        #expect(Transform3D([2]).m == [2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(Transform3D([Double](repeating: 3, count: 20)).m == [Double](repeating: 3, count: 16))
    }
}

/// The plugin entry every SDK client defines: this test bundle exports no animators.
@c @implementation
public func segue_sdk_plugin() {
}
