import SegueABI

/// What a service or plugin call did (`segue_status_t`, status.h).
public struct SegueStatus: ABIEnumeration, Codable {
    /// The C value.
    public let rawValue: segue_status_t

    /// The value numbered `rawValue`, which the ABI may not define (see `isKnown`).
    @inlinable
    public init(rawValue: segue_status_t) { self.rawValue = rawValue }

    /// The status a C constant names (status.h's enum is anonymous, so Swift sees its constants as `Int`).
    @inlinable @usableFromInline
    init(_ constant: Int) { self.init(rawValue: segue_status_t(constant)) }

    /// The call did what it says.
    @inlinable public static var ok: Self { Self(SEGUE_OK) }
    /// A stale, forged or wrong-kind handle.
    @inlinable public static var invalidHandle: Self { Self(SEGUE_ERROR_INVALID_HANDLE) }
    /// A NULL pointer, an unknown key or context, a bad value.
    @inlinable public static var invalidArgument: Self { Self(SEGUE_ERROR_INVALID_ARGUMENT) }
    /// Not allowed now (or not from this thread).
    @inlinable public static var wrongState: Self { Self(SEGUE_ERROR_WRONG_STATE) }
    /// A number outside its range.
    @inlinable public static var outOfRange: Self { Self(SEGUE_ERROR_OUT_OF_RANGE) }
    /// The thing asked for does not exist.
    @inlinable public static var notFound: Self { Self(SEGUE_ERROR_NOT_FOUND) }
    /// Not implemented (an optional member left NULL).
    @inlinable public static var unsupported: Self { Self(SEGUE_ERROR_UNSUPPORTED) }

    /// The C constant's name (`SEGUE_ERROR_WRONG_STATE`), or the number the ABI does not define:
    /// statuses are reported by their ABI names.
    public var description: String { cName ?? "\(rawValue)" }

    /// Every value, in the header's order.
    public static let allCases = named.map(\.value)

    /// Every value with its names.
    public static let named: [ABIName<Self>] = [
        .init(.ok, "ok", "SEGUE_OK"),
        .init(.invalidHandle, "invalidHandle", "SEGUE_ERROR_INVALID_HANDLE"),
        .init(.invalidArgument, "invalidArgument", "SEGUE_ERROR_INVALID_ARGUMENT"),
        .init(.wrongState, "wrongState", "SEGUE_ERROR_WRONG_STATE"),
        .init(.outOfRange, "outOfRange", "SEGUE_ERROR_OUT_OF_RANGE"),
        .init(.notFound, "notFound", "SEGUE_ERROR_NOT_FOUND"),
        .init(.unsupported, "unsupported", "SEGUE_ERROR_UNSUPPORTED"),
    ]
}
