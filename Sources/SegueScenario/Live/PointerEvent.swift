import SegueEngine

/// One pointer input a live session reacts to: a press, a move or a release at a point of the
/// window (in points, origin top left) at an engine time, with or without the pinch modifier.
public struct PointerEvent: Equatable, Sendable {
    /// What the pointer did.
    public enum Phase: String, Equatable, Sendable {
        /// The button went down (a finger touched).
        case press
        /// The pointer moved while pressed.
        case move
        /// The button came up (the finger lifted).
        case release
        /// The system took the pointer away (focus lost): the gesture is cancelled.
        case cancel
    }

    /// What the pointer did.
    public var phase: Phase
    /// Where, in window points.
    public var location: Point
    /// When, in engine seconds.
    public var time: Double
    /// Whether the pinch modifier was held when the press began (a pinch instead of a pan).
    public var pinches: Bool

    /// An event of `phase` at `location` and engine time `time`.
    public init(_ phase: Phase, at location: Point, time: Double, pinches: Bool = false) {
        self.phase = phase
        self.location = location
        self.time = time
        self.pinches = pinches
    }
}
