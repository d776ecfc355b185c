import Foundation

/// One test to run on one subject: what a child process receives.
public struct ValidationJob: Codable, Sendable, Equatable {
    /// The test's id.
    public var test: String
    /// The library file.
    public var file: String
    /// The animator, for per-animator tests.
    public var animator: String?

    /// A job.
    public init(test: String, file: String, animator: String?) {
        self.test = test
        self.file = file
        self.animator = animator
    }
}

/// Which tests run on which subjects.
public struct ValidationSelection: Sendable {
    /// Run tests whose level is at most this (1…10).
    public var strictness = 10
    /// Run only tests whose id matches this.
    public var include: String?
    /// Skip tests whose id matches this.
    public var exclude: String?
    /// Run per-animator tests on this animator only.
    public var animator: String?

    /// A selection.
    public init(strictness: Int = 10, include: String? = nil, exclude: String? = nil, animator: String? = nil) {
        self.strictness = strictness
        self.include = include
        self.exclude = exclude
        self.animator = animator
    }

    /// The catalogue's tests this selection keeps; throws for a malformed pattern.
    public func tests() throws -> [ValidationTest] {
        let including = try include.map { try NSRegularExpression(pattern: $0) }
        let excluding = try exclude.map { try NSRegularExpression(pattern: $0) }
        func matches(_ expression: NSRegularExpression, _ id: String) -> Bool {
            expression.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil
        }
        return ValidationCatalogue.all.filter { test in
            test.level <= strictness && (including.map { matches($0, test.id) } ?? true) && !(excluding.map { matches($0, test.id) } ?? false)
        }
    }

    /// The jobs of `tests` (this selection's, already chosen) for `file`, whose animators are
    /// `animators` (ids, possibly empty when it does not load).
    public func jobs(of tests: [ValidationTest], file: String, animators: [String]) -> [ValidationJob] {
        let chosen = animator.map { wanted in animators.filter { $0 == wanted } } ?? animators
        return tests.flatMap { test -> [ValidationJob] in
            switch test.scope {
            case .library: [ValidationJob(test: test.id, file: file, animator: nil)]
            case .animator: chosen.map { ValidationJob(test: test.id, file: file, animator: $0) }
            }
        }
    }
}
