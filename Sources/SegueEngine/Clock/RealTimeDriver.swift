/// Drives an engine at display rate from a monotonic clock, like `CADisplayLink`: each tick's
/// engine time is the frame's scheduled time, frames that fire late are counted, and frames
/// missed entirely are skipped and counted as dropped.
///
/// `run` ticks the engine itself; a caller that maps wall time to engine time its own way (the
/// preview window's slow motion and pause) takes one frame at a time with `nextFrame()` instead.
public final class RealTimeDriver {
    /// Frame statistics of one `run` (or of the frames taken so far).
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

    /// One display frame handed out by `nextFrame()`.
    public struct Frame: Equatable, Sendable {
        /// The frame's number since `start()`: 1 for the first; dropped frames' numbers are skipped.
        public var index: Int
        /// Its scheduled time in seconds after `start()` (index × period).
        public var scheduledTime: Double
        /// Frames skipped just before this one because the previous one overran.
        public var droppedBefore: Int
        /// Whether it woke more than half a frame after its scheduled time.
        public var isLate: Bool
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

    /// Seconds between two frames.
    public var period: Double { 1 / framesPerSecond }

    /// The statistics of the frames taken since `start()`.
    public private(set) var statistics = Statistics()
    private var startTime = 0.0
    private var frameIndex = 0

    /// Starts counting frames from now: the first `nextFrame()` is due one period later.
    public func start() {
        startTime = timeSource.now()
        frameIndex = 0
        statistics = Statistics()
    }

    /// Waits for the next frame's scheduled time and returns it; when the caller overran so
    /// that a whole period passed, the missed frames are skipped (counted as dropped).
    public func nextFrame() -> Frame {
        frameIndex += 1
        timeSource.sleep(until: startTime + Double(frameIndex) * period)
        let now = timeSource.now()
        // A frame that wakes a whole period late has missed its slot: jump to the newest due one.
        let due = Int(((now - startTime) / period).rounded(.down))
        let dropped = max(due - frameIndex, 0)
        frameIndex += dropped
        let scheduled = Double(frameIndex) * period
        let late = now - startTime - scheduled > period / 2
        statistics.droppedFrames += dropped
        statistics.lateFrames += late ? 1 : 0
        statistics.frames += 1
        statistics.elapsed = now - startTime
        return Frame(index: frameIndex, scheduledTime: scheduled, droppedBefore: dropped, isLate: late)
    }

    /// Ticks until `isDone` returns true after a tick, or `limit` seconds pass; `onFrame` is
    /// called after each tick with the statistics so far (for a live progress line).
    @discardableResult
    public func run(
        limit: Double = 60, until isDone: () -> Bool, onFrame: (Statistics) -> Void = { _ in }
    ) -> Statistics {
        let engineOrigin = engine.currentTime
        start()
        var frame: Frame
        repeat {
            frame = nextFrame()
            engine.tick(at: engineOrigin + frame.scheduledTime)
            onFrame(statistics)
        } while !isDone() && frame.scheduledTime < limit
        return statistics
    }
}
