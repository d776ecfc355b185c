import SegueABI
import SegueABIValues
import SegueEngine
import SegueKit

/// SegueKit's gesture event as the C struct a plugin is handed (interaction.h).
extension segue_gesture_event_t {
    /// `event` in the ABI's layout, with this host's `size`.
    init(_ event: GestureEvent) {
        self.init()
        size = UInt32(MemoryLayout<segue_gesture_event_t>.size)
        phase = Self.phase(event.phase).rawValue
        gesture = Self.gesture(event.kind).rawValue
        touch = UInt32(clamping: event.touch)
        state = Self.state(event.state).rawValue
        time = event.time
        location = segue_point_t(x: event.location.x, y: event.location.y)
        translation = segue_point_t(x: event.translation.x, y: event.translation.y)
        velocity = segue_point_t(x: event.velocity.x, y: event.velocity.y)
        scale = event.scale
        scale_velocity = event.scaleVelocity
        container_size = segue_size_t(width: event.containerSize.width, height: event.containerSize.height)
        fraction = event.fraction
        duration = event.duration
    }

    /// The gesture flag of a recognizer kind.
    static func gesture(_ kind: GestureEvent.Kind) -> SegueGestures {
        switch kind {
        case .horizontalPan: .panHorizontal
        case .verticalPan: .panVertical
        case .pinch: .pinch
        case .tap: .tap
        }
    }

    private static func phase(_ phase: GestureEvent.Phase) -> SegueGesturePhase {
        switch phase {
        case .began: .began
        case .changed: .changed
        case .ended: .ended
        case .cancelled: .cancelled
        }
    }

    private static func state(_ state: GestureEvent.TransitionState) -> SegueInteractionState {
        switch state {
        case .driving: .driving
        case .finishing: .finishing
        case .cancelling: .cancelling
        }
    }
}
