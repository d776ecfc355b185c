/// Drives an engine at display rate from a monotonic clock, like `CADisplayLink`: each tick's
/// engine time is the frame's scheduled time, frames that fire late are counted, and frames
/// missed entirely are skipped and counted as dropped.
public final class RealTimeDriver {
    /// Frame statistics of one `run`.
    public struct Statistics: Equatable, Sendable {
        /// Ticks delivered.
        public var frames = 0
        /// Ticks delivered more than half a frame after their scheduled time.
        public var lateFrames = 0
        /// Scheduled frames skipped because the previous one overran.
        public var droppedFrames = 0
        /// Wall-clock seconds the run took.
        public var elapsed = 0.0

        /// Ticks per second actually delivered.
        public var framesPerSecond: Double { elapsed > 0 ? Double(frames) / elapsed : 0 }
    }

    /// The engine driven.
    public let engine: AnimationEngine
    /// Target ticks per second.
    public let framesPerSecond: Double
    private let timeSource: TimeSource

    /// Display rates the driver accepts, as real displays offer.
    public static let supportedRates: [Double] = [30, 60, 90, 120, 240]

    /// A driver for `engine` at `framesPerSecond` (one of `supportedRates`) reading `timeSource`.
    public init(engine: AnimationEngine, framesPerSecond: Double = 60, timeSource: TimeSource = MonotonicTimeSource()) {
        precondition(Self.supportedRates.contains(framesPerSecond), "frame rate must be one of \(Self.supportedRates)")
        self.engine = engine
        self.framesPerSecond = framesPerSecond
        self.timeSource = timeSource
    }

    /// Ticks until `isDone` returns true after a tick, or `limit` seconds pass; `onFrame` is
    /// called after each tick with the statistics so far (for a live progress line).
    @discardableResult
    public func run(
        limit: Double = 60, until isDone: () -> Bool, onFrame: (Statistics) -> Void = { _ in }
    ) -> Statistics {
        let period = 1 / framesPerSecond
        let start = timeSource.now()
        let engineOrigin = engine.currentTime
        var statistics = Statistics()
        var frame = 0
        repeat {
            frame += 1
            let deadline = start + Double(frame) * period
            timeSource.sleep(until: deadline)
            let now = timeSource.now()
            // A frame that wakes a whole period late has missed its slot: jump to the newest due one.
            let due = Int(((now - start) / period).rounded(.down))
            if due > frame {
                statistics.droppedFrames += due - frame
                frame = due
            }
            let scheduled = start + Double(frame) * period
            if now - scheduled > period / 2 { statistics.lateFrames += 1 }
            engine.tick(at: engineOrigin + Double(frame) * period)
            statistics.frames += 1
            statistics.elapsed = now - start
            onFrame(statistics)
        } while !isDone() && Double(frame) * period < limit
        return statistics
    }
}
