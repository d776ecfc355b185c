import SegueABI
import SegueABIValues
import SegueEngine
import SegueKit

extension PluginPresentationController {
    /// The plugin's `handle_gesture`, its answer zeroed with both sizes set before the call and
    /// checked after it: an error status, an unknown action, a FOLLOW frame out of the frame
    /// ranges, DISMISS_INTERACTIVELY without the capability or PASS_THROUGH for a pan are
    /// refused with a diagnostic and do nothing.
    func gestureAnswer(to event: GestureEvent) -> PresentationGestureAnswer {
        guard let hook = raw.pointee.handle_gesture else { return .none }
        var rawEvent = event.raw
        var answer = segue_presentation_answer_t()
        answer.size = UInt32(MemoryLayout<segue_presentation_answer_t>.size)
        answer.interaction = InteractionAnswer.blankRaw
        let status = PluginCalls.into(.handle_gesture) { hook(raw, &rawEvent, &answer) }
        guard PluginStatus(rawValue: status) == .ok else {
            report("handle_gesture answered status \(status); the touch does nothing")
            return .none
        }
        return checked(answer, for: event)
    }

    /// The answer as SegueKit's, or `.none` with a diagnostic for one the ABI does not allow.
    /// During an interactive dismissal it started only the embedded interaction answer counts
    /// (presentation.h: the action is ignored then).
    private func checked(_ answer: segue_presentation_answer_t, for event: GestureEvent) -> PresentationGestureAnswer {
        if isDismissingInteractively { return interaction(answer.interaction, for: event) }
        switch SeguePresentationAction(rawValue: answer.action) {
        case .none: return .none
        case .follow:
            do {
                return .follow(try PluginPropertyValue.rect(answer.frame))
            } catch {
                report("handle_gesture's FOLLOW frame refused (\(error.reason)); the touch does nothing")
            }
        case .relayout: return .relayout
        case .dismiss: return .dismiss
        case .dismissInteractively where capabilities.contains(.interactiveDismiss): return .dismissInteractively
        case .passThrough where event.kind == .tap: return .passThrough
        default:
            report(
                "handle_gesture answered action \(answer.action), which a \(event.kind) gesture of this controller "
                    + "cannot take; the touch does nothing")
        }
        return .none
    }

    /// The embedded interaction answer of a dismissal it drives, converted with the interaction
    /// plugins' checks (`InteractionAnswer(raw:duration:)`); one refused there is `.none` with a
    /// diagnostic, so a refused release cancels (the driver's rule for an undecided release).
    private func interaction(_ raw: segue_interaction_answer_t, for event: GestureEvent) -> PresentationGestureAnswer {
        do {
            return .interaction(try InteractionAnswer(raw: raw, duration: event.duration))
        } catch {
            report("handle_gesture's interaction answer refused (\(error.reason)); the dismissal takes none")
            return .none
        }
    }
}
