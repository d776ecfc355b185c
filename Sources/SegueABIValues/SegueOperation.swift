import SegueABI

/// The transition a plugin animator is asked to animate (`segue_operation_t`, context.h).
public struct SegueOperation: ABIEnumeration {
    /// The C value, as the context's `operation` answers it.
    public let rawValue: Int32

    /// The value numbered `rawValue`, which the ABI may not define (see `isKnown`).
    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The value a C constant names.
    @inlinable @usableFromInline
    init(_ constant: segue_operation) { self.init(rawValue: Int32(constant.rawValue)) }

    /// A modal presentation.
    @inlinable public static var present: Self { Self(SEGUE_OPERATION_PRESENT) }
    /// A modal dismissal.
    @inlinable public static var dismiss: Self { Self(SEGUE_OPERATION_DISMISS) }
    /// A navigation push.
    @inlinable public static var push: Self { Self(SEGUE_OPERATION_PUSH) }
    /// A navigation pop.
    @inlinable public static var pop: Self { Self(SEGUE_OPERATION_POP) }
    /// A tab switch.
    @inlinable public static var tab: Self { Self(SEGUE_OPERATION_TAB) }
    /// A custom container switch.
    @inlinable public static var container: Self { Self(SEGUE_OPERATION_CONTAINER) }

    /// Every value, in the header's order.
    public static let allCases = named.map(\.value)

    /// Every value with its names.
    public static let named: [ABIName<Self>] = [
        .init(.present, "present", "SEGUE_OPERATION_PRESENT"),
        .init(.dismiss, "dismiss", "SEGUE_OPERATION_DISMISS"),
        .init(.push, "push", "SEGUE_OPERATION_PUSH"),
        .init(.pop, "pop", "SEGUE_OPERATION_POP"),
        .init(.tab, "tab", "SEGUE_OPERATION_TAB"),
        .init(.container, "container", "SEGUE_OPERATION_CONTAINER"),
    ]
}
