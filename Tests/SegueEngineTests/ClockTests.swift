import Testing

@testable import SegueEngine

/// The virtual clock, the real-time driver (on a scripted time source) and next-tick tasks.
@Suite struct ClockTests {
    @Test func virtualFramesLandOnExactMultiplesOfThePeriod() {
        let engine = AnimationEngine()
        var times: [Double] = []
        engine.addTickObserver { times.append($0.currentTime) }
        VirtualClock(engine: engine).advance(frames: 120, framesPerSecond: 120)
        #expect(times.count == 120)
        #expect(times.last == 1.0)
        #expect(times[59] == 0.5)
    }

    @Test func runUntilIdleStopsWhenTheLastAnimationCompletes() throws {
        let scene = TestScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 0.5) { scene.box.alpha = 0 }
        try animator.startAnimation()
        #expect(scene.clock.runUntilIdle(framesPerSecond: 60))
        #expect(scene.engine.currentTime == 0.5)
        #expect(scene.engine.tickCount == 30)
    }

    @Test func runUntilIdleGivesUpAtItsLimit() throws {
        let scene = TestScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 100) { scene.box.alpha = 0 }
        try animator.startAnimation()
        #expect(!scene.clock.runUntilIdle(framesPerSecond: 10, limit: 1))
    }

    @Test func tasksQueuedForTheNextTickRunBeforeAnimationsAdvance() throws {
        let scene = TestScene()
        var order: [String] = []
        scene.engine.performOnNextTick {
            order.append("task at \(scene.engine.currentTime)")
            let animator = PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear) { scene.box.alpha = 0 }
            try? animator.startAnimation()
        }
        scene.engine.addTickObserver { engine in order.append("observer at \(engine.currentTime)") }
        #expect(scene.engine.hasPendingTasks)
        scene.tick(to: 0.5)
        #expect(order == ["task at 0.5", "observer at 0.5"])
        #expect(scene.box.alpha == 1, "an animation started on this tick begins at this tick's time")
        scene.tick(to: 1)
        #expect(near(scene.box.alpha, 0.5))
    }

    /// A time source whose clock advances by a scripted amount on each sleep.
    final class ScriptedTimeSource: TimeSource {
        var time = 100.0
        var oversleep: [Double]
        init(oversleep: [Double]) { self.oversleep = oversleep }
        func now() -> Double { time }
        func sleep(until deadline: Double) {
            time = max(time, deadline) + (oversleep.isEmpty ? 0 : oversleep.removeFirst())
        }
    }

    @Test func theRealTimeDriverCountsLateAndDroppedFrames() {
        let engine = AnimationEngine()
        let period = 1.0 / 60
        // Frame 2 wakes 0.6 periods late; frame 4 wakes 2.2 periods late (two frames missed).
        let source = ScriptedTimeSource(oversleep: [0, 0.6 * period, 0, 2.2 * period, 0, 0])
        let driver = RealTimeDriver(engine: engine, framesPerSecond: 60, timeSource: source)
        var ticks: [Double] = []
        engine.addTickObserver { ticks.append($0.currentTime) }
        let statistics = driver.run(until: { ticks.count == 6 })
        #expect(statistics.frames == 6)
        #expect(statistics.lateFrames == 1)
        #expect(statistics.droppedFrames == 2)
        // Engine times are the frames' scheduled times, skipping the dropped ones.
        let frames = ticks.map { Int(($0 / period).rounded()) }
        #expect(frames == [1, 2, 3, 6, 7, 8])
    }

    @Test func theRealTimeDriverPlaysAnAnimationOnTheMonotonicClock() throws {
        let scene = TestScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 0.05) { scene.box.alpha = 0 }
        try animator.startAnimation()
        let driver = RealTimeDriver(engine: scene.engine, framesPerSecond: 120)
        let statistics = driver.run(limit: 2, until: { animator.state == .inactive })
        #expect(animator.state == .inactive)
        #expect(scene.box.alpha == 0)
        #expect(statistics.frames >= 1)
    }
}
