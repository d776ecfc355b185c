import SegueABI
import SegueABIValues
import SegueKit

/// What an interaction controller answered to one event, kept bit for bit (for determinism)
/// and judged by SegueKit's rules (`InteractionAnswer.violation(for:)`) plus the header's
/// bounds on the completion curve.
struct RawInteractionAnswer: Equatable {
    /// What handle_event returned.
    let status: SegueStatus
    /// The answer's action, possibly one the ABI does not define.
    let action: SegueInteractionAction
    /// The answer's fields as bits: fraction, completion speed, curve kind and parameters.
    let bits: [UInt64]

    /// The answer the plugin wrote to `raw`, after `status`.
    init(status: SegueStatus, _ raw: segue_interaction_answer_t) {
        self.status = status
        action = SegueInteractionAction(rawValue: raw.action)
        let curve = raw.completion_curve
        let p = curve.parameters
        bits = [raw.fraction, raw.completion_speed, p.0, p.1, p.2, p.3].map(\.bitPattern) + [UInt64(curve.kind)]
    }

    /// The UPDATE fraction (whatever the action, for reports).
    var fraction: Double { Double(bitPattern: bits[0]) }

    /// The completion speed as the host reads it (0 means 1).
    var speed: Double {
        let raw = Double(bitPattern: bits[1])
        return raw == 0 ? 1 : raw
    }

    /// The answer in SegueKit's terms, nil for an action the ABI does not define.
    var decoded: InteractionAnswer? {
        switch action {
        case .none: InteractionAnswer.none
        case .update: .update(fraction)
        // The curve is judged by `curveProblem`; the rules below need only the speed.
        case .finish: .finish(InteractionCompletion(speed: speed))
        case .cancel: .cancel(InteractionCompletion(speed: speed))
        case .grab: .grab
        default: nil
        }
    }

    /// Why the completion curve of a FINISH or CANCEL breaks timing.h, or nil.
    var curveProblem: String? {
        guard action == .finish || action == .cancel else { return nil }
        let kind = SegueTimingKind(rawValue: Int32(truncatingIfNeeded: bits[6]))
        guard kind.isKnown else { return "a completion curve of unknown kind \(kind.rawValue)" }
        let parameters = bits[2..<6].map { Double(bitPattern: $0) }
        guard parameters.allSatisfy(\.isFinite) else { return "a completion curve with parameters \(parameters)" }
        return nil
    }

    /// Why this answer to `event` breaks interaction.h's rules, or nil when it keeps them.
    func violation(for event: GestureEvent) -> String? {
        guard status == .ok else { return "handle_event answered \(status) instead of SEGUE_OK" }
        guard let decoded else { return "action \(action.rawValue), which interaction.h does not define" }
        return decoded.violation(for: event) ?? curveProblem
    }

    /// "update 0.42", "finish at speed 1", for reports.
    var summary: String {
        switch action {
        case .update: "UPDATE \(fraction)"
        case .finish, .cancel: "\(action == .finish ? "FINISH" : "CANCEL") at speed \(speed)"
        case .none: "NONE"
        case .grab: "GRAB"
        default: "action \(action.rawValue)"
        }
    }
}
