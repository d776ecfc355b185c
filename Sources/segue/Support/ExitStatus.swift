import ArgumentParser

/// The one exit-status policy every `segue` command follows (printed in `segue --help`).
enum ExitStatus: Int32, CaseIterable {
    /// The command did what was asked.
    case success = 0
    /// The job ran and found a failure: a validation test failed, crashed or timed out, a
    /// transition did not complete, a library could not be loaded.
    case jobFailed = 1
    /// The command line or its input was wrong (argument-parser's usage status, `EX_USAGE`): an
    /// unknown option, a value out of range, a file that cannot be read or written, an unknown
    /// animator. Nothing was written.
    case usage = 64

    /// The status as argument-parser's exit code.
    var exitCode: ExitCode { ExitCode(rawValue) }

    /// The policy as a help paragraph.
    static let helpText = """
        Exit status: 0 success; 1 the job ran and found a failure (a validation test failed, a \
        transition did not complete, a library did not load); 64 bad usage or input (an unknown \
        option, a value out of range, a file that cannot be read or written, an unknown \
        animator), with nothing written; 70 a plugin running in process crashed, hung or \
        called exit. Errors are one sentence on standard error.
        """
}
