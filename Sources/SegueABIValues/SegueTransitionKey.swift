import SegueABI

/// Which end of the transition a plugin asks about (`segue_transition_key_t`, context.h).
public struct SegueTransitionKey: ABIEnumeration {
    /// The C value, as `view_for_key` and `controller_for_key` take it.
    public let rawValue: Int32

    /// The value numbered `rawValue`, which the ABI may not define (see `isKnown`).
    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The value a C constant names.
    @inlinable @usableFromInline
    init(_ constant: segue_transition_key) { self.init(rawValue: Int32(constant.rawValue)) }

    /// The side on screen when the transition starts.
    @inlinable public static var from: Self { Self(SEGUE_KEY_FROM) }
    /// The side on screen when it ends.
    @inlinable public static var to: Self { Self(SEGUE_KEY_TO) }

    /// Every value, in the header's order.
    public static let allCases = named.map(\.value)

    /// Every value with its names.
    public static let named: [ABIName<Self>] = [
        .init(.from, "from", "SEGUE_KEY_FROM"),
        .init(.to, "to", "SEGUE_KEY_TO"),
    ]
}
