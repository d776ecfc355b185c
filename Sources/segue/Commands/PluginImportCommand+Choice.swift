import Foundation
import SegueHost

extension PluginImportCommand {
    /// The types to export and, when segue chose them, a sentence saying which and why.
    struct ExportChoice {
        /// The transitioning delegates (at most one).
        var delegates: [String] = []
        /// The animators.
        var animators: [String] = []
        /// "Exporting X, the one … in the files (file:line).", when chosen by the scan.
        var note: String?
    }

    /// `--delegate` and `--animator` checked against the scan, or, without them, the one transitioning delegate
    /// (or, with none, the one animator) the scan found; with several and none chosen, lists them on standard
    /// output and fails with status 1, having written nothing.
    func chooseExports(_ scanner: TransitionTypeScanner) throws -> ExportChoice {
        let candidates = scanner.candidates
        if delegate != nil || !animators.isEmpty {
            for (type, kind) in (delegate.map { [($0, TransitionCandidate.Kind.delegate)] } ?? [])
                + animators.map({ ($0, .animator) })
            {
                try check(type, as: kind, candidates: candidates, declared: scanner.declaredTypes)
            }
            return ExportChoice(delegates: delegate.map { [$0] } ?? [], animators: animators)
        }
        let delegates = candidates.filter { $0.kind == .delegate }
        let animators = candidates.filter { $0.kind == .animator }
        if delegates.count == 1, let only = delegates.first {
            return ExportChoice(
                delegates: [only.type],
                note:
                    "Exporting \(only.type), the one transitioning delegate in the files (\(only.file):\(only.line)).")
        }
        if delegates.isEmpty, animators.count == 1, let only = animators.first {
            return ExportChoice(
                animators: [only.type],
                note: "Exporting \(only.type), the one animator in the files (\(only.file):\(only.line)).")
        }
        guard !candidates.isEmpty else {
            throw CommandFailure(
                "found no transitioning delegate, animator or presentation controller in "
                    + "\(inputs.map { "'\($0)'" }.joined(separator: ", ")); pass --delegate TYPE or --animator TYPE "
                    + "naming the class to export")
        }
        printCandidates(candidates)
        throw CommandFailure(
            "found \(counted(candidates)) in the files but none was chosen; pass --delegate TYPE or --animator TYPE "
                + "(the types are listed above)",
            status: .jobFailed)
    }

    /// Refuses `type` given as `kind` when the files do not declare it, or when the scan found it to be another
    /// kind only.
    private func check(
        _ type: String, as kind: TransitionCandidate.Kind, candidates: [TransitionCandidate], declared: Set<String>
    ) throws {
        let option = kind == .delegate ? "--delegate" : "--animator"
        let found = candidates.filter { $0.type == type }
        if !found.isEmpty, !found.contains(where: { $0.kind == kind }), let other = found.first {
            let hint =
                switch other.kind {
                case .delegate: "pass it with --delegate \(type)"
                case .animator: "pass it with --animator \(type)"
                case .presentation: "pass the transitioning delegate that vends it with --delegate"
                }
            throw CommandFailure(
                "\(option) \(type) is \(other.kind.withArticle) (\(other.file):\(other.line)), not "
                    + "\(kind.withArticle); \(hint)")
        }
        let root = String(type.prefix { $0 != "." })
        guard found.isEmpty, !declared.contains(type), !declared.contains(root) else { return }
        let listed = candidates.filter { $0.kind == kind }.map(\.type)
        throw CommandFailure(
            "\(option) \(type) is not a class declared in the imported files; "
                + (listed.isEmpty
                    ? "check the name (they declare no \(kind.rawValue) segue could see)"
                    : "the \(kind.rawValue)s there are \(listed.joined(separator: ", "))"))
    }

    /// The candidates as a table (kind, type, file:line) and how to pick.
    private func printCandidates(_ candidates: [TransitionCandidate]) {
        let kindWidth = candidates.map(\.kind.rawValue.count).max() ?? 0
        let typeWidth = candidates.map(\.type.count).max() ?? 0
        print("Transition types in the files:")
        for candidate in candidates {
            let kind = candidate.kind.rawValue.padding(toLength: kindWidth, withPad: " ", startingAt: 0)
            let type = candidate.type.padding(toLength: typeWidth, withPad: " ", startingAt: 0)
            print("  \(kind)  \(type)  \(candidate.file):\(candidate.line)")
        }
        print(
            "Choose what to export: --delegate TYPE (a transitioning delegate, with the animators and presentation "
                + "controller it vends), or --animator TYPE for each animator to export alone.")
        let first =
            candidates.first { $0.kind == .delegate }.map { "--delegate \($0.type)" }
            ?? candidates.first { $0.kind == .animator }.map { "--animator \($0.type)" }
        if let first {
            let words = inputs.map(ShellWord.quoted) + ["--output", ShellWord.quoted(output), first]
            print("For example: \(SegueInvocation.current("plugin import \(words.joined(separator: " "))"))")
        }
    }

    /// "2 transitioning delegates and 3 animators": the candidates counted by kind.
    private func counted(_ candidates: [TransitionCandidate]) -> String {
        let parts = TransitionCandidate.Kind.allCases.compactMap { kind -> String? in
            let count = candidates.filter { $0.kind == kind }.count
            return count == 0 ? nil : "\(count) \(kind.rawValue)\(count == 1 ? "" : "s")"
        }
        return parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }
}
