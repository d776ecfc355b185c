import SegueEngine

/// One gesture event an interaction decider is handed (`segue_gesture_event_t`, interaction.h):
/// what the touch did and where the transition shows, so the decider needs nothing else.
public struct GestureEvent: Equatable, Sendable {
    /// Which recognizer the event comes from.
    public enum Kind: Equatable, Sendable {
        /// A one-finger pan measured across the container.
        case horizontalPan
        /// A one-finger pan measured down or up the container.
        case verticalPan
        /// A two-finger pinch.
        case pinch
        /// A tap (presentation controllers only).
        case tap
    }

    /// The touch's phase (UIGestureRecognizer.State).
    public enum Phase: Equatable, Sendable {
        /// Recognized: translation zero, scale 1.
        case began
        /// Moved.
        case changed
        /// Lifted: the decider must finish or cancel.
        case ended
        /// Taken away by the system: the decider must finish or cancel (UIKit cancels).
        case cancelled
    }

    /// Where the transition is when the event arrives.
    public enum TransitionState: Equatable, Sendable {
        /// Under interaction: it shows the fraction the decider last asked for.
        case driving
        /// Finishing on its own.
        case finishing
        /// Running back to its start.
        case cancelling
    }

    /// The recognizer.
    public var kind: Kind
    /// The phase.
    public var phase: Phase
    /// Which touch within the transition: 0 started it, later ones go down while it finishes or cancels.
    public var touch: Int
    /// Where the transition is.
    public var state: TransitionState
    /// Seconds on the engine's clock.
    public var time: Double
    /// The touch (a pinch's midpoint) in the container's coordinates.
    public var location: Point
    /// How far the touch moved since it began, in points.
    public var translation: Point
    /// How fast it moves, in points per second.
    public var velocity: Point
    /// A pinch's scale since it began (1 for a pan).
    public var scale: Double
    /// How fast the scale changes, per second (0 for a pan).
    public var scaleVelocity: Double
    /// The container's size.
    public var containerSize: Size
    /// The fraction the transition shows now, 0…1.
    public var fraction: Double
    /// The transition's duration in seconds.
    public var duration: Double

    /// An event with every field given.
    public init(
        kind: Kind, phase: Phase, touch: Int, state: TransitionState, time: Double, location: Point,
        translation: Point, velocity: Point, scale: Double, scaleVelocity: Double, containerSize: Size,
        fraction: Double, duration: Double
    ) {
        self.kind = kind
        self.phase = phase
        self.touch = touch
        self.state = state
        self.time = time
        self.location = location
        self.translation = translation
        self.velocity = velocity
        self.scale = scale
        self.scaleVelocity = scaleVelocity
        self.containerSize = containerSize
        self.fraction = fraction
        self.duration = duration
    }

    /// Whether the touch lifted or was taken away: the decider must finish or cancel.
    public var isRelease: Bool { phase == .ended || phase == .cancelled }
}
