import SegueHost

/// How one validation test ended.
public enum ValidationStatus: String, Codable, Sendable, CaseIterable {
    /// The plugin did what the ABI asks.
    case passed
    /// The plugin broke a rule; the message says which and how.
    case failed
    /// The test's process died of a signal (or exited abnormally).
    case crashed
    /// The test ran past its time limit and was killed.
    case timeout
    /// The test does not apply (the plugin does not claim what it tests, or cannot load).
    case skipped
    /// Not a failure, but worth fixing (a slow scan).
    case warning
    /// The test's own check passed, but a call the host refused during it failed it; the refusal
    /// is reported once, as the root cause, by the result named in `spoiledBy`.
    case spoiled

    /// Whether this status makes `segue validate` exit non-zero.
    public var isFailure: Bool { self == .failed || self == .crashed || self == .timeout }
}

/// What a test found: a status and a sentence saying what was expected and what happened,
/// with the two halves also apart for tools.
public struct ValidationOutcome: Codable, Sendable, Equatable {
    /// How it ended.
    public var status: ValidationStatus
    /// What was expected and what happened (empty for a plain pass).
    public var message: String
    /// What the ABI asks for, when the test compared.
    public var expected: String?
    /// What the plugin did instead.
    public var got: String?
    /// The host's refusals during the test, as records.
    public var refusals: [PluginRefusal]?
    /// True when the test's own check passed and it failed only because the host refused a call
    /// during it (the refusals say which); such failures are folded under one root cause.
    public var failedByRefusal: Bool?

    /// An outcome.
    public init(_ status: ValidationStatus, _ message: String = "") {
        self.status = status
        self.message = message
    }

    /// An outcome that compares: "expected …; got … (hint)".
    public init(_ status: ValidationStatus, expected: String, got: String, hint: String? = nil) {
        self.status = status
        self.expected = expected
        self.got = got
        message = "expected \(expected); got \(got)" + (hint.map { " (\($0))" } ?? "")
    }

    /// A failure that compares.
    public static func failed(expected: String, got: String, hint: String? = nil) -> ValidationOutcome {
        ValidationOutcome(.failed, expected: expected, got: got, hint: hint)
    }

    /// A pass.
    public static let passed = ValidationOutcome(.passed)
}

/// A test's outcome for one subject, with where and how long, and what the plugin printed.
public struct ValidationResult: Codable, Sendable, Equatable {
    /// The test's id.
    public var test: String
    /// The library file.
    public var file: String
    /// The animator, for per-animator tests.
    public var animator: String?
    /// How it ended.
    public var status: ValidationStatus
    /// What was expected and what happened.
    public var message: String
    /// What the ABI asks for, when the test compared.
    public var expected: String?
    /// What the plugin did instead.
    public var got: String?
    /// The host's refusals during the test.
    public var refusals: [PluginRefusal]?
    /// True when the test's own check passed and it failed only because the host refused a call.
    public var failedByRefusal: Bool?
    /// For a root-cause failure: the refused call and the tests it spoiled.
    public var rootCause: RootCause?
    /// For a spoiled result: the id of the test whose root-cause failure reports the refusal.
    public var spoiledBy: String?
    /// What the plugin wrote to standard output and error during the test (child runs only).
    public var output: CapturedOutput?
    /// Wall-clock seconds the test took.
    public var seconds: Double
    /// The seed this run drew its random choices from (`--seed`, plus the repetition under `--repeat`).
    public var seed: UInt64?

    /// A result of `outcome` for `job`.
    public init(_ job: ValidationJob, _ outcome: ValidationOutcome, output: CapturedOutput?, seconds: Double) {
        test = job.test
        file = job.file
        animator = job.animator
        status = outcome.status
        message = outcome.message
        expected = outcome.expected
        got = outcome.got
        refusals = outcome.refusals
        failedByRefusal = outcome.failedByRefusal
        self.output = output.flatMap { $0.isEmpty ? nil : $0 }
        self.seconds = seconds
        seed = job.seed
    }
}
