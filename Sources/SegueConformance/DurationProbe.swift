import SegueEngine
import SegueKit

/// Stands between an animator and SegueKit to ask the duration several times with the live
/// context, when the transition starts: an animator may answer differently with a context than
/// without one, and both answers must follow the rules.
final class DurationProbe: AnimatedTransitioning, NamesContractCalls {
    private let animator: AnimatedTransitioning
    /// Every duration asked with a context, in order.
    private(set) var answersWithContext: [Double] = []

    init(_ animator: AnimatedTransitioning) {
        self.animator = animator
    }

    func transitionDuration(using context: ContextTransitioning?) -> Double {
        animator.transitionDuration(using: context)
    }

    func animateTransition(using context: ContextTransitioning) {
        answersWithContext += (0..<3).map { _ in animator.transitionDuration(using: context) }
        animator.animateTransition(using: context)
    }

    func animationEnded(_ transitionCompleted: Bool) { animator.animationEnded(transitionCompleted) }

    func interruptibleAnimator(using context: ContextTransitioning) -> PropertyAnimator? {
        animator.interruptibleAnimator(using: context)
    }

    /// The wrapped animator's spelling, so SegueKit's diagnostics name a C plugin's calls as C.
    func name(of call: AnimatorContractCall) -> String { call.name(for: animator) }
}
