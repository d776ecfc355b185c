import SegueABI

/// What a presentation controller wants after a gesture event (`segue_presentation_action_t`, presentation.h).
public struct SeguePresentationAction: ABIEnumeration {
    /// The C value.
    public let rawValue: Int32

    /// The value numbered `rawValue`, which the ABI may not define (see `isKnown`).
    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The value a C constant names.
    @inlinable @usableFromInline
    init(_ constant: segue_presentation_action) { self.init(rawValue: Int32(constant.rawValue)) }

    /// Nothing.
    @inlinable public static var none: Self { Self(SEGUE_PRESENTATION_ACTION_NONE) }
    /// Put the presented view at the answer's frame now.
    @inlinable public static var follow: Self { Self(SEGUE_PRESENTATION_ACTION_FOLLOW) }
    /// Animate the presented view to its new frame answer.
    @inlinable public static var relayout: Self { Self(SEGUE_PRESENTATION_ACTION_RELAYOUT) }
    /// Dismiss, animated.
    @inlinable public static var dismiss: Self { Self(SEGUE_PRESENTATION_ACTION_DISMISS) }
    /// Start a dismissal driven by this touch.
    @inlinable public static var dismissInteractively: Self { Self(SEGUE_PRESENTATION_ACTION_DISMISS_INTERACTIVELY) }
    /// Deliver a tap to the views beneath.
    @inlinable public static var passThrough: Self { Self(SEGUE_PRESENTATION_ACTION_PASS_THROUGH) }

    /// Every value, in the header's order.
    public static let allCases = named.map(\.value)

    /// Every value with its names.
    public static let named: [ABIName<Self>] = [
        .init(.none, "none", "SEGUE_PRESENTATION_ACTION_NONE"),
        .init(.follow, "follow", "SEGUE_PRESENTATION_ACTION_FOLLOW"),
        .init(.relayout, "relayout", "SEGUE_PRESENTATION_ACTION_RELAYOUT"),
        .init(.dismiss, "dismiss", "SEGUE_PRESENTATION_ACTION_DISMISS"),
        .init(.dismissInteractively, "dismissInteractively", "SEGUE_PRESENTATION_ACTION_DISMISS_INTERACTIVELY"),
        .init(.passThrough, "passThrough", "SEGUE_PRESENTATION_ACTION_PASS_THROUGH"),
    ]
}
