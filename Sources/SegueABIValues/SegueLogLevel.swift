import SegueABI

/// The severity of a message a plugin logs (`segue_log_level_t`, host.h).
public struct SegueLogLevel: ABIEnumeration {
    /// The C value, as the host's `log` takes it.
    public let rawValue: Int32

    /// The value numbered `rawValue`, which the ABI may not define (see `isKnown`).
    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The value a C constant names.
    @inlinable @usableFromInline
    init(_ constant: segue_log_level) { self.init(rawValue: Int32(constant.rawValue)) }

    /// Detail for debugging.
    @inlinable public static var debug: Self { Self(SEGUE_LOG_DEBUG) }
    /// Information.
    @inlinable public static var info: Self { Self(SEGUE_LOG_INFO) }
    /// Something looks wrong.
    @inlinable public static var warning: Self { Self(SEGUE_LOG_WARNING) }
    /// Something failed.
    @inlinable public static var error: Self { Self(SEGUE_LOG_ERROR) }

    /// Every value, in the header's order.
    public static let allCases = named.map(\.value)

    /// Every value with its names.
    public static let named: [ABIName<Self>] = [
        .init(.debug, "debug", "SEGUE_LOG_DEBUG"),
        .init(.info, "info", "SEGUE_LOG_INFO"),
        .init(.warning, "warning", "SEGUE_LOG_WARNING"),
        .init(.error, "error", "SEGUE_LOG_ERROR"),
    ]
}
