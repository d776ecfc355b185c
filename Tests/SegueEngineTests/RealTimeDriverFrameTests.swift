import Testing

@testable import SegueEngine

/// The real-time driver's frame-at-a-time API (`start`, `nextFrame`), which the preview window
/// paces its loop with while mapping wall time to engine time itself.
@Suite struct RealTimeDriverFrameTests {
    @Test func framesCarryTheirScheduledTimeAndWhatWasMissedBeforeThem() {
        let period = 1.0 / 60
        // Frame 2 wakes 0.6 periods late; frame 4 wakes 2.2 periods late: frames 4 and 5 are missed and
        // the frame delivered is 6, 0.2 periods after its slot (not late).
        let source = ClockTests.ScriptedTimeSource(oversleep: [0, 0.6 * period, 0, 2.2 * period, 0])
        let driver = RealTimeDriver(engine: AnimationEngine(), framesPerSecond: 60, timeSource: source)
        driver.start()
        let frames = (0..<5).map { _ in driver.nextFrame() }
        #expect(frames.map(\.index) == [1, 2, 3, 6, 7])
        #expect(frames.map(\.droppedBefore) == [0, 0, 0, 2, 0])
        #expect(frames.map(\.isLate) == [false, true, false, false, false])
        #expect(frames.allSatisfy { abs($0.scheduledTime - Double($0.index) * period) < 1e-12 })
        #expect(
            driver.statistics.frames == 5 && driver.statistics.droppedFrames == 2 && driver.statistics.lateFrames == 1)
    }

    @Test func nextFrameLeavesTheEngineAlone() {
        let engine = AnimationEngine()
        let driver = RealTimeDriver(
            engine: engine, framesPerSecond: 60, timeSource: ClockTests.ScriptedTimeSource(oversleep: []))
        driver.start()
        _ = driver.nextFrame()
        #expect(engine.currentTime == 0, "the caller ticks the engine at the time it maps the frame to")
    }

    @Test func startCountsAgainFromNow() {
        let source = ClockTests.ScriptedTimeSource(oversleep: [])
        let driver = RealTimeDriver(engine: AnimationEngine(), framesPerSecond: 30, timeSource: source)
        driver.start()
        _ = driver.nextFrame()
        source.time += 5
        driver.start()
        #expect(driver.statistics.frames == 0)
        #expect(driver.nextFrame().index == 1, "the pause before start() is not counted as dropped frames")
    }
}
