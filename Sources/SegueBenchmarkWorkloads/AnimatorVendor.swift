import SegueKit

/// A transitioning delegate that hands out whatever animator it was last given, for both
/// presentation and dismissal: the benchmarks swap the animator per transition.
public final class AnimatorVendor: TransitioningDelegate {
    /// The animator the next transition uses; nil leaves it to the built-in animator.
    public var animator: AnimatedTransitioning?

    /// The animator, for a presentation.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    )
        -> AnimatedTransitioning?
    {
        animator
    }

    /// The animator, for a dismissal.
    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { animator }
}
