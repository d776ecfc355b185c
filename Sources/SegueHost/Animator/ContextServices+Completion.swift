import SegueABI

extension ContextServices {
    /// `complete_transition`: ends the transition, once, while it animates.
    static func completeTransition(_ context: Context, _ didComplete: Bool) -> segue_status_t {
        call(context, "complete_transition", allowedIn: [.animating], reentry: .mayEndTransition) { session in
            session.state = .ended
            session.context.completeTransition(didComplete)
        }
    }
}
