import SegueABI
import SegueABIValues
import SegueEngine
import SegueKit

extension InteractionAnswer {
    /// A zeroed answer with `size` set, as interaction.h promises the plugin before each call.
    static var blankRaw: segue_interaction_answer_t {
        var answer = segue_interaction_answer_t()
        answer.size = UInt32(MemoryLayout<segue_interaction_answer_t>.size)
        return answer
    }

    /// The plugin's answer as SegueKit's, or a refusal for what no rule can judge: an unknown
    /// action, a fraction that is not finite, a speed outside `InteractionCompletion.speeds`, a
    /// curve the engine refuses (the same checks as `animate`'s timing, `EngineConversions`).
    /// Finite fractions outside 0…1 and answers in the wrong state are left to
    /// `violation(for:)`, which names them against the event.
    init(raw: segue_interaction_answer_t, duration: Double) throws(ServiceRefusal) {
        let action = SegueInteractionAction(rawValue: raw.action)
        switch action {
        case .none: self = .none
        case .grab: self = .grab
        case .update:
            guard raw.fraction.isFinite else { throw .invalid("an update to \(raw.fraction), not a finite fraction") }
            self = .update(raw.fraction)
        case .finish: self = .finish(try Self.completion(raw, duration: duration))
        case .cancel: self = .cancel(try Self.completion(raw, duration: duration))
        default: throw .invalid("action \(raw.action) is not a segue_interaction_action_t")
        }
    }

    /// The completion speed and curve of a FINISH or CANCEL answer (speed 0 means 1).
    private static func completion(_ raw: segue_interaction_answer_t, duration: Double) throws(ServiceRefusal)
        -> InteractionCompletion
    {
        let speed = raw.completion_speed == 0 ? 1 : raw.completion_speed
        guard speed.isFinite, InteractionCompletion.speeds.contains(speed) else {
            let speeds = InteractionCompletion.speeds
            throw .range("a completion speed of \(speed), outside \(speeds.lowerBound)...\(speeds.upperBound)")
        }
        let bounded = min(max(duration.isFinite ? duration : 0, 0), PluginLimits.springSettling.range.upperBound)
        let curve = try EngineConversions.curve(raw.completion_curve, duration: bounded).curve
        return InteractionCompletion(speed: speed, curve: curve)
    }
}
