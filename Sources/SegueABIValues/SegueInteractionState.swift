import SegueABI

/// Where an interactive transition is when a gesture event arrives (`segue_interaction_state_t`, interaction.h).
public struct SegueInteractionState: ABIEnumeration {
    /// The C value.
    public let rawValue: Int32

    /// The value numbered `rawValue`, which the ABI may not define (see `isKnown`).
    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The value a C constant names.
    @inlinable @usableFromInline
    init(_ constant: segue_interaction_state) { self.init(rawValue: Int32(constant.rawValue)) }

    /// Under interaction.
    @inlinable public static var driving: Self { Self(SEGUE_INTERACTION_STATE_DRIVING) }
    /// Finishing on its own.
    @inlinable public static var finishing: Self { Self(SEGUE_INTERACTION_STATE_FINISHING) }
    /// Running back to its start.
    @inlinable public static var cancelling: Self { Self(SEGUE_INTERACTION_STATE_CANCELLING) }

    /// Every value, in the header's order.
    public static let allCases = named.map(\.value)

    /// Every value with its names.
    public static let named: [ABIName<Self>] = [
        .init(.driving, "driving", "SEGUE_INTERACTION_STATE_DRIVING"),
        .init(.finishing, "finishing", "SEGUE_INTERACTION_STATE_FINISHING"),
        .init(.cancelling, "cancelling", "SEGUE_INTERACTION_STATE_CANCELLING"),
    ]
}
