import SegueEngine

/// One modal presentation or dismissal (the seeds' "custom animation sequence"), built on
/// `TransitionRun`: who takes part, and the steps of UIKit's sequence that involve them. The
/// entry points, `present` and `dismiss`, read as the documented sequence.
struct ModalTransition {
    /// The controller presented, or being dismissed.
    let presented: ViewController
    /// The controller it is presented from.
    let presenter: ViewController
    /// The presentation's controller.
    let controller: PresentationController
    /// The presentation's container view.
    let container: View
    /// The window's event log.
    let events: TransitionEventLog
    /// Whether the transition is animated.
    let animated: Bool

    /// Whether the presenter's view leaves the hierarchy while presented.
    var removesPresenter: Bool { controller.shouldRemovePresentersView }

    /// Asks the transitioning delegate for the animator and, when one came back and the
    /// transition is animated, the interaction controller, logging each question.
    func askDelegate(
        animator vend: (TransitioningDelegate) -> AnimatedTransitioning?, logged: TransitioningDelegateCall,
        interaction vendInteraction: (TransitioningDelegate, AnimatedTransitioning) -> InteractiveTransitioning?,
        loggedInteraction: TransitioningDelegateCall
    ) -> VendedAnimators {
        var vended = VendedAnimators()
        guard let delegate = presented.transitioningDelegate,
            VendedAnimators.areAsked(animated: animated, style: controller.presentationStyle)
        else { return vended }
        events.record(.delegate(logged))
        vended.animator = vend(delegate)
        if animated, let animator = vended.animator {
            events.record(.delegate(loggedInteraction))
            vended.interaction = vendInteraction(delegate, animator)
        }
        return vended
    }

    /// A run of `animator` on `context` with the presenter and the presented controller as participants.
    func run(_ context: TransitionContext, animator: AnimatedTransitioning, vended: VendedAnimators, in window: Window)
        -> TransitionRun
    {
        TransitionRun(
            window: window, context: context, animator: animator, interaction: vended.interaction,
            logsAnimator: !(animator is UnanimatedTransition), participants: [presenter, presented])
    }
}
