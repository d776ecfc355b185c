import SegueHost

/// How a preview runs, from `segue preview`'s options.
public struct PreviewSettings: Sendable {
    /// Pixels per point of the window and its frames.
    public var scale: Double = 1
    /// The display rate (one of `RealTimeDriver.supportedRates`).
    public var framesPerSecond: Double = 60
    /// The operation played when the window opens; nil: the window opens idle on the first
    /// controller, for the keys or the pointer to start one.
    public var operation: PluginOperation?
    /// Whether the operation is played again each time the session falls idle (benchmarks).
    public var loops = false
    /// Wall-clock seconds after which the window closes by itself (tests and benchmarks); nil: until quit.
    public var exitAfter: Double?
    /// Frames to read back from the window and write as PNG: the first frame at or after each engine time.
    public var captures: [(engineTime: Double, path: String)] = []
    /// Where to write the recorded pointer input as an `--interactive` script (on quit or `w`).
    public var recordInputPath: String?
    /// Wall-clock seconds the help overlay shows at start.
    public var helpSeconds = 4.0
    /// The heads-up line's font size in points.
    public var headsUpFontSize = 11.0

    /// Settings with the defaults above.
    public init() {}
}
