import Foundation

/// The errors in a failed `swift build`'s output, sorted into what a person can act on: each UIKit symbol the
/// layer lacks (`UIView.animateKeyframes`, `CGAffineTransform`, a missing module) once with every line using it,
/// each Objective-C-only line, and the other errors; each diagnostic once, however often the build repeats it.
struct CompilerDiagnostics {
    /// A line of a source file.
    struct Location: Hashable, CustomStringConvertible {
        /// The file, as shown to the person.
        let file: String
        /// The 1-based line.
        let line: Int

        /// `file:line`.
        var description: String { "\(file):\(line)" }
    }

    /// One error: where (if the compiler said), and its message.
    struct Diagnostic: Equatable {
        /// The line, or nil for an error with no location (a linker's).
        let location: Location?
        /// The column, when there is a location.
        let column: Int?
        /// The message after `error: `.
        let message: String
        /// The line as the compiler printed it (`file:line:col: error: message`, the file as shown).
        let verbatim: String
    }

    /// A name the compiler could not find: `T.m`, `X`, or `module M`, with every line that uses it.
    struct MissingSymbol: Equatable {
        /// The name as a person looks it up (`UIView.animateKeyframes`, `CGAffineTransform`, `module SnapKit`).
        let name: String
        /// The lines using it, in the order the build reported them.
        var uses: [Location]
    }

    /// The UIKit names the build could not find, in the order first reported.
    private(set) var missingSymbols: [MissingSymbol] = []
    /// The errors that only the Objective-C runtime could avoid.
    private(set) var objectiveCErrors: [Diagnostic] = []
    /// Everything else.
    private(set) var otherErrors: [Diagnostic] = []

    /// Whether nothing was recognised (the output was not the compiler's: a manifest or resolution failure).
    var isEmpty: Bool { missingSymbols.isEmpty && objectiveCErrors.isEmpty && otherErrors.isEmpty }

    /// The diagnostics in `output`. `localUIKitTypes` are types declared in the sources that inherit from UIKit's
    /// (their missing members are UIKit's); `displayPath` turns the compiler's absolute paths into shown ones.
    init(output: String, localUIKitTypes: Set<String> = [], displayPath: (String) -> String = { $0 }) {
        var seen: Set<String> = []
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = Self.withoutEscapes(String(rawLine))
            guard let diagnostic = Self.diagnostic(in: line, displayPath: displayPath),
                seen.insert(diagnostic.verbatim).inserted
            else { continue }
            if let location = diagnostic.location,
                let name = Self.missingName(in: diagnostic.message, localUIKitTypes: localUIKitTypes)
            {
                if let index = missingSymbols.firstIndex(where: { $0.name == name }) {
                    if !missingSymbols[index].uses.contains(location) { missingSymbols[index].uses.append(location) }
                } else {
                    missingSymbols.append(MissingSymbol(name: name, uses: [location]))
                }
            } else if Self.isObjectiveCOnly(diagnostic.message) {
                objectiveCErrors.append(diagnostic)
            } else {
                otherErrors.append(diagnostic)
            }
        }
    }

    /// `file:line:col: error: message` (a compiler's) or a bare `error: …` that is not the build's own
    /// "command failed" summary, as a diagnostic; nil for anything else (progress, source excerpts, warnings).
    private static func diagnostic(in line: String, displayPath: (String) -> String) -> Diagnostic? {
        if let match = line.wholeMatch(of: /([^\s|][^:]*):(\d+):(\d+): error: (.+)/), let number = Int(match.2) {
            let file = displayPath(String(match.1))
            return Diagnostic(
                location: Location(file: file, line: number), column: Int(match.3), message: String(match.4),
                verbatim: "\(file):\(number):\(match.3): error: \(match.4)")
        }
        guard let match = line.firstMatch(of: /(?:^|: )error: (.+)/), !line.hasPrefix(" "), !line.contains(" | ")
        else { return nil }
        let message = String(match.1)
        let noise = ["command failed with exit code", "(use -v to see invocation)", "fatalError"]
        guard !noise.contains(where: message.contains) else { return nil }
        return Diagnostic(location: nil, column: nil, message: message, verbatim: line)
    }

    /// The missing name a message reports, when it is UIKit's (its root is a `UI`, `CA`, `CG` or `NS` name, one
    /// of Apple's modules, or a local subclass of UIKit's), or a module; nil for anything else.
    static func missingName(in message: String, localUIKitTypes: Set<String> = []) -> String? {
        let name: String
        if let match = message.firstMatch(of: /^no such module '([^']+)'/) {
            return "module \(match.1)"
        } else if let match = message.firstMatch(of: /^cannot find (?:type )?'([^']+)' in scope/) {
            name = String(match.1)
        } else if let match = message.firstMatch(of: /^(?:value of type|type) '([^']+)' has no member '([^']+)'/) {
            name = "\(cleanType(String(match.1))).\(match.2)"
        } else if let match = message.firstMatch(of: /^module '([^']+)' has no member named '([^']+)'/) {
            name = "\(match.1).\(match.2)"
        } else if let match = message.firstMatch(
            of: /^'([^']+)' is not a member type of (?:class|struct|enum|protocol|type) '([^']+)'/)
        {
            name = "\(cleanType(String(match.2))).\(match.1)"
        } else {
            return nil
        }
        let root = String(name.prefix { $0 != "." })
        let apple = root.wholeMatch(of: /(UI|CA|CG|NS)[A-Z]\w*/) != nil || appleModules.contains(root)
        return apple || localUIKitTypes.contains(root) ? name : nil
    }

    /// Apple's modules whose names a missing symbol may start with.
    private static let appleModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics", "Darwin", "Foundation"]

    /// `type` without `any `/`some `, optionality, `.Type` and the UIKit layer's module names (`UIKit.UIView?`
    /// → `UIView`).
    private static func cleanType(_ type: String) -> String {
        var text = type
        for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        while let last = text.last, last == "?" || last == "!" { text.removeLast() }
        if text.hasSuffix(".Type") { text.removeLast(5) }
        for module in ["UIKit.", "QuartzCore.", "CoreGraphics.", "Foundation."] where text.hasPrefix(module) {
            text.removeFirst(module.count)
        }
        return text
    }

    /// Whether `message` says the code needs the Objective-C runtime.
    static func isObjectiveCOnly(_ message: String) -> Bool {
        ["Objective-C", "@objc", "'@IB", "#selector", "#keyPath"].contains(where: message.contains)
    }

    /// `line` without terminal colour escapes.
    private static func withoutEscapes(_ line: String) -> String {
        line.contains("\u{1B}") ? line.replacing(/\x{1B}\[[0-9;]*[A-Za-z]/, with: "") : line
    }
}
