import SegueEngine

/// A headless pinch gesture recognizer (`UIPinchGestureRecognizer`): no touches, only the states,
/// scales and touch samples a `PinchGestureScript` feeds it on the engine's clock, from which it
/// estimates the velocity as a recognizer does.
public final class PinchGestureRecognizer {
    /// The current state (the pan recognizer's states, which are UIKit's).
    public private(set) var state = PanGestureRecognizer.State.possible
    /// The scale of the fingers' distance relative to when the gesture began (1 at the start).
    public private(set) var scale = 1.0
    /// How fast `scale` changes, in scale per second, from the fingers' recent touches.
    public var velocity: Double { tracker.velocity }
    /// The view it is attached to.
    public private(set) weak var view: View?
    private let action: (PinchGestureRecognizer) -> Void
    private var tracker = VelocityTracker()

    /// A recognizer calling `action` on every state change and movement.
    public init(action: @escaping (PinchGestureRecognizer) -> Void) {
        self.action = action
    }

    /// Attaches the recognizer to `view` (`addGestureRecognizer`).
    public func attach(to view: View) {
        self.view = view
    }

    /// Detaches the recognizer (`removeGestureRecognizer`); later script events are dropped.
    public func detach() {
        view = nil
    }
}

extension PinchGestureRecognizer: TouchRecognizer {
    /// Whether it is attached to a view.
    public var isListening: Bool { view != nil }

    /// Forgets the touches of an earlier stroke.
    public func forgetTouches() {
        tracker = VelocityTracker()
    }

    /// One touch sample, for the velocity.
    public func touch(_ scale: Double, at time: Double) {
        tracker.add(scale, at: time)
    }

    /// Moves to `state` with `scale` and calls the action.
    public func deliver(_ state: PanGestureRecognizer.State, _ scale: Double) {
        guard view != nil else { return }
        self.state = state
        self.scale = scale
        action(self)
    }
}
