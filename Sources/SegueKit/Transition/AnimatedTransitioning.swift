import SegueEngine

/// An object that animates a transition (`UIViewControllerAnimatedTransitioning`): it reads the
/// context, adds the incoming view to the container, animates on the context's engine and calls
/// `completeTransition(_:)` when done.
public protocol AnimatedTransitioning: AnyObject {
    /// The transition's length in seconds; must be finite and non-negative.
    func transitionDuration(using context: ContextTransitioning?) -> Double
    /// Creates the transition's animations; must eventually call `context.completeTransition(_:)`.
    func animateTransition(using context: ContextTransitioning)
    /// Called once the transition has ended, with whether it completed.
    func animationEnded(_ transitionCompleted: Bool)
    /// The animator that drives the transition when it is interrupted or interactive, if this
    /// animator offers one; return the same object for the whole transition.
    func interruptibleAnimator(using context: ContextTransitioning) -> PropertyAnimator?
}

extension AnimatedTransitioning {
    /// Nothing to clean up by default.
    public func animationEnded(_ transitionCompleted: Bool) {}
    /// No interruptible animator by default.
    public func interruptibleAnimator(using context: ContextTransitioning) -> PropertyAnimator? { nil }
}

/// An object that drives a transition interactively (`UIViewControllerInteractiveTransitioning`).
public protocol InteractiveTransitioning: AnyObject {
    /// Takes over the transition: set up the animations and drive them with the context's
    /// `update`/`finish`/`cancel` calls.
    func startInteractiveTransition(_ context: ContextTransitioning)
    /// How fast the finishing or cancelling animation runs relative to normal speed.
    var completionSpeed: Double { get }
    /// The curve of the finishing or cancelling animation.
    var completionCurve: TimingCurve { get }
    /// Whether the transition starts under interactive control (false: it starts animating and
    /// interaction may pause it later).
    var wantsInteractiveStart: Bool { get }
}

extension InteractiveTransitioning {
    /// Normal speed by default.
    public var completionSpeed: Double { 1 }
    /// Ease in-out by default, as UIKit.
    public var completionCurve: TimingCurve { .easeInOut }
    /// Interactive from the start by default.
    public var wantsInteractiveStart: Bool { true }
}

/// Vends the objects that customise a presentation (`UIViewControllerTransitioningDelegate`).
/// Every member is optional; returning nil uses UIKit's behaviour.
public protocol TransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` from `presenting` (`source` called `present`).
    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> AnimatedTransitioning?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning?
    /// The interaction controller for a presentation animated by `animator`, if interactive.
    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    /// The interaction controller for a dismissal animated by `animator`, if interactive.
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    /// The presentation controller for a `.custom` presentation.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController?
}

extension TransitioningDelegate {
    /// No custom presentation animator by default.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> AnimatedTransitioning? { nil }
    /// No custom dismissal animator by default.
    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { nil }
    /// Not interactive by default.
    public func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    { nil }
    /// Not interactive by default.
    public func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        nil
    }
    /// The standard presentation controller by default.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { nil }
}
