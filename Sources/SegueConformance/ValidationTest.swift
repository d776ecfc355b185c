/// One check of the catalogue: a stable id, the strictness level from which it runs, and a
/// one-line description.
public struct ValidationTest: Sendable {
    /// What a test runs against.
    public enum Scope: String, Sendable, Codable {
        /// The library file as a whole.
        case library
        /// One animator of the library.
        case animator
        /// One interaction controller of the library (interaction.h).
        case interaction
        /// One presentation controller of the library (presentation.h).
        case presentation
    }

    /// Stable id, `group.name`.
    public let id: String
    /// Runs at this strictness and above (1 = essentials, 10 = everything).
    public let level: Int
    /// What it checks, in one line.
    public let summary: String
    /// What a pass proves about the plugin, in one sentence.
    public let proves: String
    /// Library or animator.
    public let scope: Scope
    /// Whether the test loads the library (false: it reads only the file, so it runs even when
    /// loading crashes).
    public let loadsLibrary: Bool
    /// The check itself, run in the process that loads the plugin.
    let body: @Sendable (ValidationSubject) throws -> ValidationOutcome

    init(
        id: String, level: Int, summary: String, proves: String, scope: Scope, loadsLibrary: Bool = true,
        body: @escaping @Sendable (ValidationSubject) throws -> ValidationOutcome
    ) {
        self.id = id
        self.level = level
        self.summary = summary
        self.proves = proves
        self.scope = scope
        self.loadsLibrary = loadsLibrary
        self.body = body
    }
}

/// What a test is run against.
public struct ValidationSubject: Sendable {
    /// The library file.
    public let file: String
    /// The id of the animator, or of the interaction or presentation controller, for the tests
    /// of one plugin (their scope says which kind).
    public let animator: String?
    /// The seed every random choice comes from (`--seed`).
    public let seed: UInt64

    /// A subject.
    public init(file: String, animator: String?, seed: UInt64) {
        self.file = file
        self.animator = animator
        self.seed = seed
    }
}

/// A failed precondition inside a test, turned into its outcome by the runner.
struct ValidationStop: Error {
    let outcome: ValidationOutcome
    init(_ status: ValidationStatus, _ message: String) { outcome = ValidationOutcome(status, message) }
    /// Stops with `outcome` as it stands (a worker's verdict passed on, its refusals included).
    init(_ outcome: ValidationOutcome) { self.outcome = outcome }
}

/// A seeded SplitMix64 generator, so fuzzed values are reproducible with `--seed`.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
