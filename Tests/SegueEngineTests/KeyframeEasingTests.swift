import SegueEngine
import Testing

/// A keyframe animation is eased as a whole (`include/segue/animation.h`: keyframes "laid out on
/// one `duration`, eased as a whole by `timing`"; UIKit's `animateKeyframes`): the curve turns
/// elapsed time into eased progress, the keyframes' relative windows lie on that progress, and a
/// keyframe moves linearly inside its window.
@Suite("Keyframe animations eased as a whole")
struct KeyframeEasingTests {
    /// Ease-in-out's progress at a quarter of the time: about 0.1291 (the CSS and Core Animation
    /// curve (0.42, 0, 0.58, 1)); the tests below work from the engine's Bézier and check it here.
    static let quarter = CubicBezier.easeInOut.value(at: 0.25)

    /// A 1 s ease-in-out animator moving the box's x to 100 over the first half and to 300 over the second.
    static func twoKeyframes(_ scene: TestScene) throws -> PropertyAnimator {
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .easeInOut)
        try animator.addAnimations({ scene.box.frame.origin.x = 100 }, relativeStart: 0, relativeDuration: 0.5)
        try animator.addAnimations({ scene.box.frame.origin.x = 300 }, relativeStart: 0.5, relativeDuration: 0.5)
        return animator
    }

    /// Starts a 1 s animator on `curve` fading the (opaque) box out in one keyframe over [`start`, `start` + `length`].
    static func startFade(_ scene: TestScene, curve: TimingCurve, start: Double, length: Double) throws {
        scene.box.alpha = 1
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: curve)
        try animator.addAnimations({ scene.box.alpha = 0 }, relativeStart: start, relativeDuration: length)
        try animator.startAnimation()
    }

    /// x on the eased timeline: 0 → 100 over eased progress 0…0.5, 100 → 300 over 0.5…1.
    static func x(atEased g: Double) -> Double {
        g <= 0.5 ? 100 * g / 0.5 : 100 + 200 * (g - 0.5) / 0.5
    }

    @Test(
        """
        the value at 0.25 s is what the eased whole gives, not an eased half (ease-in-out, keyframes 0–0.5 and \
        0.5–1)
        """)
    func valuesFollowTheEasedWhole() throws {
        #expect(abs(Self.quarter - 0.1291) < 1e-3, "ease-in-out at a quarter of the time")
        let scene = TestScene()
        let animator = try Self.twoKeyframes(scene)
        try animator.startAnimation()
        scene.tick(to: 0.25)
        // Eased progress 0.1291 lies in the first keyframe: x = 100 × 0.1291 / 0.5 ≈ 25.8. Easing
        // each keyframe in its own window would give 100 × ease-in-out(0.5) = 50.
        #expect(near(scene.box.frame.minX, 100 * Self.quarter / 0.5))
        scene.tick(to: 0.5)
        // Ease-in-out is symmetric: half the time is half the progress, the keyframes' boundary.
        #expect(near(scene.box.frame.minX, 100))
        scene.tick(to: 0.75)
        #expect(near(scene.box.frame.minX, Self.x(atEased: CubicBezier.easeInOut.value(at: 0.75))))
        scene.tick(to: 1.1)
        #expect(scene.box.frame.minX == 300)
    }

    @Test(
        "a keyframe late on the eased timeline starts when the eased progress reaches it, not at its share of the time")
    func lateKeyframeStartsOnTheEasedTimeline() throws {
        let scene = TestScene()
        try Self.startFade(scene, curve: .easeInOut, start: 0.2, length: 0.8)
        // Ease-in-out reaches 0.2 at about 0.3098 s (solved on the engine's Bézier below).
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if CubicBezier.easeInOut.value(at: mid) < 0.2 { low = mid } else { high = mid }
        }
        #expect(abs(low - 0.3098) < 1e-3)
        scene.tick(to: low - 0.01)
        #expect(scene.box.alpha == 1, "the keyframe has not started at \(low - 0.01) s")
        scene.tick(to: 0.6)
        let eased = CubicBezier.easeInOut.value(at: 0.6)
        #expect(near(scene.box.alpha, 1 - (eased - 0.2) / 0.8))
    }

    @Test(
        """
        under ease-in a keyframe over the second half of the progress starts at 0.66 of the time (animation.h's \
        example)
        """
    )
    func easeInLaysTheSecondHalfLate() throws {
        let scene = TestScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .easeIn)
        try animator.addAnimations({ scene.box.frame.origin.x = 100 }, relativeStart: 0.5, relativeDuration: 0.5)
        try animator.startAnimation()
        scene.tick(to: 0.65)
        #expect(scene.box.frame.minX == 0, "still waiting at 0.65 s")
        scene.tick(to: 0.67)
        #expect(
            scene.box.frame.minX > 0
                && near(scene.box.frame.minX, 100 * (CubicBezier.easeIn.value(at: 0.67) - 0.5) / 0.5))
    }

    @Test("a zero-length keyframe jumps when the eased progress reaches its start")
    func zeroLengthKeyframeJumps() throws {
        let scene = TestScene()
        try Self.startFade(scene, curve: .easeIn, start: 0.5, length: 0)
        // Ease-in reaches 0.5 late, at about 0.6 s (the curve is below the diagonal).
        scene.tick(to: 0.55)
        #expect(CubicBezier.easeIn.value(at: 0.55) < 0.5)
        #expect(scene.box.alpha == 1)
        scene.tick(to: 0.7)
        #expect(scene.box.alpha == 0)
    }

    @Test("reversing mid-way runs the eased whole back to the start, through the same keyframes")
    func reversingRunsTheWholeBack() throws {
        let scene = TestScene()
        let start = scene.box.frame.minX
        let log = CompletionLog()
        let animator = try Self.twoKeyframes(scene)
        animator.addCompletion(log.handler())
        try animator.startAnimation()
        scene.tick(to: 0.25)
        let turned = scene.box.frame.minX
        try animator.setReversed(true)
        scene.tick(to: 0.25)
        #expect(scene.box.frame.minX == turned, "no jump where it turns")
        // Back on the plain curve from fraction 0.25: at fraction 0.125 the eased progress is
        // ease-in-out(0.125), still in the first keyframe.
        scene.tick(to: 0.375)
        #expect(near(scene.box.frame.minX, Self.x(atEased: CubicBezier.easeInOut.value(at: 0.125))))
        scene.tick(to: 0.6)
        #expect(scene.box.frame.minX == start)
        #expect(log.positions == [.start])
    }

    @Test("scrubbing shows the eased whole: linearly by default, along the curve without scrubsLinearly")
    func scrubbing() throws {
        let scene = TestScene()
        let animator = try Self.twoKeyframes(scene)
        try animator.setFractionComplete(0.25)
        // Linear scrubbing: eased progress equals the fraction, so 0.25 is half the first keyframe.
        #expect(near(scene.box.frame.minX, 50))
        try animator.setFractionComplete(0.75)
        #expect(near(scene.box.frame.minX, 200))

        let curved = TestScene()
        let along = try Self.twoKeyframes(curved)
        along.scrubsLinearly = false
        try along.setFractionComplete(0.25)
        #expect(near(curved.box.frame.minX, Self.x(atEased: Self.quarter)))
    }

    @Test("paused mid-way and continued, the keyframes resume from what is on screen; cancelling puts the start back")
    func pauseContinueAndCancel() throws {
        let scene = TestScene()
        let start = scene.box.frame
        let animator = try Self.twoKeyframes(scene)
        try animator.startAnimation()
        scene.tick(to: 0.6)
        try animator.pauseAnimation()
        let shown = scene.box.frame.minX
        #expect(near(shown, Self.x(atEased: CubicBezier.easeInOut.value(at: 0.6))))
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        scene.tick(to: 0.6)
        #expect(near(scene.box.frame.minX, shown), "no jump on continuing")
        scene.tick(to: 0.8)
        #expect(scene.box.frame.minX > shown && scene.box.frame.minX < 300)
        try animator.stopAnimation(false)
        try animator.finishAnimation(at: .start)
        #expect(scene.box.frame == start)
    }
}
