import SegueEngine

/// What an animator knows about the transition it runs (`UIViewControllerContextTransitioning`).
/// Read it afresh whenever needed; do not cache its answers.
public protocol ContextTransitioning: AnyObject {
    /// The view the transition happens in; animators add the incoming view to it.
    var containerView: View { get }
    /// The engine every animation of the transition must run on (Segue's addition: UIKit's
    /// animations are global, Segue's belong to an engine).
    var engine: AnimationEngine { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives it right now.
    var isInteractive: Bool { get }
    /// Whether the interaction was cancelled (the animator must then complete with `false`).
    var transitionWasCancelled: Bool { get }
    /// The modal presentation style of a present or dismiss; `.none` for navigation, tab and
    /// resize transitions, which are not modal presentations.
    var presentationStyle: ModalPresentationStyle { get }
    /// A rotation the transition applies (identity unless the container rotates).
    var targetTransform: AffineTransform { get }
    /// The controller on side `key`.
    func viewController(forKey key: TransitionKey) -> ViewController?
    /// The view the animator adds (`.to`) or removes (`.from`); nil when the animator must not touch it.
    func view(forKey key: TransitionKey) -> View?
    /// Where `viewController`'s view starts, in container coordinates (zero when unknown).
    func initialFrame(for viewController: ViewController) -> Rect
    /// Where `viewController`'s view ends, in container coordinates (zero when it is removed).
    func finalFrame(for viewController: ViewController) -> Rect
    /// Reports interactive progress, 0…1.
    func updateInteractiveTransition(_ percentComplete: Double)
    /// Reports that interaction ended and the transition will finish.
    func finishInteractiveTransition()
    /// Reports that interaction ended and the transition will be undone.
    func cancelInteractiveTransition()
    /// Reports that interaction took over a running transition again.
    func pauseInteractiveTransition()
    /// Ends the transition; call exactly once, with `!transitionWasCancelled` as a rule.
    func completeTransition(_ didComplete: Bool)
    /// The window's event log, where hosts wrapping foreign animators (plugins) report what
    /// those animators did wrong; nil for contexts outside a window.
    var eventLog: TransitionEventLog? { get }
}

extension ContextTransitioning {
    /// No event log by default.
    public var eventLog: TransitionEventLog? { nil }
}
