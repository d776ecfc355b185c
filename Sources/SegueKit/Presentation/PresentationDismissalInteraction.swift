import SegueEngine

/// The interactive dismissal a presentation controller's gesture started (`.dismissInteractively`,
/// presentation.h's DISMISS_INTERACTIVELY), UIKit's way: the modal dismissal takes it as its
/// interaction controller (a percent-driven one), and every later event of that touch, and of
/// later touches while the dismissal finishes or cancels, goes back to the controller's
/// `handlePresentedGesture(_:)` with the dismissal's state, fraction and duration. Its
/// `.interaction` answer drives the dismissal under an interaction controller's rules
/// (`take(_:for:)`, `InteractionAnswer.violation(for:)`).
final class PresentationDismissalInteraction: PercentDrivenInteractiveTransition {
    /// The most events kept between the answer and the dismissal's start (one tick, at most a
    /// few at a digitiser's rate): a dismissal that never starts cannot grow the queue for ever.
    static let maximumWaiting = 64

    /// The controller whose gesture started the dismissal.
    private weak var controller: PresentationController?
    /// Touches so far: the one that started the dismissal is touch 0.
    private var touches = 1
    /// Events that arrived before the dismissal started (it starts on the next tick).
    private var waiting: [GestureEvent] = []
    /// Whether the dismissal started.
    private var started = false

    /// The dismissal `controller`'s gesture starts.
    init(controller: PresentationController) {
        self.controller = controller
        super.init()
    }

    /// Starts the dismissal under interaction, then hands over what arrived before it started.
    override func startInteractiveTransition(_ context: ContextTransitioning) {
        super.startInteractiveTransition(context)
        started = true
        let early = waiting
        waiting.removeAll()
        for event in early { deliver(event) }
    }

    /// One event of a touch on the presentation (container coordinates): numbered, given the
    /// dismissal's state, asked about and answered.
    func deliver(_ event: GestureEvent) {
        guard started else {
            if waiting.count < Self.maximumWaiting { waiting.append(event) }
            return
        }
        guard let controller, isRunning else { return }
        var event = event
        if event.phase == .began { touches += 1 }
        event.touch = touches - 1
        event.state = gestureState
        event.fraction = transitionProgress
        event.duration = duration
        switch controller.handlePresentedGesture(event) {
        case .interaction(let answer): take(answer, for: event)
        case .none: take(.none, for: event)
        case let other:
            refuse(
                event,
                because: "the presentation controller answered \(other) during its interactive dismissal, where only "
                    + "interaction decisions count; refused")
        }
    }

    /// Whether the dismissal still runs (events after its end are dropped).
    private var isRunning: Bool { transitionContext != nil }

    /// The dismissal ended: the controller takes touches as before.
    override func didLetGoOfTransition() {
        controller?.interactiveDismissalEnded(self)
    }
}
