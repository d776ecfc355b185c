import SegueABIValues
import SegueEngine
import SegueKit

/// One event handed to a controller and its answer.
struct GestureStep {
    let event: GestureEvent
    let answer: RawInteractionAnswer
}

/// Plays the host's part for one transition under a raw interaction controller: fills each
/// event's state and fraction from the answers so far (as a percent-driven transition would
/// show them) and keeps every step.
final class GestureDriver {
    /// Hands an event to the controller and answers what it decided for the transition.
    private let decide: (GestureEvent) -> RawInteractionAnswer
    /// Where the transition is.
    private(set) var state: GestureEvent.TransitionState = .driving
    /// The fraction it shows: the last valid UPDATE, or where a finish or cancel has run it to.
    var fraction = 0.0
    /// Every event sent and its answer, in order.
    private(set) var steps: [GestureStep] = []

    /// A driver of an interaction controller.
    convenience init(_ controller: RawInteraction) { self.init(controller.handle) }

    /// A driver of whatever `decide` hands events to (a presentation controller's dismissal).
    init(_ decide: @escaping (GestureEvent) -> RawInteractionAnswer) { self.decide = decide }

    /// Sends `event` with the transition's state and fraction filled in; answers the answer.
    @discardableResult
    func send(_ event: GestureEvent) -> RawInteractionAnswer {
        var event = event
        event.state = state
        event.fraction = fraction
        let answer = decide(event)
        steps.append(GestureStep(event: event, answer: answer))
        apply(answer, to: event)
        return answer
    }

    /// What the host does with an answer that keeps the rules; one that breaks them changes
    /// nothing, as the host refuses it (an unanswered release cancels).
    private func apply(_ answer: RawInteractionAnswer, to event: GestureEvent) {
        guard answer.violation(for: event) == nil else {
            if event.isRelease, state == .driving { state = .cancelling }
            return
        }
        switch answer.action {
        case .update: fraction = answer.fraction
        case .finish: state = .finishing
        case .cancel: state = .cancelling
        case .grab: state = .driving
        default: break
        }
    }

    /// Lets a finishing or cancelling transition run a share `amount` of the way it has left,
    /// as its animations would before a later touch lands.
    func run(_ amount: Double) {
        switch state {
        case .finishing: fraction += (1 - fraction) * amount
        case .cancelling: fraction -= fraction * amount
        case .driving: break
        }
    }
}
