/// What a preview run measured, written by `--stats FILE.json`: how long each frame's work took
/// (events, engine, drawing, upload, present), the driver's late and dropped frames, and the
/// window as SDL reported it.
public struct FrameStatistics: Codable, Sendable {
    /// The display rate the loop ran at.
    public var framesPerSecond: Double
    /// Frames drawn.
    public var frames = 0
    /// Frames that woke more than half a period after their slot.
    public var lateFrames = 0
    /// Frames skipped because the one before overran.
    public var droppedFrames = 0
    /// Wall-clock seconds from the first frame's slot to the last frame.
    public var elapsedSeconds = 0.0
    /// Milliseconds of work per frame, in order.
    public var frameMilliseconds: [Double] = []
    /// The median of `frameMilliseconds` (set by `summarise()`).
    public private(set) var p50Milliseconds = 0.0
    /// The 99th percentile of `frameMilliseconds` (set by `summarise()`).
    public private(set) var p99Milliseconds = 0.0
    /// The window's drawable size in pixels, as SDL last reported it.
    public var windowPixels: PixelSize
    /// The scene's size in points.
    public var scenePoints: PixelSize
    /// SDL's renderer ("software", "opengl", …).
    public var renderer: String
    /// The frames read back with `--capture-at`.
    public var captures: [Capture] = []
    /// Each change of the session's phase, in order: what the pointer and the keys made happen.
    public var phases: [PhaseChange] = []

    /// A width and a height.
    public struct PixelSize: Codable, Equatable, Sendable {
        /// Width.
        public var width: Int
        /// Height.
        public var height: Int
        /// A size.
        public init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
    }

    /// One frame read back from the window.
    public struct Capture: Codable, Equatable, Sendable {
        /// The engine time asked for.
        public var requested: Double
        /// The engine time of the frame read (the first at or after `requested`).
        public var engineTime: Double
        /// The PNG written.
        public var path: String
    }

    /// The session entering a phase.
    public struct PhaseChange: Codable, Equatable, Sendable {
        /// The engine time of the first frame in the phase.
        public var engineTime: Double
        /// The phase (`LiveStatus.Phase`'s raw value).
        public var phase: String
        /// The operation of the transition.
        public var operation: String
    }

    /// Empty statistics of a loop at `framesPerSecond` in a window of `windowPixels`.
    public init(framesPerSecond: Double, windowPixels: PixelSize, scenePoints: PixelSize, renderer: String) {
        self.framesPerSecond = framesPerSecond
        self.windowPixels = windowPixels
        self.scenePoints = scenePoints
        self.renderer = renderer
    }

    /// Computes the percentiles of the frame times so far.
    public mutating func summarise() {
        p50Milliseconds = Self.percentile(0.5, of: frameMilliseconds)
        p99Milliseconds = Self.percentile(0.99, of: frameMilliseconds)
    }

    /// The nearest-rank percentile `p` (0…1) of `values`, 0 for none.
    public static func percentile(_ p: Double, of values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
