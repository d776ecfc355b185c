import SegueABI

/// The type of an animator parameter (`segue_parameter_type_t`, parameters.h).
public struct SegueParameterType: ABIEnumeration {
    /// The C value, as `segue_parameter_t.type` carries it.
    public let rawValue: Int32

    /// The value numbered `rawValue`, which the ABI may not define (see `isKnown`).
    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The value a C constant names.
    @inlinable @usableFromInline
    init(_ constant: segue_parameter_type) { self.init(rawValue: Int32(constant.rawValue)) }

    /// A `double`.
    @inlinable public static var double: Self { Self(SEGUE_PARAMETER_DOUBLE) }
    /// An `int64_t`.
    @inlinable public static var int64: Self { Self(SEGUE_PARAMETER_INT64) }
    /// A `bool`.
    @inlinable public static var bool: Self { Self(SEGUE_PARAMETER_BOOL) }

    /// Every value, in the header's order.
    public static let allCases = named.map(\.value)

    /// Every value with its names.
    public static let named: [ABIName<Self>] = [
        .init(.double, "double", "SEGUE_PARAMETER_DOUBLE"),
        .init(.int64, "int64", "SEGUE_PARAMETER_INT64"),
        .init(.bool, "bool", "SEGUE_PARAMETER_BOOL"),
    ]
}
