import SegueEngine

/// How a scenario's transition is clocked once it starts.
public enum Playback {
    /// The deterministic virtual clock, as fast as the machine goes (tests, traces, pictures).
    case virtualClock
    /// The real-time driver at the scenario's frame rate (one of `RealTimeDriver.supportedRates`),
    /// calling `onFrame` after every tick with the driver's statistics (a live progress line).
    case realTime(onFrame: (RealTimeDriver.Statistics) -> Void)

    /// Advances `engine` until nothing runs or is scheduled, or `limit` seconds pass; true when it went idle.
    func runUntilIdle(_ clock: VirtualClock, framesPerSecond: Double, limit: Double) -> Bool {
        switch self {
        case .virtualClock:
            return clock.runUntilIdle(framesPerSecond: framesPerSecond, limit: limit)
        case .realTime(let onFrame):
            let engine = clock.engine
            let idle = { !engine.hasRunningAnimations && !engine.hasPendingTasks }
            RealTimeDriver(engine: engine, framesPerSecond: framesPerSecond).run(
                limit: limit, until: idle, onFrame: onFrame)
            return idle()
        }
    }
}
