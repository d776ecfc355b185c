import Testing

@testable import SegueEngine

/// How a property animator's values move with time: curves, delays, delay factors, scrubbing,
/// reversing, re-timing and pausing on completion.
@Suite struct PropertyAnimatorTimingTests {
    @Test func valuesFollowTheTimingCurve() throws {
        let scene = TestScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 2, curve: .easeIn) { scene.box.alpha = 0 }
        try animator.startAnimation()
        for time in stride(from: 0.1, through: 1.9, by: 0.3) {
            scene.tick(to: time)
            let expected = 1 - CubicBezier.easeIn.value(at: time / 2)
            #expect(near(scene.box.alpha, expected, 1e-12))
        }
    }

    @Test func startAfterDelayWaitsThenRunsTheFullDuration() throws {
        let scene = TestScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear) { scene.box.alpha = 0 }
        try animator.startAnimation(afterDelay: 0.5)
        #expect(animator.delay == 0.5)
        scene.tick(to: 0.4)
        #expect(scene.box.alpha == 1)
        #expect(animator.isRunning, "a delayed animator counts as running")
        scene.tick(to: 1.0)
        #expect(near(scene.box.alpha, 0.5))
        scene.tick(to: 1.5)
        #expect(scene.box.alpha == 0)
        #expect(animator.state == .inactive)
    }

    @Test func delayFactorStartsABlockLaterAndEndsItWithTheAnimator() throws {
        let scene = TestScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear) { scene.box.alpha = 0 }
        try animator.addAnimations({ scene.box.cornerRadius = 20 }, delayFactor: 0.5)
        try animator.startAnimation()
        scene.tick(to: 0.25)
        #expect(near(scene.box.alpha, 0.75))
        #expect(scene.box.cornerRadius == 0)
        scene.tick(to: 0.75)
        #expect(near(scene.box.cornerRadius, 10))
        scene.tick(to: 1)
        #expect(scene.box.cornerRadius == 20)
        #expect(scene.box.alpha == 0)
    }

    @Test func animationsAddedWhileRunningUseTheRemainingDuration() throws {
        let scene = TestScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear) { scene.box.alpha = 0 }
        try animator.startAnimation()
        scene.tick(to: 0.5)
        try animator.addAnimations { scene.box.cornerRadius = 10 }
        #expect(scene.box.cornerRadius == 0)
        scene.tick(to: 0.75)
        #expect(near(scene.box.cornerRadius, 5))
        scene.tick(to: 1)
        #expect(scene.box.cornerRadius == 10)
    }

    @Test func linearScrubbingShowsTheFractionAndCurvedScrubbingShowsTheCurve() throws {
        for linear in [true, false] {
            let scene = TestScene()
            let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .easeInOut) {
                scene.box.alpha = 0
            }
            animator.scrubsLinearly = linear
            try animator.pauseAnimation()
            try animator.setFractionComplete(0.3)
            let expected = linear ? 0.7 : 1 - CubicBezier.easeInOut.value(at: 0.3)
            #expect(near(scene.box.alpha, expected, 1e-12), "shown at once, without a tick")
            #expect(animator.fractionComplete == 0.3)
        }
    }

    @Test func resumingAfterALinearScrubDoesNotJumpAndStillEndsOnTarget() throws {
        let scene = TestScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .easeIn) { scene.box.alpha = 0 }
        try animator.pauseAnimation()
        try animator.setFractionComplete(0.5)
        #expect(near(scene.box.alpha, 0.5))
        try animator.startAnimation()
        scene.tick(to: 0.001)
        #expect(abs(scene.box.alpha - 0.5) < 0.01, "no jump on resume")
        scene.tick(to: 0.5)
        #expect(scene.box.alpha == 0)
        #expect(animator.state == .inactive)
    }

    @Test func reversingMidFlightRunsBackAlongTheSameCurveAndCompletesAtStart() throws {
        let scene = TestScene()
        let log = CompletionLog()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .easeInOut) { scene.box.alpha = 0 }
        animator.addCompletion(log.handler())
        try animator.startAnimation()
        scene.tick(to: 0.6)
        try animator.setReversed(true)
        #expect(animator.isReversed)
        scene.tick(to: 0.8)
        // Running back from 0.6 for 0.2 s puts the fraction at 0.4 on the same curve.
        #expect(near(animator.fractionComplete, 0.4, 1e-12))
        #expect(near(scene.box.alpha, 1 - CubicBezier.easeInOut.value(at: 0.4), 1e-12))
        scene.tick(to: 1.2)
        #expect(scene.box.alpha == 1)
        #expect(log.positions == [.start])
    }

    @Test func aReversedStartRunsFromTheEndToTheStart() throws {
        let scene = TestScene()
        let log = CompletionLog()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear) { scene.box.alpha = 0 }
        animator.addCompletion(log.handler())
        try animator.setReversed(true)
        try animator.startAnimation()
        scene.tick(to: 0.25)
        #expect(near(scene.box.alpha, 0.25))
        scene.tick(to: 1)
        #expect(scene.box.alpha == 1)
        #expect(log.positions == [.start])
    }

    @Test func continueAnimationRetimesTheRemainderWithoutAJump() throws {
        let scene = TestScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .easeIn) { scene.box.alpha = 0 }
        try animator.startAnimation()
        scene.tick(to: 0.5)
        try animator.pauseAnimation()
        let paused = scene.box.alpha
        try animator.continueAnimation(withTimingParameters: .linear, durationFactor: 2)
        #expect(animator.isRunning)
        #expect(animator.timingCurve == .linear)
        scene.tick(to: 1.5)
        // Linear over the remaining 2 s: half-way through the remainder after 1 s.
        #expect(near(scene.box.alpha, paused / 2, 1e-12))
        scene.tick(to: 2.49)
        #expect(scene.box.alpha > 0)
        scene.tick(to: 2.5)
        #expect(scene.box.alpha == 0)
        #expect(animator.state == .inactive)
    }

    @Test func continueWithFactorZeroKeepsTheNaturalRemainingTime() throws {
        let scene = TestScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear) { scene.box.alpha = 0 }
        try animator.startAnimation()
        scene.tick(to: 0.25)
        try animator.pauseAnimation()
        scene.tick(to: 5)
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        scene.tick(to: 5.5)
        #expect(near(scene.box.alpha, 0.25))
        scene.tick(to: 5.75)
        #expect(animator.state == .inactive)
    }

    @Test func pausesOnCompletionHoldsAtTheEndUntilReversed() throws {
        let scene = TestScene()
        let log = CompletionLog()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear) { scene.box.alpha = 0 }
        animator.pausesOnCompletion = true
        animator.addCompletion(log.handler())
        try animator.startAnimation()
        scene.tick(to: 2)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(log.positions.isEmpty)
        animator.pausesOnCompletion = false
        try animator.setReversed(true)
        try animator.startAnimation()
        scene.tick(to: 3)
        #expect(scene.box.alpha == 1)
        #expect(log.positions == [.start])
    }

    @Test func aSpringAnimatorLastsItsSettlingDurationAndOvershoots() throws {
        let scene = TestScene()
        let spring = Spring(dampingRatio: 0.4, response: 0.5)
        let animator = PropertyAnimator(engine: scene.engine, duration: 10, curve: .spring(spring)) {
            scene.box.center = Point(x: 250, y: 50)
        }
        #expect(animator.duration == spring.settlingDuration)
        try animator.startAnimation()
        var maximum = 0.0
        var completedAt: Double?
        animator.addCompletion { _ in completedAt = scene.engine.currentTime }
        for frame in 1...240 {
            scene.tick(to: Double(frame) / 120)
            maximum = max(maximum, scene.box.center.x)
            if completedAt != nil { break }
        }
        #expect(maximum > 250, "an under-damped spring overshoots")
        #expect(scene.box.center.x == 250)
        let end = try #require(completedAt)
        #expect(end >= spring.settlingDuration && end < spring.settlingDuration + 1.0 / 120 + 1e-9)
    }

    @Test func keyframeCurvesDriveAnimators() throws {
        let scene = TestScene()
        let keyframes = try KeyframeCurve(keyTimes: [0, 0.5, 1], values: [0, 1.2, 1])
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .keyframes(keyframes)) {
            scene.box.cornerRadius = 10
        }
        try animator.startAnimation()
        scene.tick(to: 0.5)
        #expect(near(scene.box.cornerRadius, 12))
        scene.tick(to: 0.75)
        #expect(near(scene.box.cornerRadius, 11))
    }

    @Test func transformsTurnThroughTheirDecompositionAndLandExactly() throws {
        let scene = TestScene()
        let target = AffineTransform(rotationAngle: .pi / 2)
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear) {
            scene.box.transform = target
        }
        try animator.startAnimation()
        scene.tick(to: 0.5)
        let halfway = AffineTransform(rotationAngle: .pi / 4)
        let shown = scene.box.transform
        for (a, b) in [(shown.a, halfway.a), (shown.b, halfway.b), (shown.c, halfway.c), (shown.d, halfway.d)] {
            #expect(near(a, b, 1e-12))
        }
        scene.tick(to: 1)
        #expect(scene.box.transform == target)
    }

    @Test func aFlipAnimatesAsATurnWithPerspective() throws {
        let scene = TestScene()
        var target = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
        target.m34 = -1 / 500
        var start = Transform3D.identity
        start.m34 = -1 / 500
        scene.box.transform3D = start
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear) {
            scene.box.transform3D = target
        }
        try animator.startAnimation()
        scene.tick(to: 0.5)
        // Half-way through a half turn about y the view is edge-on: m11 (x scale) ≈ cos(π/2) = 0.
        #expect(abs(scene.box.transform3D.m11) < 1e-9)
        #expect(near(abs(scene.box.transform3D.m13), 1, 1e-9))
        scene.tick(to: 1)
        #expect(scene.box.transform3D == target)
    }

    @Test func onlyChangedValuesBecomeTracksAndRepeatedWritesStartFromTheFirstValue() throws {
        let scene = TestScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear) {
            scene.box.alpha = 0.5
            scene.box.alpha = 0
            scene.box.frame = Rect(x: 100, y: 0, width: 100, height: 100) // only center.x changes
            scene.box.cornerRadius = 0 // unchanged
        }
        try animator.startAnimation()
        #expect(scene.engine.animatedValueCount == 2)
        scene.tick(to: 0.5)
        #expect(near(scene.box.alpha, 0.5))
        #expect(near(scene.box.frame.minX, 50))
    }

    @Test func theLaterAnimationOfAPropertyWinsAndStartsFromWhatIsShown() throws {
        let scene = TestScene()
        let first = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear) { scene.box.alpha = 0 }
        try first.startAnimation()
        scene.tick(to: 0.5)
        let second = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear) { scene.box.alpha = 1 }
        try second.startAnimation()
        scene.tick(to: 0.75)
        #expect(near(scene.box.alpha, 0.625), "from 0.5 towards 1, a quarter of the way")
        scene.tick(to: 1.5)
        #expect(scene.box.alpha == 1)
    }
}
