import Logging
import SegueABIValues

extension SegueLogLevel {
    /// The level a plugin passed; a number the ABI does not define counts as an error, so a
    /// message is never lost to a bad level.
    init(lenient raw: Int32) {
        self = Self(known: raw) ?? .error
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

    /// swift-log's level for it (an unknown level is an error, as `init(lenient:)` makes it).
    var loggerLevel: Logger.Level {
        switch self {
        case .debug: .debug
        case .info: .info
        case .warning: .warning
        default: .error
        }
    }
}
