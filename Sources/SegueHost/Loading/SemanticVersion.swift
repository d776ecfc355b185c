/// A semantic version by the whole Semantic Versioning 2.0.0 grammar (semver.org, "Backus–Naur
/// Form Grammar for Valid SemVer Versions"): "major.minor.patch", an optional "-pre-release" and
/// an optional "+build", ordered by semver's precedence (build metadata ignored).
///
/// The one implementation of the rule: the host refuses a descriptor whose version fails it, and
/// the validator's `descriptor.valid` fails that library through the same check.
public struct SemanticVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Incompatible changes.
    public let major: Int
    /// Compatible additions.
    public let minor: Int
    /// Fixes.
    public let patch: Int
    /// Pre-release identifiers ("beta.2"), empty for a release.
    public let prerelease: String
    /// Build metadata ("build.5"), empty when there is none; never part of precedence or equality.
    public let build: String

    /// A version from its parts.
    public init(major: Int, minor: Int, patch: Int, prerelease: String = "", build: String = "") {
        self.major = major
        self.minor = minor
        self.patch = patch
        self.prerelease = prerelease
        self.build = build
    }

    /// Parses `text` by semver's grammar; nil for anything else (``problem(in:)`` says why).
    public init?(_ text: String) {
        guard case .success(let version) = Self.parse(text) else { return nil }
        self = version
    }

    /// Why `text` is not a semantic version, in a clause ("has a leading zero in …"), or nil when it is one.
    public static func problem(in text: String) -> String? {
        if case .failure(let problem) = parse(text) { return problem.reason }
        return nil
    }

    /// A reason `parse` refused its text.
    public struct SyntaxError: Error, Sendable {
        /// What is wrong, as a clause.
        public let reason: String
    }

    /// The grammar, one part after the other: the first "+" starts the build, and the first "-"
    /// before it starts the pre-release (identifiers may themselves hold hyphens).
    public static func parse(_ text: String) -> Result<SemanticVersion, SyntaxError> {
        func fail(_ reason: String) -> Result<SemanticVersion, SyntaxError> { .failure(SyntaxError(reason: reason)) }
        var rest = Substring(text)
        var build: Substring = ""
        if let plus = rest.firstIndex(of: "+") {
            build = rest[rest.index(after: plus)...]
            rest = rest[..<plus]
            if let problem = identifiersProblem(build, part: "build metadata", numbersMayLeadWithZero: true) {
                return fail(problem)
            }
        }
        var prerelease: Substring = ""
        if let dash = rest.firstIndex(of: "-") {
            prerelease = rest[rest.index(after: dash)...]
            rest = rest[..<dash]
            if let problem = identifiersProblem(prerelease, part: "pre-release", numbersMayLeadWithZero: false) {
                return fail(problem)
            }
        }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return fail("needs major.minor.patch, three numbers separated by dots") }
        var numbers: [Int] = []
        for (part, name) in zip(parts, ["major", "minor", "patch"]) {
            guard isNumeric(part) else {
                return fail("has a \(name) version \"\(part)\" that is not a number of digits 0-9")
            }
            guard !hasLeadingZero(part) else { return fail("has a leading zero in the \(name) version \"\(part)\"") }
            guard let number = Int(part) else { return fail("has a \(name) version \(part) past \(Int.max)") }
            numbers.append(number)
        }
        return .success(
            SemanticVersion(
                major: numbers[0], minor: numbers[1], patch: numbers[2], prerelease: String(prerelease),
                build: String(build)))
    }

    /// Why dot-separated `identifiers` (a pre-release or build metadata) break the grammar: none
    /// may be empty, each holds only ASCII letters, digits and hyphens, and a numeric pre-release
    /// identifier has no leading zero (build identifiers may: they are never compared).
    private static func identifiersProblem(_ identifiers: Substring, part: String, numbersMayLeadWithZero: Bool)
        -> String?
    {
        for identifier in identifiers.split(separator: ".", omittingEmptySubsequences: false) {
            guard !identifier.isEmpty else {
                return
                    "has an empty \(part) identifier (\"\(identifiers)\"): identifiers between dots must not be empty"
            }
            guard identifier.allSatisfy(isIdentifierCharacter) else {
                return "has a \(part) identifier \"\(identifier)\" with a character other than A-Z, a-z, 0-9 and -"
            }
            if !numbersMayLeadWithZero, isNumeric(identifier), hasLeadingZero(identifier) {
                return "has a leading zero in the numeric \(part) identifier \"\(identifier)\""
            }
        }
        return nil
    }

    private static func isIdentifierCharacter(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c.isNumber || c == "-")
    }
    private static func isNumeric(_ s: Substring) -> Bool { !s.isEmpty && s.allSatisfy { $0.isASCII && $0.isNumber } }
    private static func hasLeadingZero(_ s: Substring) -> Bool { s.count > 1 && s.first == "0" }

    /// "major.minor.patch[-prerelease][+build]", the text it was parsed from.
    public var description: String {
        "\(major).\(minor).\(patch)" + (prerelease.isEmpty ? "" : "-\(prerelease)") + (build.isEmpty ? "" : "+\(build)")
    }

    /// Equal precedence: build metadata does not count (semver 2.0.0, item 10).
    public static func == (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch, lhs.prerelease) == (rhs.major, rhs.minor, rhs.patch, rhs.prerelease)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(major)
        hasher.combine(minor)
        hasher.combine(patch)
        hasher.combine(prerelease)
    }

    /// Semver precedence (item 11): numbers first; a pre-release sorts before its release;
    /// pre-release identifiers compare one by one, numeric ones as numbers and below
    /// alphanumeric ones, and a longer list wins when all before are equal.
    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
            return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        if lhs.prerelease == rhs.prerelease { return false }
        if lhs.prerelease.isEmpty { return false }
        if rhs.prerelease.isEmpty { return true }
        let left = lhs.prerelease.split(separator: ".")
        let right = rhs.prerelease.split(separator: ".")
        for (a, b) in zip(left, right) where a != b {
            switch (isNumeric(a), isNumeric(b)) {
            // No leading zeros, so the shorter number is the smaller, however many digits.
            case (true, true): return (a.count, a) < (b.count, b)
            case (true, false): return true
            case (false, true): return false
            case (false, false): return a.utf8.lexicographicallyPrecedes(b.utf8)
            }
        }
        return left.count < right.count
    }
}
