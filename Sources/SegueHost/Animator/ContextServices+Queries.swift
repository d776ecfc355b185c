import SegueABI

extension ContextServices {
    /// `operation`: which operation runs.
    @inline(__always)
    static func operation(_ session: PluginTransitionSession) -> Int32 {
        session.operation.raw
    }

    /// `presentation_style`: the modal style of a present or dismiss, `none` for the others.
    static func presentationStyle(_ session: PluginTransitionSession) -> Int32 {
        let modal = session.operation == .present || session.operation == .dismiss
        return PluginPresentationStyle(modal ? session.context.presentationStyle : nil).rawValue
    }

    /// `is_animated`, as the C `segue_slot_is_animated` hands over every call it cannot answer
    /// from the slot (`checkedIsAnimated`).
    static func isAnimated(_ session: PluginTransitionSession) -> Bool {
        session.isAnimated
    }

    /// `is_interactive`.
    @inline(__always)
    static func isInteractive(_ session: PluginTransitionSession) -> Bool {
        session.context.isInteractive
    }

    /// `log_threshold` (1.2): the lowest level the plugin's host keeps, as `segue_host_t`'s
    /// `log_threshold` answers it.
    static func logThreshold(_ session: PluginTransitionSession) -> Int32 {
        session.owner.logThreshold
    }

    /// `transition_was_cancelled`.
    @inline(__always)
    static func transitionWasCancelled(_ session: PluginTransitionSession) -> Bool {
        session.context.transitionWasCancelled
    }
}
