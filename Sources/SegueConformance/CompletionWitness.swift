import SegueEngine
import SegueKit

/// Stands between an animator and its context to see the tree at the moment the animator
/// completes: UIKit's contract is that a finished dismissal's from-view is already out of the
/// container then (SegueKit tidies up afterwards, which would hide an animator that forgets).
final class CompletionWitness: AnimatedTransitioning, NamesContractCalls {
    private let animator: AnimatedTransitioning
    private var proxies: [ObjectIdentifier: WitnessedContext] = [:]
    /// Views the animator left in the container when it completed a dismissal, by name.
    private(set) var leftBehind: [String] = []

    init(_ animator: AnimatedTransitioning) {
        self.animator = animator
    }

    private func proxy(for context: ContextTransitioning) -> WitnessedContext {
        if let existing = proxies[ObjectIdentifier(context)] { return existing }
        let made = WitnessedContext(context) { [unowned self] context, didComplete in
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

    func animateTransition(using context: ContextTransitioning) { animator.animateTransition(using: proxy(for: context)) }

    func animationEnded(_ transitionCompleted: Bool) {
        animator.animationEnded(transitionCompleted)
        // The contexts hold this witness as their animator; letting them go breaks the cycle.
        proxies.removeAll()
    }

    func interruptibleAnimator(using context: ContextTransitioning) -> PropertyAnimator? {
        animator.interruptibleAnimator(using: proxy(for: context))
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
