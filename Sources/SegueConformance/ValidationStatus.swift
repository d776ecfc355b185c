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

    /// Whether this status makes `segue validate` exit non-zero.
    public var isFailure: Bool { self == .failed || self == .crashed || self == .timeout }
}

/// What a test found: a status and a sentence saying what was expected and what happened.
public struct ValidationOutcome: Codable, Sendable, Equatable {
    /// How it ended.
    public var status: ValidationStatus
    /// What was expected and what happened (empty for a plain pass).
    public var message: String

    /// An outcome.
    public init(_ status: ValidationStatus, _ message: String = "") {
        self.status = status
        self.message = message
    }

    /// A pass.
    public static let passed = ValidationOutcome(.passed)
}

/// A test's outcome for one subject, with where and how long.
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
    /// Wall-clock seconds the test took.
    public var seconds: Double
}
