import Foundation
import Logging

#if canImport(Glibc)
    import Glibc
#endif

/// Colour on standard error: only when it is a terminal, never when `NO_COLOR` is set (any
/// value, per no-color.org) or `TERM` is `dumb`.
enum TerminalStyle {
    /// Whether standard error gets ANSI colours.
    static let colorsStandardError: Bool = {
        let environment = ProcessInfo.processInfo.environment
        return isatty(STDERR_FILENO) != 0 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }()

    /// `text` in bold red when colours are on.
    static func error(_ text: String) -> String { colorsStandardError ? "\u{1B}[1;31m\(text)\u{1B}[0m" : text }

    /// `text` in yellow when colours are on.
    static func warning(_ text: String) -> String { colorsStandardError ? "\u{1B}[33m\(text)\u{1B}[0m" : text }

    /// `text` dimmed when colours are on.
    static func quiet(_ text: String) -> String { colorsStandardError ? "\u{1B}[2m\(text)\u{1B}[0m" : text }

    /// "segue: LEVEL:" for a message at `level`, coloured by severity.
    static func prefix(for level: Logger.Level) -> String {
        switch level {
        case .error, .critical: error("segue: error:")
        case .warning: warning("segue: warning:")
        case .info, .notice: "segue:"
        case .debug, .trace: quiet("segue: \(level.rawValue):")
        }
    }
}

/// Unbuffered writes to standard error.
enum StandardError {
    /// The tool's own logger (plugins log through the host's).
    static let logger = Logger(label: "segue")

    /// Writes `text` as is.
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Logs `message` as a warning: "segue: warning: …" unless `--log-level error`; the log
    /// handler escapes it (`ConsoleLogHandler`), since warnings quote plugin text.
    static func warning(_ message: String) {
        logger.warning("\(message)")
    }

    /// Logs `message` at info level: "segue: …" unless `--log-level warning` or higher.
    static func info(_ message: String) {
        logger.info("\(message)")
    }
}
