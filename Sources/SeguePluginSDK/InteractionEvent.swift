import SegueABI
import SegueABIValues

/// One gesture event the host hands an interaction controller (or a presentation controller's
/// `handleGesture`): `segue_gesture_event_t` as Swift values.
public struct InteractionEvent: Sendable, Equatable {
    /// Began, changed, ended or cancelled.
    public var phase: SegueGesturePhase
    /// The one gesture this event belongs to.
    public var gesture: SegueGestures
    /// 0 for the touch that started the transition; 1, 2… for later ones (a grab).
    public var touch: Int
    /// Where the transition was when the event arrived.
    public var state: SegueInteractionState
    /// Seconds on the engine's clock.
    public var time: Double
    /// The touch (a pinch's midpoint), in the container's coordinates.
    public var location: Point
    /// How far the touch moved since its `began`, in points.
    public var translation: Point
    /// How fast it moves, in points per second.
    public var velocity: Point
    /// A pinch's scale since its `began` (1 for a pan).
    public var scale: Double
    /// How fast the scale changes, per second (0 for a pan).
    public var scaleVelocity: Double
    /// The container's size, in points.
    public var containerSize: Size
    /// The fraction the transition shows now, 0…1 (what a grab takes).
    public var fraction: Double
    /// The transition's duration, in seconds.
    public var duration: Double

    /// An event from its values (tests build them; the SDK reads the host's).
    public init(
        phase: SegueGesturePhase, gesture: SegueGestures, touch: Int = 0, state: SegueInteractionState = .driving,
        time: Double = 0, location: Point = Point(x: 0, y: 0), translation: Point = Point(x: 0, y: 0),
        velocity: Point = Point(x: 0, y: 0), scale: Double = 1, scaleVelocity: Double = 0,
        containerSize: Size, fraction: Double = 0, duration: Double = 0.35
    ) {
        self.phase = phase
        self.gesture = gesture
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

    /// The host's event.
    init(raw event: segue_gesture_event_t) {
        self.init(
            phase: SegueGesturePhase(rawValue: event.phase), gesture: SegueGestures(rawValue: event.gesture),
            touch: Int(event.touch), state: SegueInteractionState(rawValue: event.state), time: event.time,
            location: event.location, translation: event.translation, velocity: event.velocity,
            scale: event.scale, scaleVelocity: event.scale_velocity, containerSize: event.container_size,
            fraction: event.fraction, duration: event.duration)
    }

    /// Whether the touch lifted or was taken away: the answer must finish or cancel.
    public var isRelease: Bool { phase == .ended || phase == .cancelled }

    /// Whether this is a later touch going down on a finishing or cancelling transition: the
    /// moment to answer `.grab` (issue 26's interruption).
    public var isGrab: Bool { phase == .began && touch > 0 && (state == .finishing || state == .cancelling) }
}

/// What a transition an interaction controller starts driving is (`segue_interaction_start_t`).
public struct InteractionStart: Sendable, Equatable {
    /// The operation (present, dismiss, push, pop…).
    public var operation: Operation
    /// The transition's duration, in seconds.
    public var duration: Double
    /// The container's size, in points.
    public var containerSize: Size

    /// A start from its values.
    public init(operation: Operation, duration: Double, containerSize: Size) {
        self.operation = operation
        self.duration = duration
        self.containerSize = containerSize
    }
}

extension Size: @retroactive Equatable {
    /// Equal widths and heights.
    public static func == (lhs: Size, rhs: Size) -> Bool { lhs.width == rhs.width && lhs.height == rhs.height }
}

extension Point: @retroactive Equatable {
    /// Equal coordinates.
    public static func == (lhs: Point, rhs: Point) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }
}
