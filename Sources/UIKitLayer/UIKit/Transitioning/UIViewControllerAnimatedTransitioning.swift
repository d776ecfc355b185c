/// An animator: how long the transition takes and how it runs (UIViewControllerAnimatedTransitioning).
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// Seconds the transition takes.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the transition; must call `transitionContext.completeTransition(_:)` once.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// The interruptible animator driving the transition (optional on iOS).
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    /// Told after the transition ended (optional on iOS).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// iOS asks only animators that implement it; Segue runs `animateTransition(using:)` instead. Calling this
    /// default is a programming error on iOS too.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        HostSession.warnOnce("interruptibleAnimator(using:) is not implemented by this animator")
        return UIViewPropertyAnimator(duration: 0, curve: .linear, animations: nil)
    }

    /// Nothing to clean up by default.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a transition interactively (UIViewControllerInteractiveTransitioning).
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// The completion speed.
    var completionSpeed: CGFloat { get }
    /// The completion curve.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether it wants to start interactively.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// UIKit's default: 1.
    public var completionSpeed: CGFloat { 1 }
    /// UIKit's default: ease in and out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// UIKit's default: true.
    public var wantsInteractiveStart: Bool { true }
}

/// UIKit's percent-driven interaction controller. Segue's host drives interactions (its gesture scripts and
/// interaction plugins); a UIKit interaction controller is not exported as a plugin yet, so these calls are
/// kept and answer as on iOS but drive nothing.
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How fast the transition finishes after release.
    open var completionSpeed: CGFloat = 1
    /// The curve it finishes on.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether it starts interactively.
    open var wantsInteractiveStart = true
    /// The transition's duration.
    open private(set) var duration: CGFloat = 0
    /// The fraction reached.
    open private(set) var percentComplete: CGFloat = 0
    /// The timing curve (kept).
    open var timingCurve: UITimingCurveProvider?
    /// Starts (the host starts interactions).
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {}
    /// Moves the transition to `percentComplete`.
    open func update(_ percentComplete: CGFloat) { self.percentComplete = min(max(percentComplete, 0), 1) }
    /// Cancels.
    open func cancel() {}
    /// Finishes.
    open func finish() {}
    /// Pauses.
    open func pause() {}
}
