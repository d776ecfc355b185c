/// A deterministic clock for tests and offline rendering: time moves only when told to, and
/// frame times are computed as `origin + k / fps` so no rounding error accumulates.
public final class VirtualClock {
    /// The engine this clock drives.
    public let engine: AnimationEngine

    /// A clock driving `engine` from its current time.
    public init(engine: AnimationEngine) {
        self.engine = engine
    }

    /// Engine time now.
    public var now: Double { engine.currentTime }

    /// One tick, `seconds` after the last.
    public func advance(by seconds: Double) {
        precondition(seconds.isFinite && seconds >= 0, "a clock cannot move backwards or by a non-finite step")
        engine.tick(at: engine.currentTime + seconds)
    }

    /// `count` ticks at `framesPerSecond`.
    public func advance(frames count: Int, framesPerSecond: Double) {
        precondition(framesPerSecond > 0 && framesPerSecond.isFinite, "frame rate must be positive")
        let origin = engine.currentTime
        for frame in 0..<max(count, 0) {
            engine.tick(at: origin + Double(frame + 1) / framesPerSecond)
        }
    }

    /// Ticks at `framesPerSecond` until no animation runs and no task is queued, or until
    /// `limit` seconds have passed; returns whether the engine went idle.
    @discardableResult
    public func runUntilIdle(framesPerSecond: Double = 60, limit: Double = 60) -> Bool {
        let origin = engine.currentTime
        var frame = 0
        while engine.hasRunningAnimations || engine.hasPendingTasks {
            frame += 1
            let time = origin + Double(frame) / framesPerSecond
            if time - origin > limit { return false }
            engine.tick(at: time)
        }
        return true
    }
}
