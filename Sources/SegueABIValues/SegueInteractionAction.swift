import SegueABI

/// What an interaction controller wants after a gesture event (`segue_interaction_action_t`, interaction.h).
public struct SegueInteractionAction: ABIEnumeration {
    /// The C value.
    public let rawValue: Int32

    /// The value numbered `rawValue`, which the ABI may not define (see `isKnown`).
    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The value a C constant names.
    @inlinable @usableFromInline
    init(_ constant: segue_interaction_action) { self.init(rawValue: Int32(constant.rawValue)) }

    /// Nothing changes.
    @inlinable public static var none: Self { Self(SEGUE_INTERACTION_ACTION_NONE) }
    /// Show a fraction.
    @inlinable public static var update: Self { Self(SEGUE_INTERACTION_ACTION_UPDATE) }
    /// Finish from where it is.
    @inlinable public static var finish: Self { Self(SEGUE_INTERACTION_ACTION_FINISH) }
    /// Run back to the start.
    @inlinable public static var cancel: Self { Self(SEGUE_INTERACTION_ACTION_CANCEL) }
    /// Stop a finishing or cancelling transition where it shows and drive it again.
    @inlinable public static var grab: Self { Self(SEGUE_INTERACTION_ACTION_GRAB) }

    /// Every value, in the header's order.
    public static let allCases = named.map(\.value)

    /// Every value with its names.
    public static let named: [ABIName<Self>] = [
        .init(.none, "none", "SEGUE_INTERACTION_ACTION_NONE"),
        .init(.update, "update", "SEGUE_INTERACTION_ACTION_UPDATE"),
        .init(.finish, "finish", "SEGUE_INTERACTION_ACTION_FINISH"),
        .init(.cancel, "cancel", "SEGUE_INTERACTION_ACTION_CANCEL"),
        .init(.grab, "grab", "SEGUE_INTERACTION_ACTION_GRAB"),
    ]
}
