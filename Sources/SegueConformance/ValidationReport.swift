import Foundation
import SegueHost

/// The results of a validation run as text, JSON or JUnit XML.
public struct ValidationReport: Sendable {
    /// Every result, in job order.
    public let results: [ValidationResult]
    /// The first seed (`--seed`): every randomised test drew from it.
    public let seed: UInt64
    /// How many times each test ran (`--repeat`), with seeds `seed`, `seed + 1`, ….
    public let repeats: Int

    /// A report of `results`, run from `seed` with each test `repeats` times.
    public init(results: [ValidationResult], seed: UInt64 = ValidationSelection.defaultSeed, repeats: Int = 1) {
        self.results = results
        self.seed = seed
        self.repeats = repeats
    }

    /// "seed 7" or "seeds 7…16 (each test 10 times)", with the options that run the same again.
    public var seedLine: String {
        let again = "--seed \(seed)" + (repeats > 1 ? " --repeat \(repeats)" : "")
        guard repeats > 1 else { return "seed \(seed) (\(again) draws the same values again)" }
        return
            "seeds \(seed)…\(seed &+ UInt64(repeats - 1)), each test \(repeats) times (\(again) draws the same "
            + "values again)"
    }

    /// How many results have each status.
    public var counts: [ValidationStatus: Int] {
        Dictionary(grouping: results, by: \.status).mapValues(\.count)
    }

    /// Whether anything failed, crashed or timed out (the run then exits non-zero).
    public var hasFailures: Bool { results.contains { $0.status.isFailure } }

    /// The results grouped by library, then by animator (library tests first), one line each;
    /// a result that is not a plain pass also shows expected and got, or its message, and what
    /// the plugin printed. Root-cause failures lead their animator, with the tests they spoiled
    /// listed under them (and nowhere else). Ends with the summary. `colour` wraps a status word
    /// for a terminal.
    public func text(colour: (ValidationStatus, String) -> String = { $1 }) -> String {
        func line(_ result: ValidationResult, indent: String) -> String {
            let seed = repeats > 1 ? result.seed.map { " (seed \($0))" } ?? "" : ""
            let status = result.status.rawValue.uppercased().padding(toLength: 7, withPad: " ", startingAt: 0)
            return "\(indent)\(colour(result.status, status)) \(result.test)\(seed)\n"
        }
        var out = ""
        for file in Self.ordered(results.map(\.file)) {
            out += "\(file)\n"
            let ofFile = results.filter { $0.file == file }
            for animator in Self.ordered(ofFile.map(\.animator)) {
                out += "  \(animator.map { PrintableText.escaped($0, oneLine: true) } ?? "library")\n"
                let ofAnimator = ofFile.filter { $0.animator == animator }
                for root in ofAnimator where root.rootCause != nil {
                    out += line(root, indent: "    ") + Self.details(of: root)
                    let spoiled = ofAnimator.filter { $0.spoiledBy == root.test }
                    guard !spoiled.isEmpty else { continue }
                    out +=
                        "            the root cause of \(spoiled.count) more "
                        + "failure\(spoiled.count == 1 ? "" : "s"), each passing its own check:\n"
                    out += spoiled.map { line($0, indent: "              ") }.joined()
                }
                for result in ofAnimator where result.rootCause == nil && result.spoiledBy == nil {
                    out += line(result, indent: "    ") + Self.details(of: result)
                }
            }
        }
        return out + "\n" + seedLine + "\n" + summary + "\n"
    }

    /// The indented lines under a result that is not a plain pass.
    private static func details(of result: ValidationResult) -> String {
        let indent = "            "
        var lines: [String] = []
        if let expected = result.expected, let got = result.got, result.status != .skipped {
            lines += ["expected: \(expected)", "got:      \(got)"]
        } else if !result.message.isEmpty {
            lines.append(result.message)
        }
        // A failure names the seed it ran with, so it can be run again alone.
        if result.status.isFailure, let seed = result.seed { lines.append("seed:     \(seed)") }
        if result.status != .passed, let output = result.output {
            for (name, text, bytes) in [
                ("stdout", output.standardOutput, output.standardOutputBytes),
                ("stderr", output.standardError, output.standardErrorBytes),
            ]
            where bytes > 0 {
                let excerpt = PrintableText.escaped(String(text.prefix(400)), oneLine: true)
                lines.append("plugin \(name) (\(bytes) bytes): \(excerpt)\(bytes > 400 ? " …" : "")")
            }
        }
        return lines.map { indent + PrintableText.escaped($0, oneLine: true) + "\n" }.joined()
    }

    /// `items` without repeats, in first-seen order.
    private static func ordered<T: Equatable>(_ items: [T]) -> [T] {
        items.reduce(into: [T]()) { if !$0.contains($1) { $0.append($1) } }
    }

    /// "12 passed, 1 failed, …" over every status that occurred.
    public var summary: String {
        let parts = ValidationStatus.allCases.compactMap { status in counts[status].map { "\($0) \(status.rawValue)" } }
        return "\(results.count) tests: " + (parts.isEmpty ? "none run" : parts.joined(separator: ", "))
    }

