import SegueHost

/// Turns how a worker answered into a test outcome: a reply is believed (with a warning when the
/// plugin wrote to standard output), an early end is `crashed` and a hang `timeout`, each saying
/// how and where.
enum WorkerVerdict {
    static func outcome(of answer: WorkerAnswer, timeout: Double, scanning: Bool) -> (ValidationOutcome, CapturedOutput)
    {
        let step = scanning ? "while the library was being loaded" : "before the test finished"
        switch answer {
        case .reply(let reply, let output):
            var outcome = reply.outcome
            if outcome.status == .passed, output.standardOutputBytes > 0 {
                outcome = ValidationOutcome(
                    .warning, expected: "nothing on standard output, which belongs to the host's reports and JSON",
                    got: "\(output.standardOutputBytes) bytes", hint: "log through segue_host_t.log instead")
            }
            return (outcome, output)
        case .died(let end, let blame, let output):
            let runtime = runtimeReport(output.standardError).map { "; the Swift runtime said: \($0)" } ?? ""
            return (ValidationOutcome(.crashed, "the test process \(end) \(step), \(blame)\(runtime)"), output)
        case .timedOut(let blame, let output):
            let seconds = timeout == timeout.rounded() ? String(Int(timeout)) : String(timeout)
            let what = scanning ? "loading the library" : "the test"
            return (
                ValidationOutcome(.timeout, "\(what) did not finish within \(seconds) s; it was killed \(blame)"),
                output
            )
        }
    }

    /// The Swift runtime's last "Fatal error" line on standard error (a trap's message), if any.
    static func runtimeReport(_ standardError: String) -> String? {
        standardError.split(separator: "\n").last { $0.contains("Fatal error:") }.map {
            PrintableText.escaped(String($0.prefix(300)), oneLine: true)
        }
    }
}
