import Foundation

/// The check an imported file gets before it is built: every use of what only the Objective-C runtime has
/// (`@objc`, `#selector`, KVO, Interface Builder's attributes…), which Swift on Linux cannot compile or run, as
/// an error; Auto Layout, and code an `#if os(iOS)` leaves out on Linux, as warnings; comments and strings are skipped.
enum ObjectiveCPrecheck {
    /// One construct found on one line.
    struct Finding: Equatable {
        /// Whether it stops the plugin working (an error) or only behaves differently (a warning).
        enum Severity: String {
            case error, warning
        }

        /// The file, as shown to the person.
        let file: String
        /// The 1-based line.
        let line: Int
        /// The construct, as a person searches for it (`#selector(…)`).
        let construct: String
        /// What is wrong and what to do, in one line.
        let reason: String
        /// Error or warning.
        let severity: Severity

        /// `'construct' reason`, e.g. `'#selector(' names an Objective-C method…`.
        var sentence: String { "'\(construct)' \(reason)" }

        /// `file:line: error: 'construct' reason`, as compilers print diagnostics.
        var description: String { "\(file):\(line): \(severity.rawValue): \(sentence)" }
    }

    /// One construct to look for: a pattern on a masked line, what it is and why it fails.
    private struct Rule {
        let construct: String
        let pattern: NSRegularExpression
        let reason: String
        let severity: Finding.Severity

        init(_ construct: String, _ pattern: String, _ reason: String, _ severity: Finding.Severity = .error) {
            self.construct = construct
            // The patterns are literals below; a bad one is a programming error caught by the unit tests.
            self.pattern = try! NSRegularExpression(pattern: pattern)
            self.reason = reason
            self.severity = severity
        }
    }

    /// The rules, most specific first: a later rule's match overlapping an earlier one's is not reported again.
    private static let rules: [Rule] = [
        Rule(
            "perform(#selector(…))", #"\bperform\s*\(\s*#selector\b"#,
            "sends an Objective-C message by name; call the method (or a closure) directly"),
        Rule(
            "responds(to:)", #"\bresponds\s*\(\s*to\s*:"#,
            "asks the Objective-C runtime about a method; use a Swift protocol, an optional closure or `as?`"),
        Rule(
            "#selector(…)", #"#selector\s*\("#,
            "names an Objective-C method, which Linux Swift has no runtime for; pass a closure instead"),
        Rule(
            "#keyPath(…)", #"#keyPath\s*\("#,
            "is an Objective-C key-path string; use a Swift key path (\\Type.property) or the property itself"),
        Rule(
            "@objcMembers", #"@objcMembers\b"#,
            "exposes members to the Objective-C runtime, which Linux lacks; remove it"),
        Rule("@objc", #"@objc\b"#, "needs the Objective-C runtime, which Linux Swift lacks; remove it"),
        Rule(
            "dynamic", #"(?<![.\w])dynamic\s+(?:(?:@\w+|[a-z]+)\s+)*(?:var|let|func|subscript|init)\b"#,
            "dispatches through the Objective-C runtime (KVO, swizzling), which Linux lacks; remove dynamic"),
        Rule(
            "observe(\\.…)", #"\bobserve\s*\(\s*\\"#,
            "is key-value observing, an Objective-C runtime feature; observe with didSet or a callback instead"),
        Rule(
            "observeValue(forKeyPath:…)", #"\bobserveValue\s*\(\s*forKeyPath\b"#,
            "is key-value observing, an Objective-C runtime feature; observe with didSet or a callback instead"),
        Rule(
            "addObserver(_:forKeyPath:…)", #"\b(?:add|remove)Observer\s*\(.*\bforKeyPath\s*:"#,
            "is key-value observing, an Objective-C runtime feature; observe with didSet or a callback instead"),
        Rule(
            "NSClassFromString", #"\bNSClassFromString\b"#,
            "looks a class up by its Objective-C name; refer to the type itself"),
        Rule(
            "@IBOutlet", #"@IBOutlet\b"#,
            "is connected by a storyboard or nib, which nothing loads here; make it a plain property set in code"),
        Rule(
            "@IBAction", #"@IBAction\b"#,
            "is connected by a storyboard or nib, which nothing loads here; call the method from code"),
        Rule(
            "@IBDesignable", #"@IBDesignable\b"#,
            "is for Interface Builder's canvas, which does not exist here; remove it"),
        Rule(
            "@IBInspectable", #"@IBInspectable\b"#,
            "is for Interface Builder's inspector, which does not exist here; remove it"),
        Rule(
            "NSLayoutConstraint", #"\bNSLayoutConstraint\b"#,
            "is Auto Layout: constraint-driven layout does not animate yet; set frames (or transforms) instead",
            .warning),
        Rule(
            ".constraint(equalTo:)", #"\.constraint\s*\(\s*equalTo\b"#,
            "is Auto Layout: constraint-driven layout does not animate yet; set frames (or transforms) instead",
            .warning),
        Rule(
            "translatesAutoresizingMaskIntoConstraints", #"\btranslatesAutoresizingMaskIntoConstraints\b"#,
            "is Auto Layout: constraint-driven layout does not animate yet; set frames (or transforms) instead",
            .warning),
        Rule(
            "#if os(iOS)", #"#(?:else)?if\b.*\bos\(\s*(?:iOS|tvOS)\s*\)"#,
            "is false on Linux: the code inside is left out of the plugin; test canImport(UIKit) instead",
            .warning),
    ]

    /// The findings in `source` (shown as `file`), by line, then by column.
    static func findings(in source: String, file: String) -> [Finding] {
        var findings: [Finding] = []
        for (index, line) in SwiftCodeMask(source).lines.enumerated() {
            let range = NSRange(line.startIndex..., in: line)
            var taken: [(range: NSRange, finding: Finding)] = []
            for rule in rules {
                for match in rule.pattern.matches(in: line, range: range)
                where !taken.contains(where: { NSIntersectionRange($0.range, match.range).length > 0 }) {
                    let finding = Finding(
                        file: file, line: index + 1, construct: rule.construct, reason: rule.reason,
                        severity: rule.severity)
                    taken.append((match.range, finding))
                }
            }
            findings += taken.sorted { $0.range.location < $1.range.location }.map(\.finding)
        }
        return findings
    }
}
