import SegueEngine
import SegueKit

/// The context behind a presenting session outside a transition (a resize's layout, a gesture):
/// the container and its engine only. Its transition answers are neutral; the services refuse
/// the transition queries that can fail (`PluginTransitionSession.transitionRuns` is false).
final class PresentingContext: ContextTransitioning {
    let containerView: View
    let engine: AnimationEngine
    let eventLog: TransitionEventLog?

    /// A context for hooks of a presentation shown in `container`, logging to `eventLog`.
    init(container: View, engine: AnimationEngine, eventLog: TransitionEventLog?) {
        containerView = container
        self.engine = engine
        self.eventLog = eventLog
    }

    var isAnimated: Bool { false }
    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { false }
    var presentationStyle: ModalPresentationStyle { .none }
    var targetTransform: AffineTransform { .identity }
    func viewController(forKey key: TransitionKey) -> ViewController? { nil }
    func view(forKey key: TransitionKey) -> View? { nil }
    func initialFrame(for viewController: ViewController) -> Rect { .zero }
    func finalFrame(for viewController: ViewController) -> Rect { .zero }
    func updateInteractiveTransition(_ percentComplete: Double) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}
    func completeTransition(_ didComplete: Bool) {}
}
