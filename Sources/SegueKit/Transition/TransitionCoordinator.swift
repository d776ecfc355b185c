import SegueEngine

/// What alongside animations and their completions learn about the transition
/// (`UIViewControllerTransitionCoordinatorContext`).
public protocol TransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The modal presentation style of a present or dismiss; `.none` for transitions that are
    /// not modal presentations (the header comment of UIViewControllerTransitionCoordinator.h).
    var presentationStyle: ModalPresentationStyle { get }
    /// Whether the transition started under interactive control.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (its animator offers an interruptible animator).
    var isInterruptible: Bool { get }
    /// Whether interaction drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the interaction was cancelled.
    var isCancelled: Bool { get }
    /// The transition's duration in seconds.
    var transitionDuration: Double { get }
    /// How far the transition is, 0…1.
    var percentComplete: Double { get }
    /// The speed the transition completes at after interaction ends (the interaction's completion speed).
    var completionVelocity: Double { get }
    /// The curve the transition completes on after interaction ends.
    var completionCurve: TimingCurve { get }
    /// The view the transition runs in.
    var containerView: View { get }
    /// A rotation the transition applies (identity unless the container rotates).
    var targetTransform: AffineTransform { get }
    /// The controller on side `key`.
    func viewController(forKey key: TransitionKey) -> ViewController?
    /// The view on side `key`, when the animator may touch it.
    func view(forKey key: TransitionKey) -> View?
}

/// Runs animations alongside a transition and tells about its end
/// (`UIViewControllerTransitionCoordinator`). It exists only while its transition runs: ask a
/// controller's `transitionCoordinator` during `viewWillAppear`, a presentation controller's
/// `presentationTransitionWillBegin`, or `viewWillTransition(to:with:)`.
public final class TransitionCoordinator: TransitionCoordinatorContext {
    private enum Phase { case pending, running, ended }

    private let context: TransitionContext
    private var phase = Phase.pending
    private var startTime = 0.0
    private var queued:
        [(
            view: View?, animation: ((TransitionCoordinatorContext) -> Void)?,
            completion: ((TransitionCoordinatorContext) -> Void)?
        )] = []
    private var completions: [(TransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(TransitionCoordinatorContext) -> Void] = []
    /// The curve alongside animations follow (the transition's).
    var alongsideCurve: TimingCurve = .easeInOut
    /// Whether the transition started interactively.
    var startedInteractively = false

    init(context: TransitionContext) {
        self.context = context
    }

    /// The context of the transition it coordinates (for hosts that hand a presentation
    /// controller plugin the running transition's queries).
    public var transitionContext: TransitionContext { context }

    // MARK: Context

    public var isAnimated: Bool { context.isAnimated }
    public var presentationStyle: ModalPresentationStyle { context.presentationStyle }
    public var initiallyInteractive: Bool { startedInteractively }
    public var isInterruptible: Bool {
        context.interactionController != nil || context.animations.members.contains { $0.animator.isInterruptible }
    }
    public var isInteractive: Bool { context.isInteractive }
    public var isCancelled: Bool { context.transitionWasCancelled }
    public var transitionDuration: Double { context.transitionDuration }
    public var percentComplete: Double {
        if context.isCompleted { return context.transitionWasCancelled ? 0 : 1 }
        if context.interactionController != nil { return context.percentComplete }
        guard context.transitionDuration > 0, phase != .pending else { return 0 }
        return min(max((context.engine.currentTime - startTime) / context.transitionDuration, 0), 1)
    }
    public var completionVelocity: Double { context.interactionController?.completionSpeed ?? 1 }
    public var completionCurve: TimingCurve { context.interactionController?.completionCurve ?? alongsideCurve }
    public var containerView: View { context.containerView }
    public var targetTransform: AffineTransform { context.targetTransform }
    public func viewController(forKey key: TransitionKey) -> ViewController? { context.viewController(forKey: key) }
    public func view(forKey key: TransitionKey) -> View? { context.view(forKey: key) }

    // MARK: Alongside animations

    /// Runs `animation` alongside the transition, on the same timeline with the same duration and
    /// curve (at once when the transition already runs, over its remaining time), and
    /// `completion` when the transition ends; false when the transition is over.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((TransitionCoordinatorContext) -> Void)?,
        completion: ((TransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        enqueue(view: nil, animation: animation, completion: completion)
    }

    /// Like `animate(alongsideTransition:completion:)` for animations of `view`, which may lie
    /// outside the transition's container.
    @discardableResult
    public func animateAlongsideTransition(
        in view: View?,
        animation: ((TransitionCoordinatorContext) -> Void)?,
        completion: ((TransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        enqueue(view: view, animation: animation, completion: completion)
    }

    /// Calls `handler` each time interaction ends (finish or cancel) or resumes (pause).
    public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: Driven by the transition

    private func enqueue(
        view: View?, animation: ((TransitionCoordinatorContext) -> Void)?,
        completion: ((TransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        switch phase {
        case .ended:
            context.events.diagnose(
                "coordinator.animate(alongsideTransition:completion:) after the transition ended; ignored")
            return false
        case .pending:
            queued.append((view, animation, completion))
        case .running:
            if let completion { completions.append(completion) }
            if let animation { run(animation) }
        }
        return true
    }

    /// Starts the queued alongside animations (called once the animator has started).
    func startAlongsideAnimations() {
        guard phase == .pending else { return }
        phase = .running
        startTime = context.engine.currentTime
        let blocks = queued
        queued.removeAll()
        for block in blocks {
            if let completion = block.completion { completions.append(completion) }
            if let animation = block.animation { run(animation) }
        }
    }

    private func run(_ animation: @escaping (TransitionCoordinatorContext) -> Void) {
        let events = context.events
        guard context.isAnimated, context.transitionDuration > 0, !context.isCompleted else {
            events.record(.coordinator(.alongsideAnimation(animated: false)))
            animation(self)
            return
        }
        let remaining = max(context.transitionDuration - (context.engine.currentTime - startTime), 0)
        // Added while the transition runs, from anywhere: still on its window's behalf.
        context.animations.onBehalfOfWindow {
            context.engine.animate(withDuration: remaining, curve: alongsideCurve) { [self] in
                events.record(.coordinator(.alongsideAnimation(animated: true)))
                animation(self)
            }
        }
    }

    /// Tells the interaction-change handlers (after finish, cancel or pause).
    func interactionDidChange() {
        context.events.record(
            .coordinator(
                .interactionChanged(interactive: context.isInteractive, cancelled: context.transitionWasCancelled)))
        for handler in interactionHandlers { handler(self) }
    }

    /// Ends the coordinator: alongside animations never started run unanimated, then every
    /// completion runs once with the final state.
    func end() {
        if phase == .pending { startAlongsideAnimations() }
        phase = .ended
        let handlers = completions
        completions.removeAll()
        for handler in handlers {
            context.events.record(.coordinator(.alongsideCompletion(cancelled: context.transitionWasCancelled)))
            handler(self)
        }
        interactionHandlers.removeAll()
    }

    /// Ends the coordinator of an abandoned transition: nothing queued, completing or watching
    /// interaction runs (their closures, and what they capture, are let go).
    func abandon() {
        phase = .ended
        queued.removeAll()
        completions.removeAll()
        interactionHandlers.removeAll()
    }
}
