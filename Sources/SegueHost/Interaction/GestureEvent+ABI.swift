import SegueABI
import SegueABIValues
import SegueEngine
import SegueKit

extension GestureEvent {
    /// The event as interaction.h hands it to a plugin (`segue_gesture_event_t`), `size` set.
    var raw: segue_gesture_event_t {
        segue_gesture_event_t(
            size: UInt32(MemoryLayout<segue_gesture_event_t>.size), phase: phase.abi.rawValue,
            gesture: kind.abi.rawValue, touch: UInt32(clamping: touch), state: state.abi.rawValue, time: time,
            location: segue_point_t(x: location.x, y: location.y),
            translation: segue_point_t(x: translation.x, y: translation.y),
            velocity: segue_point_t(x: velocity.x, y: velocity.y), scale: scale, scale_velocity: scaleVelocity,
            container_size: segue_size_t(width: containerSize.width, height: containerSize.height),
            fraction: fraction, duration: duration)
    }
}

extension GestureEvent.Kind {
    /// The `SEGUE_GESTURE_*` bit of this recognizer.
    var abi: SegueGestures {
        switch self {
        case .horizontalPan: .panHorizontal
        case .verticalPan: .panVertical
        case .pinch: .pinch
        case .tap: .tap
        }
    }

    /// The recognizers `gestures` names (a descriptor's `gestures` field).
    static func kinds(of gestures: SegueGestures) -> Set<GestureEvent.Kind> {
        Set([.horizontalPan, .verticalPan, .pinch, .tap].filter { gestures.contains($0.abi) })
    }
}

extension GestureEvent.Phase {
    /// The `segue_gesture_phase_t` value.
    var abi: SegueGesturePhase {
        switch self {
        case .began: .began
        case .changed: .changed
        case .ended: .ended
        case .cancelled: .cancelled
        }
    }
}

extension GestureEvent.TransitionState {
    /// The `segue_interaction_state_t` value.
    var abi: SegueInteractionState {
        switch self {
        case .driving: .driving
        case .finishing: .finishing
        case .cancelling: .cancelling
        }
    }
}