    /// The report as a JSON document: `{"results": [...], "summary": {...}, "passed": Bool,
    /// "seed": UInt64, "repeat": Int}`; each result also carries its own `seed`.
    public struct Document: Codable, Sendable {
        /// Every result, in job order.
        public let results: [ValidationResult]
        /// How many results have each status, every status named.
        public let summary: [String: Int]
        /// Whether nothing failed, crashed or timed out.
        public let passed: Bool
        /// The first seed (`--seed`).
        public let seed: UInt64
        /// How many times each test ran (`--repeat`).
        public let `repeat`: Int
    }

    /// The report as its JSON document, for the caller's encoder.
    public var document: Document {
        let summary = Dictionary(uniqueKeysWithValues: ValidationStatus.allCases.map { ($0.rawValue, counts[$0] ?? 0) })
        return Document(results: results, summary: summary, passed: !hasFailures, seed: seed, repeat: repeats)
    }

    /// JUnit XML: one test suite per library file, one test case per result; failed is a
    /// `failure` (a root cause's lists the tests it spoiled), crashed and timeout are `error`s,
    /// skipped and spoiled are `skipped` (a spoiled one's message names its root cause), and a
    /// warning passes with its message in `system-out`.
    public func junit() -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let files = results.map(\.file).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let failures = results.filter { $0.status == .failed }.count
        let errors = results.filter { $0.status == .crashed || $0.status == .timeout }.count
        let skipped = results.filter(\.isJUnitSkip).count
        out +=
            "<testsuites name=\"segue validate\" tests=\"\(results.count)\" failures=\"\(failures)\" "
            + "errors=\"\(errors)\" skipped=\"\(skipped)\">\n"
        for file in files {
            let suite = results.filter { $0.file == file }
            let time = suite.reduce(0) { $0 + $1.seconds }
            out +=
                "  <testsuite name=\"\(escape(file))\" tests=\"\(suite.count)\" "
                + "failures=\"\(suite.filter { $0.status == .failed }.count)\" "
                + "errors=\"\(suite.filter { $0.status == .crashed || $0.status == .timeout }.count)\" "
                + "skipped=\"\(suite.filter(\.isJUnitSkip).count)\" "
                + "time=\"\(String(format: "%.3f", time))\">\n"
            out +=
                "    <properties><property name=\"seed\" value=\"\(seed)\"/><property name=\"repeat\" "
                + "value=\"\(repeats)\"/></properties>\n"
            for result in suite {
                // Repetitions of one test need names of their own: the seed tells them apart.
                let base = result.animator.map { "\(result.test) [\($0)]" } ?? result.test
                let name = repeats > 1 ? base + " (seed \(result.seed ?? seed))" : base
                out +=
                    "    <testcase "
                    + "classname=\"\(escape(result.test.split(separator: ".").first.map(String.init) ?? "segue"))"
                    + "\" name=\"\(escape(name))\" time=\"\(String(format: "%.3f", result.seconds))\""
                switch result.status {
                case .passed: out += "/>\n"
                case .warning: out += "><system-out>\(escape(result.message))</system-out></testcase>\n"
                case .failed:
                    out +=
                        "><failure message=\"\(escape(result.message))\" "
                        + "type=\"failed\">\(escape(comparison(result)))</failure>\(capture(result))</testcase>\n"
                case .crashed, .timeout:
                    out +=
                        "><error message=\"\(escape(result.message))\" "
                        + "type=\"\(result.status.rawValue)\"/>\(capture(result))</testcase>\n"
                case .skipped, .spoiled: out += "><skipped message=\"\(escape(result.message))\"/></testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// "expected: …\ngot: …" for a result that compared, and the tests a root cause spoiled.
    private func comparison(_ result: ValidationResult) -> String {
        guard let expected = result.expected, let got = result.got else { return "" }
        let spoiled =
            result.rootCause.map {
                $0.spoiled.isEmpty
                    ? ""
                    : "\nthe root cause of these failures, each passing its own check: "
                        + "\($0.spoiled.joined(separator: ", "))"
            } ?? ""
        return "expected: \(expected)\ngot: \(got)" + spoiled
    }

    /// The plugin's captured output as JUnit's system-out and system-err.
    private func capture(_ result: ValidationResult) -> String {
        guard let output = result.output else { return "" }
        var out = ""
        if output.standardOutputBytes > 0 { out += "<system-out>\(escape(output.standardOutput))</system-out>" }
        if output.standardErrorBytes > 0 { out += "<system-err>\(escape(output.standardError))</system-err>" }
        return out
    }

    /// XML text: markup characters as entities, control characters (which XML 1.0 forbids) shown as `\u{…}`.
    private func escape(_ text: String) -> String {
        PrintableText.escaped(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
            of: "<", with: "&lt;"
        )
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

extension ValidationResult {
    /// Whether JUnit reports it as skipped: it does not apply, or a root cause reported elsewhere spoiled it.
    fileprivate var isJUnitSkip: Bool { status == .skipped || status == .spoiled }
}
