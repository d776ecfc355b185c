import SegueABI

/// A `segue_status_t` as a typed value: what a host service answered a plugin.
public enum PluginStatus: Int32, Sendable, Codable, CustomStringConvertible {
    /// `SEGUE_OK`: done.
    case ok = 0
    /// `SEGUE_ERROR_INVALID_HANDLE`: a stale, forged or wrong-kind handle.
    case invalidHandle = 1
    /// `SEGUE_ERROR_INVALID_ARGUMENT`: a NULL pointer, an unknown key or context, a bad value.
    case invalidArgument = 2
    /// `SEGUE_ERROR_WRONG_STATE`: not allowed now (or not from this thread).
    case wrongState = 3
    /// `SEGUE_ERROR_OUT_OF_RANGE`: a number outside its range.
    case outOfRange = 4
    /// `SEGUE_ERROR_NOT_FOUND`: the thing asked for does not exist.
    case notFound = 5
    /// `SEGUE_ERROR_UNSUPPORTED`: the host does not offer it.
    case unsupported = 6

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
