import Logging
import SegueABI

/// The severity of a message a plugin logs through the host (the ABI's `segue_log_level_t`).
enum PluginLogLevel: PluginABIEnumeration {
    /// `SEGUE_LOG_DEBUG`.
    case debug
    /// `SEGUE_LOG_INFO`.
    case info
    /// `SEGUE_LOG_WARNING`.
    case warning
    /// `SEGUE_LOG_ERROR`.
    case error

    /// The level a plugin passed; a number the ABI does not define counts as an error, so a
    /// message is never lost to a bad level.
    init(lenient raw: Int32) {
        self = Self(raw: raw) ?? .error
    }

    /// The lowest plugin level a logger at `level` shows: `log_threshold`'s answer.
    init(threshold level: Logger.Level) {
        self =
            switch level {
            case .trace, .debug: .debug
            case .info, .notice: .info
            case .warning: .warning
            case .error, .critical: .error
            }
    }

    /// The C value.
    var raw: Int32 {
        switch self {
        case .debug: Int32(SEGUE_LOG_DEBUG.rawValue)
        case .info: Int32(SEGUE_LOG_INFO.rawValue)
        case .warning: Int32(SEGUE_LOG_WARNING.rawValue)
        case .error: Int32(SEGUE_LOG_ERROR.rawValue)
        }
    }

    /// swift-log's level for it.
    var loggerLevel: Logger.Level {
        switch self {
        case .debug: .debug
        case .info: .info
        case .warning: .warning
        case .error: .error
        }
    }
}
