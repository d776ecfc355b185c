import Foundation

/// A regular expression over validation test ids, from `--include` or `--exclude`.
struct TestPattern {
    /// The pattern as given.
    let pattern: String

    /// Parses `pattern`, refusing one that does not compile.
    init(parsing pattern: String) throws {
        guard (try? NSRegularExpression(pattern: pattern)) != nil else {
            throw InvalidValue(
                "it is not a valid regular expression; check its brackets, parentheses and escapes (for example "
                    + "'^interaction\\.')"
            )
        }
        self.pattern = pattern
    }
}
