import SegueEngine

/// The context UIKit hands an animator (`UIViewControllerContextTransitioning`'s private
/// implementation): the controllers, views and frames of one transition, its interactive state,
/// and `completeTransition(_:)`, which ends it exactly once.
///
/// Calls in the wrong state (a second `completeTransition`, `update` after `finish`, `finish`
/// after `cancel`…) change nothing and leave a diagnostic in the window's event log.
public final class TransitionContext: ContextTransitioning {
    /// The view the transition happens in.
    public let containerView: View
    /// The engine every animation of the transition runs on.
    public let engine: AnimationEngine
    /// Whether the transition is animated.
    public let isAnimated: Bool
    /// Whether an interaction controller drives the transition now.
    public internal(set) var isInteractive = false
    /// Whether the interaction was cancelled.
    public internal(set) var transitionWasCancelled = false
    /// The modal presentation style of a present or dismiss; `.none` for the other transitions.
    public let presentationStyle: ModalPresentationStyle
    /// A rotation the transition applies (identity here).
    public let targetTransform: AffineTransform

    /// Progress reported by the interaction, 0…1.
    public internal(set) var percentComplete = 0.0
    /// Whether the transition has ended (`completeTransition(_:)` was called).
    public internal(set) var isCompleted = false
    /// The duration the animator reported, once asked.
    public internal(set) var transitionDuration = 0.0

    private let controllers: [TransitionKey: ViewController]
    private let views: [TransitionKey: View]
    private let initialFrames: [ObjectIdentifier: Rect]
    private let finalFrames: [ObjectIdentifier: Rect]

    let events: TransitionEventLog
    /// The window's event log.
    public var eventLog: TransitionEventLog? { events }
    /// The animator running this transition (percent-driven interaction asks it to animate).
    let animationController: AnimatedTransitioning
    /// The interaction controller, when the transition is interactive.
    var interactionController: InteractiveTransitioning?
    /// Every animator the transition caused.
    let animations: TransitionAnimations
    /// Called once, by the first `completeTransition(_:)`.
    var completionHandler: ((Bool) -> Void)?
    /// Called after each change of `isInteractive` (finish, cancel, pause).
    var interactionChangeHandler: (() -> Void)?
    /// Whether interaction ended with `finish` or `cancel` and has not been paused since.
    private(set) var interactionEnded = false

    /// The frames of one controller: where its view starts and ends, in container coordinates.
    struct Frames {
        var initial: Rect
        var final: Rect
    }

    init(
        containerView: View, engine: AnimationEngine, events: TransitionEventLog,
        from: ViewController?, to: ViewController?, fromView: View?, toView: View?,
        frames: [(ViewController, Frames)], isAnimated: Bool, presentationStyle: ModalPresentationStyle,
        animationController: AnimatedTransitioning, targetTransform: AffineTransform = .identity
    ) {
        self.containerView = containerView
        self.engine = engine
        self.events = events
        var controllers: [TransitionKey: ViewController] = [:]
        controllers[.from] = from
        controllers[.to] = to
        self.controllers = controllers
        var views: [TransitionKey: View] = [:]
        views[.from] = fromView
        views[.to] = toView
        self.views = views
        var initial: [ObjectIdentifier: Rect] = [:]
        var final: [ObjectIdentifier: Rect] = [:]
        for (controller, frame) in frames {
            initial[ObjectIdentifier(controller)] = frame.initial
            final[ObjectIdentifier(controller)] = frame.final
        }
        self.initialFrames = initial
        self.finalFrames = final
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        self.animationController = animationController
        self.targetTransform = targetTransform
        self.animations = TransitionAnimations(engine: engine)
    }

    public func viewController(forKey key: TransitionKey) -> ViewController? { controllers[key] }

    public func view(forKey key: TransitionKey) -> View? { views[key] }

    public func initialFrame(for viewController: ViewController) -> Rect {
        initialFrames[ObjectIdentifier(viewController)] ?? .zero
    }

    public func finalFrame(for viewController: ViewController) -> Rect {
        finalFrames[ObjectIdentifier(viewController)] ?? .zero
    }

    // MARK: Interaction

    public func updateInteractiveTransition(_ percentComplete: Double) {
        guard percentComplete.isFinite else {
            events.diagnose(
                "context.updateInteractiveTransition(_:) got \(percentComplete); ignored (pass a finite fraction "
                    + "between 0 and 1)"
            )
            return
        }
        guard !isCompleted, isInteractive else {
            events.diagnose(
                "context.updateInteractiveTransition(_:) after the interaction "
                    + "\(isCompleted ? "completed" : "ended"); ignored (pause the transition first to scrub it again)"
            )
            return
        }
        self.percentComplete = min(max(percentComplete, 0), 1)
        events.record(.context(.updateInteractiveTransition(percentComplete: self.percentComplete)))
    }

    public func finishInteractiveTransition() {
        guard endInteraction("context.finishInteractiveTransition()") else { return }
        transitionWasCancelled = false
        events.record(.context(.finishInteractiveTransition(percentComplete: percentComplete)))
        interactionChangeHandler?()
    }

    public func cancelInteractiveTransition() {
        guard endInteraction("context.cancelInteractiveTransition()") else { return }
        transitionWasCancelled = true
        events.record(.context(.cancelInteractiveTransition(percentComplete: percentComplete)))
        interactionChangeHandler?()
    }

    public func pauseInteractiveTransition() {
        guard !isCompleted else {
            events.diagnose("context.pauseInteractiveTransition() after the transition completed; ignored")
            return
        }
        guard !isInteractive else { return }
        isInteractive = true
        interactionEnded = false
        transitionWasCancelled = false
        events.record(.context(.pauseInteractiveTransition(percentComplete: percentComplete)))
        interactionChangeHandler?()
    }

    public func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else {
            events.diagnose(
                "context.\(AnimatorContractCall.completeTransition.name(for: animationController)) was called a "
                    + "second time (with \(didComplete)); ignored, the transition had already ended"
            )
            return
        }
        if didComplete && transitionWasCancelled {
            let (complete, cancelled) = (
                AnimatorContractCall.completeTransition.name(for: animationController),
                AnimatorContractCall.transitionWasCancelled.name(for: animationController)
            )
            events.diagnose(
                "context.\(complete) with true after the interaction was cancelled; the animator should pass "
                    + "!\(cancelled)"
            )
        }
        isCompleted = true
        isInteractive = false
        events.record(.context(.completeTransition(completed: didComplete)))
        let handler = completionHandler
        completionHandler = nil
        handler?(didComplete)
    }

    /// Ends the transition without `completeTransition(_:)` and without its handler (its window
    /// went away): it counts as over and cancelled, so later calls are ignored with diagnostics.
    func abandon() {
        isCompleted = true
        isInteractive = false
        transitionWasCancelled = true
        completionHandler = nil
    }

    /// Whether `call` (finish or cancel) may end the interaction now; diagnoses when not.
    private func endInteraction(_ call: String) -> Bool {
        if isCompleted {
            events.diagnose("\(call) after the transition completed; ignored")
            return false
        }
        if interactionEnded {
            events.diagnose(
                "\(call) after the interaction already \(transitionWasCancelled ? "cancelled" : "finished"); ignored")
            return false
        }
        guard isInteractive else {
            events.diagnose("\(call) while the transition is not interactive; ignored (pause it first)")
            return false
        }
        interactionEnded = true
        isInteractive = false
        return true
    }
}
