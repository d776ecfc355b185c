/// A semantic version, "major.minor.patch" with an optional "-prerelease" (build metadata after
/// "+" is accepted and ignored), ordered as semver.org says.
public struct SemanticVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Incompatible changes.
    public let major: Int
    /// Compatible additions.
    public let minor: Int
    /// Fixes.
    public let patch: Int
    /// Pre-release identifiers ("beta.2"), empty for a release.
    public let prerelease: String

    /// A version from its parts.
    public init(major: Int, minor: Int, patch: Int, prerelease: String = "") {
        self.major = major
        self.minor = minor
        self.patch = patch
        self.prerelease = prerelease
    }

    /// Parses "1.2.3", "1.2.3-beta.1" or "1.2.3+build"; nil for anything else.
    public init?(_ text: String) {
        var core = Substring(text)
        if let plus = core.firstIndex(of: "+") { core = core[..<plus] }
        var prerelease = ""
        if let dash = core.firstIndex(of: "-") {
            prerelease = String(core[core.index(after: dash)...])
            core = core[..<dash]
            let valid = !prerelease.isEmpty && prerelease.split(separator: ".", omittingEmptySubsequences: false).allSatisfy {
                !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            }
            guard valid else { return nil }
        }
        let parts = core.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var numbers: [Int] = []
        for part in parts {
            // No leading zeros, digits only (semver's rule).
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }), part == "0" || part.first != "0",
                  let number = Int(part)
            else { return nil }
            numbers.append(number)
        }
        self.init(major: numbers[0], minor: numbers[1], patch: numbers[2], prerelease: prerelease)
    }

    /// "major.minor.patch[-prerelease]".
    public var description: String {
        "\(major).\(minor).\(patch)" + (prerelease.isEmpty ? "" : "-\(prerelease)")
    }

    /// Semver precedence: numbers first; a pre-release sorts before its release.
    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
            return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        if lhs.prerelease == rhs.prerelease { return false }
        if lhs.prerelease.isEmpty { return false }
        if rhs.prerelease.isEmpty { return true }
        let left = lhs.prerelease.split(separator: "."), right = rhs.prerelease.split(separator: ".")
        for (a, b) in zip(left, right) where a != b {
            switch (Int(a), Int(b)) {
            case let (x?, y?): return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a < b
            }
        }
        return left.count < right.count
    }
}
