import SegueABI

extension ContextServices {
    /// `complete_transition`: ends the transition, once, while it animates (the state is checked
    /// before; it refuses nothing else, but throws as every status service does).
    static func completeTransition(_ session: PluginTransitionSession, _ didComplete: Bool) throws(ServiceRefusal) {
        session.state = .ended
        session.context.completeTransition(didComplete)
    }
}
