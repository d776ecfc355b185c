import Foundation
import SegueEngine
import Testing

/// The cubic calculation mode (`UIView.KeyframeAnimationOptions.calculationModeCubic`, which
/// VCTransitionsLibrary's CENatGeoAnimationController.m and CECardsAnimationController.m pass):
/// each property's key values joined by a Catmull-Rom spline on the eased progress, by the rule
/// `KeyframeSpline` and `include/segue/animation.h` write down.
///
/// The box's x moves 0 → 100 over [0.2, 0.6] and 100 → 300 over [0.6, 1]. Its keys:
/// t = 0, 0.2, 0.6, 1 with x = 0, 0, 100, 300; tangents (neighbours' difference / 2, an end's
/// missing neighbour the key itself) m = 0, 50, 150, 100. With Hermite's basis at u = 0.5
/// (h00 = h01 = 0.5, h10 = 0.125, h11 = -0.125):
/// - eased 0.1 (gap 0…0.2, where x holds 0): 0.125·0 − 0.125·50 = −6.25, the overshoot before the window;
/// - eased 0.4: 0.5·0 + 0.125·50 + 0.5·100 − 0.125·150 = 37.5 (linear mode: 50);
/// - eased 0.8: 0.5·100 + 0.125·150 + 0.5·300 − 0.125·100 = 206.25 (linear mode: 200).
@Suite("Cubic keyframe animations")
struct KeyframeCubicTests {
    /// The box's x keyframes above on a 1 s animator on `curve`, in cubic mode.
    static func cubicX(_ scene: TestScene, curve: TimingCurve = .linear) throws -> PropertyAnimator {
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: curve)
        animator.keyframeCalculationMode = .cubic
        try animator.addAnimations({ scene.box.frame.origin.x = 100 }, relativeStart: 0.2, relativeDuration: 0.4)
        try animator.addAnimations({ scene.box.frame.origin.x = 300 }, relativeStart: 0.6, relativeDuration: 0.4)
        return animator
    }

    /// The spline above at eased progress `g`, from Hermite's basis (the test's own formula).
    static func x(atEased g: Double) -> Double {
        let (t, p, m) = ([0, 0.2, 0.6, 1.0], [0.0, 0, 100, 300], [0.0, 50, 150, 100])
        guard g > 0 else { return 0 }
        guard g < 1 else { return 300 }
        let i = (0..<3).last { t[$0] <= g }!
        let u = (g - t[i]) / (t[i + 1] - t[i])
        let (h00, h10) = (2 * u * u * u - 3 * u * u + 1, u * u * u - 2 * u * u + u)
        let (h01, h11) = (-2 * u * u * u + 3 * u * u, u * u * u - u * u)
        return h00 * p[i] + h10 * m[i] + h01 * p[i + 1] + h11 * m[i + 1]
    }

    @Test(
        """
        under a linear curve the poses are the spline's: −6.25 before the window, 37.5 and 206.25 half way \
        through each
        """
    )
    func posesFollowTheSpline() throws {
        #expect(
            near(Self.x(atEased: 0.1), -6.25) && near(Self.x(atEased: 0.4), 37.5) && near(Self.x(atEased: 0.8), 206.25))
        let scene = TestScene()
        try Self.cubicX(scene).startAnimation()
        scene.tick(to: 0.1)
        #expect(near(scene.box.frame.minX, -6.25))
        scene.tick(to: 0.2)
        #expect(near(scene.box.frame.minX, 0), "on a key, its value")
        scene.tick(to: 0.4)
        #expect(near(scene.box.frame.minX, 37.5))
        scene.tick(to: 0.6)
        #expect(near(scene.box.frame.minX, 100))
        scene.tick(to: 0.8)
        #expect(near(scene.box.frame.minX, 206.25))
        scene.tick(to: 1.1)
        #expect(scene.box.frame.minX == 300)
    }

    @Test("under ease-in-out the spline is read at the eased progress, like the keyframe windows")
    func splineReadsTheEasedProgress() throws {
        let scene = TestScene()
        try Self.cubicX(scene, curve: .easeInOut).startAnimation()
        for time in [0.15, 0.3, 0.45, 0.7, 0.9] {
            scene.tick(to: time)
            #expect(
                near(scene.box.frame.minX, Self.x(atEased: CubicBezier.easeInOut.value(at: time)), 1e-9), "at \(time) s"
            )
        }
    }

    @Test("the linear mode is unchanged: 50 and 200 half way through each window")
    func linearStaysLinear() throws {
        let scene = TestScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear)
        try animator.addAnimations({ scene.box.frame.origin.x = 100 }, relativeStart: 0.2, relativeDuration: 0.4)
        try animator.addAnimations({ scene.box.frame.origin.x = 300 }, relativeStart: 0.6, relativeDuration: 0.4)
        try animator.startAnimation()
        scene.tick(to: 0.1)
        #expect(scene.box.frame.minX == 0)
        scene.tick(to: 0.4)
        #expect(near(scene.box.frame.minX, 50))
        scene.tick(to: 0.8)
        #expect(near(scene.box.frame.minX, 200))
    }

    @Test("scrubbing shows the spline at the scrubbed fraction")
    func scrubbing() throws {
        let scene = TestScene()
        let animator = try Self.cubicX(scene)
        try animator.setFractionComplete(0.4)
        #expect(near(scene.box.frame.minX, 37.5))
        try animator.setFractionComplete(0.1)
        #expect(near(scene.box.frame.minX, -6.25))
        try animator.setFractionComplete(0.8)
        #expect(near(scene.box.frame.minX, 206.25))
    }

    @Test("reversed at 0.8 s it runs back along the same spline and ends exactly at the start")
    func reversing() throws {
        let scene = TestScene()
        let log = CompletionLog()
        let animator = try Self.cubicX(scene)
        animator.addCompletion(log.handler())
        try animator.startAnimation()
        scene.tick(to: 0.8)
        try animator.setReversed(true)
        scene.tick(to: 1.2)
        #expect(near(scene.box.frame.minX, 37.5), "fraction 0.4 again")
        scene.tick(to: 1.5)
        #expect(near(scene.box.frame.minX, -6.25), "fraction 0.1, overshooting as on the way out")
        scene.tick(to: 1.9)
        #expect(scene.box.frame.minX == 0)
        #expect(log.positions == [.start])
    }

    @Test(
        """
        cancelled part way (paused, stopped, finished at the start) it shows the start exactly; finished at the \
        end, the end
        """
    )
    func cancelling() throws {
        let scene = TestScene()
        let start = scene.box.frame
        let animator = try Self.cubicX(scene)
        try animator.startAnimation()
        scene.tick(to: 0.4)
        try animator.pauseAnimation()
        #expect(near(scene.box.frame.minX, 37.5))
        try animator.stopAnimation(false)
        try animator.finishAnimation(at: .start)
        #expect(scene.box.frame == start)

        let other = TestScene()
        let finished = try Self.cubicX(other)
        try finished.startAnimation()
        other.tick(to: 0.1)
        try finished.stopAnimation(false)
        try finished.finishAnimation(at: .end)
        #expect(other.box.frame.minX == 300)
    }

    @Test(
        """
        a transform's spline turns through its decomposition: 28.125° a quarter of the way where linear keyframes \
        give 30°
        """
    )
    func transformsTurnAlongTheSpline() throws {
        // Keys t = 0, 0.5, 1 with angles 0°, 60°, 90° about z; tangents 30, 45. At eased 0.25
        // (u = 0.5 in the first gap): 0.5·0 + 0.125·30 + 0.5·60 − 0.125·45 = 28.125°. One axis,
        // so the quaternion pyramid moves the angle exactly as the numbers' formula does.
        let scene = TestScene()
        let degrees = Double.pi / 180
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear)
        animator.keyframeCalculationMode = .cubic
        let sixty = Transform3D(rotationAngle: 60 * degrees, x: 0, y: 0, z: 1)
        let ninety = Transform3D(rotationAngle: 90 * degrees, x: 0, y: 0, z: 1)
        try animator.addAnimations({ scene.box.transform3D = sixty }, relativeStart: 0, relativeDuration: 0.5)
        try animator.addAnimations({ scene.box.transform3D = ninety }, relativeStart: 0.5, relativeDuration: 0.5)
        try animator.startAnimation()
        scene.tick(to: 0.25)
        let shown = scene.box.transform3D
        #expect(near(atan2(shown.m12, shown.m11) / degrees, 28.125, 1e-9))
        scene.tick(to: 0.5)
        #expect(scene.box.transform3D == sixty, "on a key, its matrix exactly")
        scene.tick(to: 1.5)
        #expect(scene.box.transform3D == ninety)
    }
}
