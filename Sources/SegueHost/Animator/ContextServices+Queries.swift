import SegueABI

extension ContextServices {
    /// `operation`: which operation runs (present when refused).
    @inline(__always)
    static func operation(_ context: Context) -> Int32 {
        query(context, "operation", fallback: PluginOperation.present.raw) { $0.operation.raw }
    }

    /// `presentation_style`: the modal style of a present or dismiss, `none` for the others.
    static func presentationStyle(_ context: Context) -> Int32 {
        query(context, "presentation_style", fallback: PluginPresentationStyle.none.raw) { session in
            let modal = session.operation == .present || session.operation == .dismiss
            return PluginPresentationStyle(modal ? session.context.presentationStyle : nil).raw
        }
    }

    /// `is_animated` (false when refused), as the C `segue_slot_is_animated` hands over every
    /// call it cannot answer from the slot: the full call, with its refusal and the observer.
    static func checkedIsAnimated(_ context: Context) -> Bool {
        checkedQuery(context, "is_animated", fallback: false) { $0.isAnimated }
    }

    /// `is_interactive` (false when refused).
    @inline(__always)
    static func isInteractive(_ context: Context) -> Bool {
        query(context, "is_interactive", fallback: false) { $0.context.isInteractive }
    }

    /// `transition_was_cancelled` (false when refused).
    @inline(__always)
    static func transitionWasCancelled(_ context: Context) -> Bool {
        query(context, "transition_was_cancelled", fallback: false) { $0.context.transitionWasCancelled }
    }
}
