/// Maps the display's frames to engine time: one frame period per frame at normal speed, a
/// tenth of it in slow motion (the iOS Simulator's "Slow Animations"), nothing while paused
/// except one period per step. Engine time is computed from the frame numbers since the last
/// change of speed, so a long run at one speed lands on exact multiples of the period.
public struct PreviewClock: Sendable {
    /// How much slower slow motion runs.
    public static let slowMotionFactor = 10.0

    /// Seconds between two display frames.
    public let period: Double
    /// Whether slow motion is on.
    public private(set) var isSlowMotion = false
    /// Whether time stands still.
    public private(set) var isPaused = false

    /// Engine time at the anchor frame, and the anchor frame's scheduled display time.
    private var anchorEngineTime: Double
    private var anchorDisplayTime: Double
    /// Engine time added by steps since the anchor.
    private var stepped = 0.0

    /// A clock at engine time `engineTime` for display frames `period` seconds apart.
    public init(period: Double, engineTime: Double = 0) {
        self.period = period
        anchorEngineTime = engineTime
        anchorDisplayTime = 0
    }

    /// Engine seconds per display second now.
    public var rate: Double { isPaused ? 0 : isSlowMotion ? 1 / Self.slowMotionFactor : 1 }

    /// The engine time of the display frame scheduled at `displayTime` (seconds since the loop began).
    public func engineTime(atDisplayTime displayTime: Double) -> Double {
        anchorEngineTime + stepped + (displayTime - anchorDisplayTime) * rate
    }

    /// Turns slow motion on or off from the frame at `displayTime` on.
    public mutating func setSlowMotion(_ on: Bool, atDisplayTime displayTime: Double) {
        reanchor(at: displayTime)
        isSlowMotion = on
    }

    /// Pauses or resumes from the frame at `displayTime` on.
    public mutating func setPaused(_ on: Bool, atDisplayTime displayTime: Double) {
        reanchor(at: displayTime)
        isPaused = on
    }

    /// Moves engine time on by one display period (only while paused; ignored otherwise).
    public mutating func step() {
        if isPaused { stepped += period }
    }

    /// Makes the frame at `displayTime` the anchor, keeping its engine time.
    private mutating func reanchor(at displayTime: Double) {
        anchorEngineTime = engineTime(atDisplayTime: displayTime)
        anchorDisplayTime = displayTime
        stepped = 0
    }
}
