import SegueABI

/// How a keyframe animation joins its key values (`segue_keyframe_calculation_t`, animation.h).
public struct SegueKeyframeCalculation: ABIEnumeration {
    /// The C value, as `segue_keyframe_animation_desc_t.calculation_mode` carries it.
    public let rawValue: Int32

    /// The value numbered `rawValue`, which the ABI may not define (see `isKnown`).
    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The value a C constant names.
    @inlinable @usableFromInline
    init(_ constant: segue_keyframe_calculation) { self.init(rawValue: Int32(constant.rawValue)) }

    /// Straight lines between key values.
    @inlinable public static var linear: Self { Self(SEGUE_KEYFRAME_CALCULATION_LINEAR) }
    /// A Catmull-Rom spline through the key values.
    @inlinable public static var cubic: Self { Self(SEGUE_KEYFRAME_CALCULATION_CUBIC) }

    /// Every value, in the header's order.
    public static let allCases = named.map(\.value)

    /// Every value with its names.
    public static let named: [ABIName<Self>] = [
        .init(.linear, "linear", "SEGUE_KEYFRAME_CALCULATION_LINEAR"),
        .init(.cubic, "cubic", "SEGUE_KEYFRAME_CALCULATION_CUBIC"),
    ]
}
