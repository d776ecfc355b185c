import Foundation

/// The results of a validation run as text, JSON or JUnit XML.
public struct ValidationReport: Sendable {
    /// Every result, in job order.
    public let results: [ValidationResult]

    /// A report of `results`.
    public init(results: [ValidationResult]) {
        self.results = results
    }

    /// How many results have each status.
    public var counts: [ValidationStatus: Int] {
        Dictionary(grouping: results, by: \.status).mapValues(\.count)
    }

    /// Whether anything failed, crashed or timed out (the run then exits non-zero).
    public var hasFailures: Bool { results.contains { $0.status.isFailure } }

    /// One line per result and a summary; `colour` wraps a status word for a terminal.
    public func text(colour: (ValidationStatus, String) -> String = { $1 }) -> String {
        var out = ""
        for result in results {
            let word = colour(result.status, result.status.rawValue.uppercased().padding(toLength: 7, withPad: " ", startingAt: 0))
            let subject = result.animator ?? URL(fileURLWithPath: result.file).lastPathComponent
            out += "\(word) \(result.test)  \(subject)"
            if !result.message.isEmpty { out += "\n        \(result.message)" }
            out += "\n"
        }
        out += "\n" + summary + "\n"
        return out
    }

    /// "12 passed, 1 failed, …" over every status that occurred.
    public var summary: String {
        let parts = ValidationStatus.allCases.compactMap { status in counts[status].map { "\($0) \(status.rawValue)" } }
        return "\(results.count) tests: " + (parts.isEmpty ? "none run" : parts.joined(separator: ", "))
    }

    /// The report as a JSON document: `{"results": [...], "summary": {...}, "passed": Bool}`.
    public struct Document: Codable, Sendable {
        /// Every result, in job order.
        public let results: [ValidationResult]
        /// How many results have each status, every status named.
        public let summary: [String: Int]
        /// Whether nothing failed, crashed or timed out.
        public let passed: Bool
    }

    /// The report as its JSON document, for the caller's encoder.
    public var document: Document {
        let summary = Dictionary(uniqueKeysWithValues: ValidationStatus.allCases.map { ($0.rawValue, counts[$0] ?? 0) })
        return Document(results: results, summary: summary, passed: !hasFailures)
    }

    /// JUnit XML: one test suite per library file, one test case per result; failed is a
    /// `failure`, crashed and timeout are `error`s, skipped is `skipped`, and a warning passes
    /// with its message in `system-out`.
    public func junit() -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let files = results.map(\.file).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let failures = results.filter { $0.status == .failed }.count
        let errors = results.filter { $0.status == .crashed || $0.status == .timeout }.count
        let skipped = results.filter { $0.status == .skipped }.count
        out += "<testsuites name=\"segue validate\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\">\n"
        for file in files {
            let suite = results.filter { $0.file == file }
            let time = suite.reduce(0) { $0 + $1.seconds }
            out += "  <testsuite name=\"\(escape(file))\" tests=\"\(suite.count)\" failures=\"\(suite.filter { $0.status == .failed }.count)\" "
                + "errors=\"\(suite.filter { $0.status == .crashed || $0.status == .timeout }.count)\" skipped=\"\(suite.filter { $0.status == .skipped }.count)\" "
                + "time=\"\(String(format: "%.3f", time))\">\n"
            for result in suite {
                let name = result.animator.map { "\(result.test) [\($0)]" } ?? result.test
                out += "    <testcase classname=\"\(escape(result.test.split(separator: ".").first.map(String.init) ?? "segue"))\" name=\"\(escape(name))\" time=\"\(String(format: "%.3f", result.seconds))\""
                switch result.status {
                case .passed: out += "/>\n"
                case .warning: out += "><system-out>\(escape(result.message))</system-out></testcase>\n"
                case .failed: out += "><failure message=\"\(escape(result.message))\" type=\"failed\"/></testcase>\n"
                case .crashed, .timeout: out += "><error message=\"\(escape(result.message))\" type=\"\(result.status.rawValue)\"/></testcase>\n"
                case .skipped: out += "><skipped message=\"\(escape(result.message))\"/></testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
