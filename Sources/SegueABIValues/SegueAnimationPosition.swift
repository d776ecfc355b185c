import SegueABI

/// Where an animation stopped, as its completion says (`segue_animation_position_t`, animation.h).
public struct SegueAnimationPosition: ABIEnumeration {
    /// The C value, as the completion's `position` carries it.
    public let rawValue: Int32

    /// The value numbered `rawValue`, which the ABI may not define (see `isKnown`).
    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The value a C constant names.
    @inlinable @usableFromInline
    init(_ constant: segue_animation_position) { self.init(rawValue: Int32(constant.rawValue)) }

    /// At its targets.
    @inlinable public static var end: Self { Self(SEGUE_POSITION_END) }
    /// Back where it started.
    @inlinable public static var start: Self { Self(SEGUE_POSITION_START) }
    /// Stopped part way.
    @inlinable public static var current: Self { Self(SEGUE_POSITION_CURRENT) }

    /// Every value, in the header's order.
    public static let allCases = named.map(\.value)

    /// Every value with its names.
    public static let named: [ABIName<Self>] = [
        .init(.end, "end", "SEGUE_POSITION_END"),
        .init(.start, "start", "SEGUE_POSITION_START"),
        .init(.current, "current", "SEGUE_POSITION_CURRENT"),
    ]
}
