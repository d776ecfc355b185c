import SegueHost

/// Ends a command with one sentence on standard error and a status from `ExitStatus`: bad input
/// by default, or `.jobFailed` when the job ran and found a failure.
struct CommandFailure: Error, CustomStringConvertible {
    /// What was wrong, naming the input, followed by a hint.
    let message: String
    /// The exit status the command ends with.
    let status: ExitStatus

    /// A failure whose message is `message`; bad input unless `status` says otherwise. The
    /// message is escaped on one line here, once for every failure, because it often quotes a
    /// plugin's text or a file name from a plugin folder and is printed as one line.
    init(_ message: String, status: ExitStatus = .usage) {
        self.message = PrintableText.escaped(message, oneLine: true)
        self.status = status
    }

    /// The message, as printed.
    var description: String { message }
}
