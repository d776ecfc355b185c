import SegueEngine
import SegueKit

/// Stands between an animator and its context to see the tree at the moment the animator
/// completes: UIKit's contract is that a finished dismissal's from-view is already out of the
/// container then (SegueKit tidies up afterwards, which would hide an animator that forgets);
/// and to see when it completes, against the animations the transition started.
final class CompletionWitness: AnimatedTransitioning, NamesContractCalls {
    private let animator: AnimatedTransitioning
    private var proxies: [ObjectIdentifier: WitnessedContext] = [:]
    private var watch: TransitionAnimationWatch?
    /// Views the animator left in the container when it completed a dismissal, by name.
    private(set) var leftBehind: [String] = []
    /// Engine time at which the animator was asked to animate, once it was.
    private(set) var animationStart: Double?
    /// Every `completeTransition(_:)` the animator made, in order.
    private(set) var completions: [CompletionRecord] = []

    /// One call of `completeTransition(_:)` and what stood around it.
    struct CompletionRecord {
        /// Engine time of the call.
        let time: Double
        /// The flag it passed.
        let didComplete: Bool
        /// What `transitionWasCancelled` answered at that moment.
        let wasCancelled: Bool
        /// The transition's animations still short of their end then.
        let inFlight: Int
        /// When its last animation ended, when none was in flight and some had run.
        let lastAnimationEnd: Double?
    }

    init(_ animator: AnimatedTransitioning) {
        self.animator = animator
    }

    private func proxy(for context: ContextTransitioning) -> WitnessedContext {
        if let existing = proxies[ObjectIdentifier(context)] { return existing }
        let made = WitnessedContext(context) { [unowned self] context, didComplete in
            completions.append(
                CompletionRecord(
                    time: context.engine.currentTime, didComplete: didComplete,
                    wasCancelled: context.transitionWasCancelled,
                    inFlight: watch?.inFlight ?? 0, lastAnimationEnd: watch?.lastEnd))
            if didComplete, let from = context.view(forKey: .from), from.isDescendant(of: context.containerView),
                context.viewController(forKey: .from)?.presentingViewController != nil
            {
                leftBehind.append(from.name)
            }
        }
        proxies[ObjectIdentifier(context)] = made
        return made
    }

    func name(of call: AnimatorContractCall) -> String { call.name(for: animator) }

    func transitionDuration(using context: ContextTransitioning?) -> Double {
        animator.transitionDuration(using: context.map(proxy(for:)))
    }

    func animateTransition(using context: ContextTransitioning) {
        startWatching(context)
        animator.animateTransition(using: proxy(for: context))
    }

    /// Notes when the transition's animations begin (animate_transition, or for an interactive
    /// transition of an interruptible animator, interruptible_animation) and watches them.
    private func startWatching(_ context: ContextTransitioning) {
        guard watch == nil else { return }
        animationStart = context.engine.currentTime
        watch = TransitionAnimationWatch(context.engine)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        watch?.stop()
        animator.animationEnded(transitionCompleted)
        // The contexts hold this witness as their animator; letting them go breaks the cycle.
        proxies.removeAll()
    }

    func interruptibleAnimator(using context: ContextTransitioning) -> PropertyAnimator? {
        startWatching(context)
        return animator.interruptibleAnimator(using: proxy(for: context))
    }
}

/// A context that forwards everything and reports `completeTransition` first.
private final class WitnessedContext: ContextTransitioning {
    let base: ContextTransitioning
    let onComplete: (ContextTransitioning, Bool) -> Void

    init(_ base: ContextTransitioning, onComplete: @escaping (ContextTransitioning, Bool) -> Void) {
        self.base = base
        self.onComplete = onComplete
    }

    var containerView: View { base.containerView }
    var engine: AnimationEngine { base.engine }
    var isAnimated: Bool { base.isAnimated }
    var isInteractive: Bool { base.isInteractive }
    var transitionWasCancelled: Bool { base.transitionWasCancelled }
    var presentationStyle: ModalPresentationStyle { base.presentationStyle }
    var targetTransform: AffineTransform { base.targetTransform }
    var eventLog: TransitionEventLog? { base.eventLog }
    func viewController(forKey key: TransitionKey) -> ViewController? { base.viewController(forKey: key) }
    func view(forKey key: TransitionKey) -> View? { base.view(forKey: key) }
    func initialFrame(for viewController: ViewController) -> Rect { base.initialFrame(for: viewController) }
    func finalFrame(for viewController: ViewController) -> Rect { base.finalFrame(for: viewController) }
    func updateInteractiveTransition(_ percentComplete: Double) { base.updateInteractiveTransition(percentComplete) }
    func finishInteractiveTransition() { base.finishInteractiveTransition() }
    func cancelInteractiveTransition() { base.cancelInteractiveTransition() }
    func pauseInteractiveTransition() { base.pauseInteractiveTransition() }
    func completeTransition(_ didComplete: Bool) {
        onComplete(base, didComplete)
        base.completeTransition(didComplete)
    }
}
