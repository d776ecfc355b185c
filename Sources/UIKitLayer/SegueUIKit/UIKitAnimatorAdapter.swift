import SeguePluginSDK

/// An exported UIKit animator as the SDK's animator: each host call runs inside a host session, the UIKit
/// animator (vended by the delegate for the operation, once per transition) gets a UIKit context.
///
/// [main thread]
final class UIKitAnimatorAdapter<Slot: ExportSlot>: SegueAnimator {
    static var info: AnimatorInfo { UIKitPlugin.animators[Slot.index].info }

    /// The delegate, when the export is a delegate.
    private let delegate: UIViewControllerTransitioningDelegate?
    /// The animator, when the export is a bare animator.
    private let bareAnimator: UIViewControllerAnimatedTransitioning?
    /// The animator running the current transition, kept alive until it ends.
    private var vended: UIViewControllerAnimatedTransitioning?
    /// What the animator answered with a context, by operation.
    private var answered: [Int32: Double] = [:]
    /// The operation of the latest transition.
    private var lastOperation: SeguePluginSDK.Operation = .present
    /// The scope of the current transition's context.
    private var scope: HostSession.Scope?

    init(parameters: ParameterValues) {
        switch UIKitPlugin.animators[Slot.index].source {
        case .delegate(let make):
            delegate = make()
            bareAnimator = nil
        case .animator(let make):
            delegate = nil
            bareAnimator = make()
        }
    }

    func transitionDuration(_ context: TransitionContext?) -> Double {
        // Asked without a context: the running transition's animator, else the last operation's (a presentation's
        // before any), since a delegate's animators may differ by direction.
        // Code written for iOS may answer 0 without a context (UIKit asks with one): the answer its animator gave
        // with a context for that operation stands for it.
        guard let context else {
            if let known = answered[lastOperation.rawValue] { return known }
            let animator = vended ?? bareAnimator ?? delegateAnimator(for: lastOperation) ?? CoverVerticalFallback()
            let seconds = animator.transitionDuration(using: nil)
            return seconds.isFinite ? seconds : 0
        }
        return run(in: context) { uikit in
            let seconds = animator(for: context).transitionDuration(using: uikit)
            let finite = seconds.isFinite ? seconds : 0
            answered[context.operation.rawValue] = finite
            return finite
        }
    }

    func animateTransition(_ context: TransitionContext) throws(ServiceError) {
        run(in: context) { uikit in animator(for: context).animateTransition(using: uikit) }
    }

    func animationEnded(_ completed: Bool) {
        let ended = vended
        vended = nil
        if let scope {
            HostSession.run(in: scope) { ended?.animationEnded(completed) }
        } else {
            ended?.animationEnded(completed)
        }
        scope = nil
    }

    /// Runs `body` in the scope of `context` (a new epoch when it is a new context), with its UIKit context.
    private func run<Result>(in context: TransitionContext, _ body: (HostTransitionContext) -> Result) -> Result {
        if scope?.context.raw != context.raw { scope = HostSession.scope(for: context) }
        let scope = scope!
        return HostSession.run(in: scope) { body(HostTransitionContext(scope: scope)) }
    }

    /// The UIKit animator for this transition: the bare one, the delegate's for the operation, or UIKit's
    /// built-in cover-vertical when the delegate answers nil (as iOS falls back to the style's animator).
    private func animator(for context: TransitionContext) -> UIViewControllerAnimatedTransitioning {
        if let vended { return vended }
        lastOperation = context.operation
        let chosen = bareAnimator ?? delegateAnimator(for: context.operation) ?? CoverVerticalFallback()
        vended = chosen
        return chosen
    }

    /// What the delegate vends for `operation`.
    private func delegateAnimator(for operation: SeguePluginSDK.Operation) -> UIViewControllerAnimatedTransitioning? {
        guard let delegate else { return nil }
        let presented = ControllerDirectory.controller(for: .presented)
        let presenting = ControllerDirectory.controller(for: .presenting)
        if operation.bringsViewIn {
            return delegate.animationController(forPresented: presented, presenting: presenting, source: presenting)
        }
        return delegate.animationController(forDismissed: presented)
    }
}
