import Foundation

/// One test to run on one subject with one seed: what a child process receives.
public struct ValidationJob: Codable, Sendable, Equatable {
    /// The test's id.
    public var test: String
    /// The library file.
    public var file: String
    /// The animator, for per-animator tests.
    public var animator: String?
    /// The seed this run of the test draws its random choices from (`--seed`, plus the
    /// repetition's number under `--repeat`).
    public var seed: UInt64

    /// A job.
    public init(test: String, file: String, animator: String?, seed: UInt64 = ValidationSelection.defaultSeed) {
        self.test = test
        self.file = file
        self.animator = animator
        self.seed = seed
    }
}

/// Which tests run on which subjects, how often and with which seeds.
public struct ValidationSelection: Sendable {
    /// `--seed`'s default.
    public static let defaultSeed: UInt64 = 1
    /// The most runs of each test `--repeat` asks for: enough to shake out flakiness, few enough
    /// that a typo cannot queue a day of work.
    public static let repeatLimit = 1...1000

    /// Run tests whose level is at most this (1…10).
    public var strictness = 10
    /// Run only tests whose id matches this.
    public var include: String?
    /// Skip tests whose id matches this.
    public var exclude: String?
    /// Run per-animator tests on this animator only.
    public var animator: String?
    /// Tests run whatever the strictness and patterns say (`--enable`), by exact id.
    public var enabled: [String] = []
    /// Tests never run (`--disable`), by exact id; wins over everything else.
    public var disabled: [String] = []
    /// The first seed; repetition `r` of every test uses `seed + r`.
    public var seed: UInt64 = defaultSeed
    /// How many times each selected test runs (`--repeat`), 1…1000.
    public var repeats = 1

    /// A selection.
    public init(
        strictness: Int = 10, include: String? = nil, exclude: String? = nil, animator: String? = nil,
        enabled: [String] = [],
        disabled: [String] = [], seed: UInt64 = defaultSeed, repeats: Int = 1
    ) {
        self.strictness = strictness
        self.include = include
        self.exclude = exclude
        self.animator = animator
        self.enabled = enabled
        self.disabled = disabled
        self.seed = seed
        self.repeats = repeats
    }

    /// The seeds each test runs with, one per repetition: `seed`, `seed + 1`, … (wrapping).
    public var seeds: [UInt64] { (0..<UInt64(max(repeats, 1))).map { seed &+ $0 } }

    /// The catalogue's tests this selection keeps; throws for a malformed pattern, an unknown
    /// enabled or disabled id, or an id both enabled and disabled.
    public func tests() throws -> [ValidationTest] {
        try checkIDs()
        let including = try include.map { try NSRegularExpression(pattern: $0) }
        let excluding = try exclude.map { try NSRegularExpression(pattern: $0) }
        func matches(_ expression: NSRegularExpression, _ id: String) -> Bool {
            expression.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil
        }
        return ValidationCatalogue.all.filter { test in
            let chosen =
                test.level <= strictness && (including.map { matches($0, test.id) } ?? true)
                && !(excluding.map { matches($0, test.id) } ?? false)
            return (chosen || enabled.contains(test.id)) && !disabled.contains(test.id)
        }
    }

    /// Throws ``SelectionError`` naming the first id of `enabled` or `disabled` that is no test's,
    /// or one that is in both.
    private func checkIDs() throws(SelectionError) {
        for (option, ids) in [("--enable", enabled), ("--disable", disabled)] {
            if let unknown = ids.first(where: { ValidationCatalogue.test($0) == nil }) {
                let near = ValidationCatalogue.all.map(\.id).filter {
                    $0.hasPrefix(unknown.split(separator: ".").first.map(String.init) ?? "")
                }
                throw SelectionError(
                    "\(option) \(unknown) names no test; "
                        + (near.isEmpty
                            ? "see segue validate --list-tests"
                            : "did you mean \(near.prefix(3).joined(separator: ", "))? (segue validate --list-tests "
                                + "lists them all)")
                )
            }
        }
        if let both = enabled.first(where: disabled.contains) {
            throw SelectionError(
                "test \(both) is both enabled and disabled; give it to --enable or to --disable, not both")
        }
    }

    /// The jobs of `tests` (this selection's, already chosen) for `file`, whose animators,
    /// interaction and presentation controllers are `animators`, `interactions` and
    /// `presentations` (ids, possibly empty when it does not load): each test on each subject of
    /// its scope once per seed, a test's repetitions side by side. `--animator` keeps the plugin
    /// of that id, whatever its kind (ids are unique across kinds).
    public func jobs(
        of tests: [ValidationTest], file: String, animators: [String], interactions: [String] = [],
        presentations: [String] = []
    ) -> [ValidationJob] {
        func chosen(_ ids: [String]) -> [String?] { animator.map { wanted in ids.filter { $0 == wanted } } ?? ids }
        return tests.flatMap { test -> [ValidationJob] in
            let subjects: [String?] =
                switch test.scope {
                case .library: [nil]
                case .animator: chosen(animators)
                case .interaction: chosen(interactions)
                case .presentation: chosen(presentations)
                }
            return subjects.flatMap { animator in
                seeds.map { ValidationJob(test: test.id, file: file, animator: animator, seed: $0) }
            }
        }
    }
}

/// A selection that names a test that does not exist, in one sentence with a hint.
public struct SelectionError: Error, Sendable, CustomStringConvertible {
    /// The sentence.
    public let description: String
    init(_ description: String) { self.description = description }
}
