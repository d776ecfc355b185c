import SegueABI
import SegueABIValues

/// What an interaction controller wants after an event (`segue_interaction_answer_t`), with the
/// ABI's rules: a release answers `.finish` or `.cancel`; `.update`, `.finish` and `.cancel` only
/// while driving; `.grab` only while finishing or cancelling.
public enum InteractionResponse: Sendable {
    /// Nothing changes.
    case none
    /// Show this fraction, 0…1 (`updateInteractiveTransition`).
    case update(Double)
    /// Finish from where it is at `speed` (completionSpeed, 0.01…100) on `curve`.
    case finish(speed: Double = 1, curve: Timing = .easeInOut)
    /// Run back to the start at `speed` on `curve`.
    case cancel(speed: Double = 1, curve: Timing = .easeInOut)
    /// Stop a finishing or cancelling transition where it shows and drive it again.
    case grab

    /// The action the ABI carries for it.
    public var action: SegueInteractionAction {
        switch self {
        case .none: .none
        case .update: .update
        case .finish: .finish
        case .cancel: .cancel
        case .grab: .grab
        }
    }

    /// Writes the answer's fields; `answer` was zeroed and sized by the host, and only fields the
    /// host's struct has are written (the answer struct has not grown since 1.2, so all of them).
    func write(to answer: inout segue_interaction_answer_t) {
        answer.action = action.rawValue
        switch self {
        case .update(let fraction):
            answer.fraction = fraction
        case .finish(let speed, let curve), .cancel(let speed, let curve):
            answer.completion_speed = speed
            answer.completion_curve = curve.raw
        case .none, .grab:
            break
        }
    }
}
