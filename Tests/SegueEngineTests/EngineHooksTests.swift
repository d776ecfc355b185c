import SegueEngine
import Testing

@Suite("Engine hooks used by transitions")
struct EngineHooksTests {
    @Test("scheduled tasks run on the first tick at or after their time, once, and can be cancelled")
    func scheduledTasks() {
        let scene = TestScene()
        var fired: [String] = []
        scene.engine.schedule(at: 0.5) { fired.append("a") }
        let cancelled = scene.engine.schedule(at: 0.6) { fired.append("b") }
        scene.engine.cancelScheduledTask(cancelled)
        #expect(scene.engine.hasPendingTasks)
        scene.tick(to: 0.4)
        #expect(fired.isEmpty)
        scene.tick(to: 0.7)
        scene.tick(to: 0.8)
        #expect(fired == ["a"])
        #expect(!scene.engine.hasPendingTasks)
    }

    @Test("runUntilIdle waits for a scheduled task")
    func runUntilIdleWaitsForTimers() {
        let scene = TestScene()
        var fired = false
        scene.engine.schedule(at: 1.0) { fired = true }
        #expect(scene.clock.runUntilIdle(framesPerSecond: 60, limit: 5))
        #expect(fired)
    }

    @Test("activation observers see each animator once, after its first call, whichever call activates it")
    func activationObservers() throws {
        let scene = TestScene()
        var seen: [(PropertyAnimator, Bool)] = []
        let token = scene.engine.addActivationObserver { seen.append(($0, $0.isRunning)) }
        let started = PropertyAnimator(engine: scene.engine, duration: 1) { scene.box.alpha = 0 }
        try started.startAnimation()
        try started.pauseAnimation()
        let scrubbed = PropertyAnimator(engine: scene.engine, duration: 1) { scene.box.center = Point(x: 200, y: 200) }
        try scrubbed.setFractionComplete(0.5)
        scene.engine.removeActivationObserver(token)
        try PropertyAnimator(engine: scene.engine, duration: 1) { scene.box.cornerRadius = 4 }.startAnimation()
        #expect(seen.count == 2)
        #expect(seen[0].0 === started && seen[0].1) // observed running: startAnimation had returned
        #expect(seen[1].0 === scrubbed && !seen[1].1)
    }

    @Test("animate(withDuration:) runs a started animator and reports whether it finished")
    func animateConvenience() {
        let scene = TestScene()
        var finished: [Bool] = []
        let animator = scene.engine.animate(withDuration: 0.5, curve: .linear, animations: { scene.box.alpha = 0 }) {
            finished.append($0)
        }
        #expect(animator.isRunning)
        scene.tick(to: 0.25)
        #expect(near(scene.box.alpha, 0.5))
        scene.clock.runUntilIdle()
        #expect(finished == [true])
    }

    @Test("a spring tuned to settle in a duration settles there, with and without initial velocity")
    func springSettlingIn() {
        for velocity in [0.0, 0.5, 3] {
            for ratio in [0.3, 0.75, 1.0, 1.5] {
                let spring = Spring(settlingIn: 1, dampingRatio: ratio, initialVelocity: velocity)
                #expect(
                    abs(spring.settlingDuration - 1) < 0.02,
                    "ratio \(ratio) velocity \(velocity): \(spring.settlingDuration)")
                #expect(near(spring.dampingRatio, ratio, 1e-9))
                #expect(spring.initialVelocity == velocity)
            }
        }
    }

    @Test("colours parse from #RRGGBB and #RRGGBBAA and refuse anything else")
    func hexColours() {
        #expect(Color(hex: "#FF8000") == Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        #expect(Color(hex: "00000080")?.alpha == 128.0 / 255)
        #expect(Color(hex: "#FFF") == nil)
        #expect(Color(hex: "#GGGGGG") == nil)
    }

    @Test("affine inverses undo the transform; singular transforms come back unchanged")
    func affineInverse() {
        let transform = AffineTransform(rotationAngle: 0.7).concatenating(AffineTransform(translationX: 30, y: -12))
            .concatenating(AffineTransform(scaleX: 2, y: 0.5))
        let point = Point(x: 13, y: 7)
        let back = transform.inverted().apply(to: transform.apply(to: point))
        #expect(near(back.x, point.x, 1e-9) && near(back.y, point.y, 1e-9))
        let singular = AffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }
}
