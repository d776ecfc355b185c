import ArgumentParser
import Foundation

/// Ends a command with one sentence on standard error and exit status 2 (bad input), the
/// convention every `segue` subcommand follows.
struct CommandFailure: Error, CustomStringConvertible {
    /// What was wrong, naming the input, followed by a hint.
    let message: String

    /// A failure whose message is `message`.
    init(_ message: String) {
        self.message = message
    }

    var description: String { message }

    /// Prints the message and returns the exit code to throw.
    func report() -> ExitCode {
        StandardError.write(TerminalStyle.error("segue:") + " \(message)\n")
        return ExitCode(2)
    }
}

/// Unbuffered writes to standard error.
enum StandardError {
    /// Writes `text` as is.
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Writes "segue: warning: `message`" on a line, the prefix coloured on a terminal.
    static func warning(_ message: String) {
        write(TerminalStyle.warning("segue: warning:") + " \(message)\n")
    }
}
