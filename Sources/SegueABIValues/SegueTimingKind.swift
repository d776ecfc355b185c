import SegueABI

/// Which curve a `segue_timing_t` describes (`segue_timing_kind_t`, timing.h).
public struct SegueTimingKind: ABIEnumeration {
    /// The C value, as `segue_timing_t.kind` carries it.
    public let rawValue: Int32

    /// The value numbered `rawValue`, which the ABI may not define (see `isKnown`).
    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The value a C constant names.
    @inlinable @usableFromInline
    init(_ constant: segue_timing_kind) { self.init(rawValue: Int32(constant.rawValue)) }

    /// Constant speed.
    @inlinable public static var linear: Self { Self(SEGUE_TIMING_LINEAR) }
    /// Slow at the start.
    @inlinable public static var easeIn: Self { Self(SEGUE_TIMING_EASE_IN) }
    /// Slow at the end.
    @inlinable public static var easeOut: Self { Self(SEGUE_TIMING_EASE_OUT) }
    /// Slow at both ends.
    @inlinable public static var easeInOut: Self { Self(SEGUE_TIMING_EASE_IN_OUT) }
    /// Core Animation's default curve.
    @inlinable public static var `default`: Self { Self(SEGUE_TIMING_DEFAULT) }
    /// A cubic Bézier: x1, y1, x2, y2.
    @inlinable public static var cubicBezier: Self { Self(SEGUE_TIMING_CUBIC_BEZIER) }
    /// A spring by damping ratio and initial velocity, settling in the duration.
    @inlinable public static var springDamping: Self { Self(SEGUE_TIMING_SPRING_DAMPING) }
    /// A spring by mass, stiffness, damping and initial velocity.
    @inlinable public static var springPhysical: Self { Self(SEGUE_TIMING_SPRING_PHYSICAL) }

    /// Every value, in the header's order.
    public static let allCases = named.map(\.value)

    /// Every value with its names.
    public static let named: [ABIName<Self>] = [
        .init(.linear, "linear", "SEGUE_TIMING_LINEAR"),
        .init(.easeIn, "easeIn", "SEGUE_TIMING_EASE_IN"),
        .init(.easeOut, "easeOut", "SEGUE_TIMING_EASE_OUT"),
        .init(.easeInOut, "easeInOut", "SEGUE_TIMING_EASE_IN_OUT"),
        .init(.`default`, "default", "SEGUE_TIMING_DEFAULT"),
        .init(.cubicBezier, "cubicBezier", "SEGUE_TIMING_CUBIC_BEZIER"),
        .init(.springDamping, "springDamping", "SEGUE_TIMING_SPRING_DAMPING"),
        .init(.springPhysical, "springPhysical", "SEGUE_TIMING_SPRING_PHYSICAL"),
    ]
}
