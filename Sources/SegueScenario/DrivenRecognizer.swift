import SegueEngine
import SegueKit

/// What a recognizer shows at one callback, before the driver makes it a `GestureEvent`.
public struct RecognizerReading: Equatable, Sendable {
    /// How far the touch moved since it went down, in points (zero for a pinch).
    public var translation: Point
    /// How fast it moves, in points per second (zero for a pinch).
    public var velocity: Point
    /// The fingers' distance relative to the gesture's first touch (1 for a pan).
    public var scale: Double
    /// How fast `scale` changes, per second (0 for a pan).
    public var scaleVelocity: Double
}

/// A recognizer an `InteractionDriver` owns: it says what it shows in a container, and measures
/// from a touch's press when told.
public protocol DrivenRecognizer: TouchRecognizer {
    /// A touch went down: measure from here (a pan's translation restarts at zero, code 10-4).
    func pressed(in container: View)
    /// What the recognizer shows now in `container`.
    func reading(in container: View) -> RecognizerReading
}

extension PanGestureRecognizer: DrivenRecognizer {
    /// 10-4: the translation counts from where the touch went down.
    public func pressed(in container: View) {
        setTranslation(Point(x: 0, y: 0), in: container)
    }

    /// The translation and the velocity; a pan has no scale.
    public func reading(in container: View) -> RecognizerReading {
        RecognizerReading(
            translation: translation(in: container), velocity: velocity(in: container), scale: 1, scaleVelocity: 0)
    }
}

extension PinchGestureRecognizer: DrivenRecognizer {
    /// A pinch's scale is relative to the gesture's first touch; the driver divides by the press's.
    public func pressed(in container: View) {}

    /// The scale and its velocity; a pinch has no translation.
    public func reading(in container: View) -> RecognizerReading {
        RecognizerReading(
            translation: Point(x: 0, y: 0), velocity: Point(x: 0, y: 0), scale: scale, scaleVelocity: velocity)
    }
}
