import SegueABI

/// A `segue_status_t` as a typed value: what a host service answered a plugin.
public enum PluginStatus: Int32, Sendable, Codable, CustomStringConvertible {
    case ok = 0, invalidHandle = 1, invalidArgument = 2, wrongState = 3, outOfRange = 4, notFound = 5, unsupported = 6

    /// The status `raw` names, or nil for a number the ABI does not define.
    public init?(_ raw: segue_status_t) { self.init(rawValue: raw) }

    /// The C value.
    public var raw: segue_status_t { rawValue }

    /// The ABI's name, e.g. `SEGUE_ERROR_WRONG_STATE`.
    public var description: String {
        switch self {
        case .ok: "SEGUE_OK"
        case .invalidHandle: "SEGUE_ERROR_INVALID_HANDLE"
        case .invalidArgument: "SEGUE_ERROR_INVALID_ARGUMENT"
        case .wrongState: "SEGUE_ERROR_WRONG_STATE"
        case .outOfRange: "SEGUE_ERROR_OUT_OF_RANGE"
        case .notFound: "SEGUE_ERROR_NOT_FOUND"
        case .unsupported: "SEGUE_ERROR_UNSUPPORTED"
        }
    }
}
