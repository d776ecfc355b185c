import SegueABI

/// A gesture event's phase (`segue_gesture_phase_t`, interaction.h).
public struct SegueGesturePhase: ABIEnumeration {
    /// The C value.
    public let rawValue: Int32

    /// The value numbered `rawValue`, which the ABI may not define (see `isKnown`).
    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The value a C constant names.
    @inlinable @usableFromInline
    init(_ constant: segue_gesture_phase) { self.init(rawValue: Int32(constant.rawValue)) }

    /// A touch went down and was recognized.
    @inlinable public static var began: Self { Self(SEGUE_GESTURE_PHASE_BEGAN) }
    /// The touch moved.
    @inlinable public static var changed: Self { Self(SEGUE_GESTURE_PHASE_CHANGED) }
    /// The touch lifted.
    @inlinable public static var ended: Self { Self(SEGUE_GESTURE_PHASE_ENDED) }
    /// The system took the touch away.
    @inlinable public static var cancelled: Self { Self(SEGUE_GESTURE_PHASE_CANCELLED) }

    /// Every value, in the header's order.
    public static let allCases = named.map(\.value)

    /// Every value with its names.
    public static let named: [ABIName<Self>] = [
        .init(.began, "began", "SEGUE_GESTURE_PHASE_BEGAN"),
        .init(.changed, "changed", "SEGUE_GESTURE_PHASE_CHANGED"),
        .init(.ended, "ended", "SEGUE_GESTURE_PHASE_ENDED"),
        .init(.cancelled, "cancelled", "SEGUE_GESTURE_PHASE_CANCELLED"),
    ]
}
