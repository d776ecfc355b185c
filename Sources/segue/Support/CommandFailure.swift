/// Ends a command with one sentence on standard error and a status from `ExitStatus`: bad input
/// by default, or `.jobFailed` when the job ran and found a failure.
struct CommandFailure: Error, CustomStringConvertible {
    /// What was wrong, naming the input, followed by a hint.
    let message: String
    /// The exit status the command ends with.
    let status: ExitStatus

    /// A failure whose message is `message`; bad input unless `status` says otherwise.
    init(_ message: String, status: ExitStatus = .usage) {
        self.message = message
        self.status = status
    }

    var description: String { message }
}
