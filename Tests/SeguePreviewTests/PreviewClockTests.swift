import SeguePreview
import Testing

/// Wall time to engine time: slow motion is the iOS Simulator's "Slow Animations" (10× slower),
/// pause stops engine time, a step moves it one display frame.
@Suite struct PreviewClockTests {
    let period = 1.0 / 60

    @Test func atNormalSpeedEngineTimeIsTheFramesScheduledTime() {
        let clock = PreviewClock(period: period, engineTime: 2)
        #expect(clock.engineTime(atDisplayTime: 15 * period) == 2 + 15 * period)
    }

    @Test func slowMotionRunsTenTimesSlowerFromTheFrameItWasTurnedOn() {
        var clock = PreviewClock(period: period)
        clock.setSlowMotion(true, atDisplayTime: 1)
        #expect(abs(clock.engineTime(atDisplayTime: 2) - 1.1) < 1e-12)
        clock.setSlowMotion(false, atDisplayTime: 2)
        #expect(abs(clock.engineTime(atDisplayTime: 3) - 2.1) < 1e-12, "back to normal speed, without a jump")
    }

    @Test func pauseHoldsEngineTimeAndStepsMoveItOneFrameEach() {
        var clock = PreviewClock(period: period)
        clock.setPaused(true, atDisplayTime: 0.5)
        #expect(clock.engineTime(atDisplayTime: 3) == 0.5)
        clock.step()
        clock.step()
        #expect(abs(clock.engineTime(atDisplayTime: 4) - (0.5 + 2 * period)) < 1e-12)
        clock.setPaused(false, atDisplayTime: 4)
        #expect(
            abs(clock.engineTime(atDisplayTime: 5) - (1.5 + 2 * period)) < 1e-12, "resumes from where the steps left it"
        )
    }

    @Test func aStepWhileRunningDoesNothing() {
        var clock = PreviewClock(period: period)
        clock.step()
        #expect(clock.engineTime(atDisplayTime: 1) == 1)
    }
}
