/// What an imported plugin's failed build leaves to do, as one list instead of the compiler's wall: the UIKit
/// symbols the layer lacks (each once, with every line using it), then the Objective-C-only lines (the pre-check's
/// and the compiler's, each line once), then a count of the other errors with the first few verbatim.
struct BuildFailureReport {
    /// How many of the other errors are shown verbatim.
    static let shownOtherErrors = 3

    /// The sorted compiler errors.
    let diagnostics: CompilerDiagnostics
    /// The pre-check's errors (its warnings were shown before building).
    let precheck: [ObjectiveCPrecheck.Finding]

    /// The Objective-C-only lines: the pre-check's findings, then the compiler's on lines it did not flag.
    var objectiveCLines: [String] {
        let flagged = Set(precheck.map { CompilerDiagnostics.Location(file: $0.file, line: $0.line) })
        return precheck.map { "\($0.file):\($0.line): \($0.sentence)" }
            + diagnostics.objectiveCErrors.filter { !flagged.contains($0.location ?? Self.nowhere) }
            .map(\.verbatim)
    }

    /// The other errors, without those on a line already listed as Objective-C-only (they follow from it).
    var otherErrors: [CompilerDiagnostics.Diagnostic] {
        let flagged = Set(
            precheck.map { CompilerDiagnostics.Location(file: $0.file, line: $0.line) }
                + diagnostics.objectiveCErrors.compactMap(\.location))
        return diagnostics.otherErrors.filter { $0.location.map { !flagged.contains($0) } ?? true }
    }

    /// The list, one line an entry, indented under its headings.
    var lines: [String] {
        var lines: [String] = []
        let missing = diagnostics.missingSymbols
        if !missing.isEmpty {
            lines.append("UIKit symbols the UIKit layer does not have yet (\(missing.count)):")
            let width = min(missing.map(\.name.count).max() ?? 0, 40)
            for symbol in missing {
                let name = symbol.name.padding(toLength: max(width, symbol.name.count), withPad: " ", startingAt: 0)
                lines.append("  \(name)  \(Self.describe(symbol.uses))")
            }
        }
        let objectiveC = objectiveCLines
        if !objectiveC.isEmpty {
            lines.append("Objective-C-only code, to rewrite in Swift (\(objectiveC.count)):")
            lines += objectiveC.map { "  \($0)" }
        }
        let others = otherErrors
        if !others.isEmpty {
            let shown = min(others.count, Self.shownOtherErrors)
            let count = others.count == 1 ? "1 other compiler error" : "\(others.count) other compiler errors"
            lines.append(others.count > shown ? "\(count), the first \(shown):" : "\(count):")
            lines += others.prefix(shown).map { "  \($0.verbatim)" }
        }
        return lines
    }

    /// The counts, as a clause for the one-sentence summary ("3 missing UIKit symbols and 1 other error").
    var summary: String {
        func count(_ number: Int, _ one: String, _ many: String) -> String? {
            number == 0 ? nil : "\(number) \(number == 1 ? one : many)"
        }
        let parts = [
            count(diagnostics.missingSymbols.count, "missing UIKit symbol", "missing UIKit symbols"),
            count(objectiveCLines.count, "Objective-C-only line", "Objective-C-only lines"),
            count(otherErrors.count, "other error", "other errors"),
        ].compactMap { $0 }
        guard let last = parts.last else { return "errors segue could not sort" }
        return parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
    }

    /// `uses` as `a.swift:3, 9; b.swift:4`: each file once, with its lines in the order reported.
    static func describe(_ uses: [CompilerDiagnostics.Location]) -> String {
        var files: [String] = []
        var lines: [String: [String]] = [:]
        for use in uses {
            if lines[use.file] == nil { files.append(use.file) }
            lines[use.file, default: []].append(String(use.line))
        }
        return files.map { "\($0):\(lines[$0, default: []].joined(separator: ", "))" }.joined(separator: "; ")
    }

    /// A location no diagnostic has, for errors without one.
    private static let nowhere = CompilerDiagnostics.Location(file: "", line: 0)
}
