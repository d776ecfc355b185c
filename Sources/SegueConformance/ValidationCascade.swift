import SegueHost

/// One refused call's harm, folded: the refusal and every test it failed although their own
/// checks passed.
public struct RootCause: Codable, Sendable, Equatable {
    /// The first call the host refused (its service, state and status say which).
    public var refusal: PluginRefusal
    /// The ids of the tests it spoiled, in report order (the root-cause result itself excluded).
    public var spoiled: [String]
}

/// Folds a cascade of failures into its cause. A plugin that breaks one rule of context.h (one
/// call after `complete_transition`) has that call refused in every test that runs a
/// transition, and each of those tests fails with "every call to the host to be allowed",
/// burying the test that names the cause. For each animator, the failures whose own check passed
/// and that failed only by a refusal are grouped by their first refused call (service, status,
/// thread); each group becomes one root-cause failure, carried by `lifecycle.no-refused-calls`
/// when it is in the group (its verdict is exactly that) and else by the group's first result,
/// naming the refused call, and the group's other results become `spoiled`, pointing to it.
/// Tests that failed by their own check keep their failures.
public enum ValidationCascade {
    /// The test whose verdict is exactly "no call was refused".
    static let refusalTest = "lifecycle.no-refused-calls"

    /// `results` with every cascade folded (order kept).
    public static func fold(_ results: [ValidationResult]) -> [ValidationResult] {
        var folded = results
        let groups = Dictionary(grouping: results.indices.filter { results[$0].isRefusalOnly }) {
            RefusalGroup(results[$0])
        }
        for indices in groups.values {
            let ordered = indices.sorted()
            let root = ordered.first { results[$0].test == refusalTest } ?? ordered[0]
            let spoiled = ordered.filter { $0 != root }
            guard let refusal = results[root].refusals?.first else { continue }
            folded[root].rootCause = RootCause(refusal: refusal, spoiled: spoiled.map { results[$0].test })
            folded[root].got = rootCauseSentence(refusal, more: (results[root].refusals?.count ?? 1) - 1)
            folded[root].message = "expected every call to the host to be allowed; got \(folded[root].got ?? "")"
            for index in spoiled {
                folded[index].status = .spoiled
                folded[index].spoiledBy = results[root].test
                folded[index].message =
                    "passed its own check but was spoiled by the refused \(refusal.call) (state "
                    + "\(refusal.state ?? "unknown")) that \(results[root].test) reports; fix that call first"
            }
        }
        return folded
    }

    /// "the complete_transition call was refused in state ended (SEGUE_ERROR_WRONG_STATE): <reason>".
    static func rootCauseSentence(_ refusal: PluginRefusal, more: Int) -> String {
        let verb = refusal.kind == .refusedCall ? "call was refused" : "answer was rejected"
        let state = refusal.state.map { " in state \($0)" } ?? ""
        let thread = refusal.offThread ? " from another thread" : ""
        let status = refusal.status.map { " (\($0))" } ?? ""
        let reason = PrintableText.escaped(refusal.reason, oneLine: true)
        return "the \(refusal.call) \(verb)\(state)\(thread)\(status): \(reason)"
            + (more > 0 ? " (and \(more) more refusal\(more == 1 ? "" : "s"))" : "")
    }
}

/// What makes two refusal-only failures one cascade: the same animator of the same library, and
/// the same first refused call (service, status, thread). Not the state: one bad answer of
/// `transition_duration` is the same bug asked with a context (state "preparing") or without one.
/// The animator is the one the refusal names when it names one, so a library-wide test that ran
/// the animator's transition (re-init's comparison) joins that animator's cascade.
private struct RefusalGroup: Hashable {
    let file: String
    let animator: String?
    let kind: PluginRefusal.Kind
    let call: String
    let status: PluginStatus?
    let offThread: Bool

    init(_ result: ValidationResult) {
        let first = result.refusals?.first
        file = result.file
        animator = first?.plugin ?? result.animator
        kind = first?.kind ?? .refusedCall
        call = first?.call ?? ""
        status = first?.status
        offThread = first?.offThread ?? false
    }
}

extension ValidationResult {
    /// Whether it failed only because the host refused a call (its own check passed).
    var isRefusalOnly: Bool { status == .failed && failedByRefusal == true && refusals?.isEmpty == false }
}
