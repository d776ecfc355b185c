import Foundation

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
}
