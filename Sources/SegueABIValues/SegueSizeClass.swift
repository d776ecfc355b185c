import SegueABI

/// A size class (`segue_size_class_t`, presentation.h).
public struct SegueSizeClass: ABIEnumeration {
    /// The C value.
    public let rawValue: Int32

    /// The value numbered `rawValue`, which the ABI may not define (see `isKnown`).
    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The value a C constant names.
    @inlinable @usableFromInline
    init(_ constant: segue_size_class) { self.init(rawValue: Int32(constant.rawValue)) }

    /// A compact container.
    @inlinable public static var compact: Self { Self(SEGUE_SIZE_CLASS_COMPACT) }
    /// A regular container.
    @inlinable public static var regular: Self { Self(SEGUE_SIZE_CLASS_REGULAR) }

    /// Every value, in the header's order.
    public static let allCases = named.map(\.value)

    /// Every value with its names.
    public static let named: [ABIName<Self>] = [
        .init(.compact, "compact", "SEGUE_SIZE_CLASS_COMPACT"),
        .init(.regular, "regular", "SEGUE_SIZE_CLASS_REGULAR"),
    ]
}
