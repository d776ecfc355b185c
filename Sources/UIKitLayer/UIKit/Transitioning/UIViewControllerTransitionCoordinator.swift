internal import SeguePluginSDK

/// What a coordinator's blocks are told about the transition (UIViewControllerTransitionCoordinatorContext).
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether it animates.
    var isAnimated: Bool { get }
    /// The presentation style.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether it started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether an interaction drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
    /// Its duration.
    var transitionDuration: TimeInterval { get }
    /// How far it is.
    var percentComplete: CGFloat { get }
    /// The speed it completes at.
    var completionVelocity: CGFloat { get }
    /// The curve it completes on.
    var completionCurve: UIView.AnimationCurve { get }
    /// The container.
    var containerView: UIView { get }
    /// The rotation (identity).
    var targetTransform: CGAffineTransform { get }
    /// The controller on side `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view on side `key`.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs animations alongside a transition (UIViewControllerTransitionCoordinator).
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation`'s changes with the transition's own timing (scrubbed, finished and cancelled with it)
    /// and `completion` when it ends; true when it was queued.
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// The same for views outside the container (there are none in Segue's scene: runs as `animate`).
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Told when an interaction ends (the host does not report it to plugins: never called).
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition with no completion (Apple's `completion` defaults to nil).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?)
        -> Bool
    {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of the transition the host is running, over the current context.
final class HostCoordinator: UIViewControllerTransitionCoordinator {
    /// The host call's scope.
    private let scope: HostSession.Scope
    /// Set when the alongside animation ended cancelled.
    private var cancelled: Bool?

    private init(scope: HostSession.Scope) { self.scope = scope }

    /// The coordinator of the running transition, nil when none runs (as on iOS outside a transition).
    static func current() -> HostCoordinator? {
        guard let scope = HostSession.current else { return nil }
        // Transition queries fail outside a transition (a presentation hook called for a size change).
        guard (try? scope.context.viewController(forKey: .to)) != nil else { return nil }
        return HostCoordinator(scope: scope)
    }

    private var context: TransitionContext { scope.context }
    var isAnimated: Bool { context.isAnimated }
    var presentationStyle: UIModalPresentationStyle { UIModalPresentationStyle(scope.presentationStyle) }
    var initiallyInteractive: Bool { context.isInteractive }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { cancelled ?? context.transitionWasCancelled }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var containerView: UIView { HostContainer.view }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        HostTransitionContext(scope: scope).viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        HostTransitionContext(scope: scope).view(forKey: key)
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        let capture = AnimationCapture.capturing { animation?(self) }
        let started = HostAnimations.startAlongside(capture.targets()) { completed in
            self.cancelled = !completed
            completion?(self)
        }
        return started != nil
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}
}
