import SegueEngine

/// A headless pinch gesture recognizer (`UIPinchGestureRecognizer`): no touches, only the states
/// and scales a `PinchGestureScript` feeds it, delivered to its action on the engine's clock.
public final class PinchGestureRecognizer {
    /// The current state (the pan recognizer's states, which are UIKit's).
    public private(set) var state = PanGestureRecognizer.State.possible
    /// The scale of the fingers' distance relative to when the gesture began (1 at the start).
    public private(set) var scale = 1.0
    /// How fast `scale` changes, in scale per second, over the last two deliveries.
    public private(set) var velocity = 0.0
    /// The view it is attached to.
    public private(set) weak var view: View?
    private let action: (PinchGestureRecognizer) -> Void
    private var lastDelivery: (time: Double, scale: Double)?

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

    /// Delivers one scripted event at engine time `time`: moves to `state` with `scale`, updates
    /// the velocity and calls the action.
    func deliver(_ state: PanGestureRecognizer.State, scale: Double, at time: Double) {
        guard view != nil else { return }
        if let last = lastDelivery, time > last.time, scale != last.scale || state == .changed {
            velocity = (scale - last.scale) / (time - last.time)
        }
        lastDelivery = (time, scale)
        self.state = state
        self.scale = scale
        action(self)
    }
}
