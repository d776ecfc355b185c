import CSegueProcess
import SegueABI

#if canImport(Glibc)
    import Glibc
#endif

extension ContextServices {
    /// The states in which everything but `complete_transition` is allowed (computed: a stored
    /// static would cost a lazy-initialisation check on every service call).
    static var active: PluginTransitionSession.States { [.preparing, .animating, .presenting] }
    /// The states of a transition's own calls (`animate`, `animate_keyframes`): not presenting.
    static var inTransition: PluginTransitionSession.States { [.preparing, .animating] }

    /// Whether a service can end the transition it serves while it runs (and so drop the last
    /// reference to its session): `complete_transition`, and the animation services, whose
    /// zero-length animations may run a plugin's completion at once.
    enum Reentry {
        /// The service runs no plugin code and completes nothing: the slot's occupancy keeps
        /// the session alive, so the call holds no reference of its own.
        case none
        /// The service may end the transition: the call holds the session until it returns.
        case mayEndTransition
    }

    /// Runs `body` for the session behind `context` if the call comes on the session's thread and
    /// is allowed in its state. Every error answer is also a structured refusal (PluginRefusalLog)
    /// and a diagnostic of the animator, delivered on the session's thread.
    @inline(__always)
    static func call(
        _ context: Context, _ name: String, allowedIn states: PluginTransitionSession.States, reentry: Reentry = .none,
        _ body: (PluginTransitionSession) throws(ServiceRefusal) -> Void
    ) -> segue_status_t {
        // First, before the session is touched: from another thread only the slot is read (the
        // session's thread may be freeing the session meanwhile), and the diagnostic waits for it.
        let thread = segue_slot_thread(context)
        if thread != segue_current_thread(), thread != 0 {
            refuseOffThread(name, at: context, sessionThread: thread)
            return PluginStatus.wrongState.raw
        }
        guard let occupant = ContextSlots.occupant(at: context) else {
            refuseUnknownContext(name)
            return PluginStatus.invalidArgument.raw
        }
        switch reentry {
        case .none:
            // A session frees its slot in its deinit, so while the slot names it, it is alive.
            return occupant._withUnsafeGuaranteedRef { session in checkedCall(session, name, allowedIn: states, body) }
        case .mayEndTransition:
            let session = occupant.takeUnretainedValue()
            return withExtendedLifetime(session) { checkedCall(session, name, allowedIn: states, body) }
        }
    }

    /// `call` once the session is found on its thread: the observer, the state, then `body`.
    @inline(__always)
    private static func checkedCall(
        _ session: PluginTransitionSession, _ name: String, allowedIn states: PluginTransitionSession.States,
        _ body: (PluginTransitionSession) throws(ServiceRefusal) -> Void
    ) -> segue_status_t {
        PluginCalls.serving(name) { () -> segue_status_t in
            guard states.allow(session.state) else {
                refuseInState(name, in: session)
                return PluginStatus.wrongState.raw
            }
            do throws(ServiceRefusal) {
                try body(session)
                return PluginStatus.ok.raw
            } catch {
                refuse(name, error, in: session)
                return error.status.raw
            }
        }
    }

    /// Reports a refused call as the animator's diagnostic.
    @inline(never)
    private static func refuse(_ name: String, _ error: ServiceRefusal, in session: PluginTransitionSession) {
        session.owner.refuse(name, error.status, "\(name) refused: \(error.reason)", in: session)
    }

    /// Refuses a call the session's state does not allow, with a hint at what to do instead.
    @inline(never)
    private static func refuseInState(_ name: String, in session: PluginTransitionSession) {
        let hint =
            switch session.state {
            case .ended: "the transition already completed; make no calls after complete_transition"
            case .presenting: "a presentation controller animates with animate_alongside"
            default: "wait for animate_transition"
            }
        session.owner.refuse(
            name, .wrongState,
            "\(name) was called while the transition was \(session.state.rawValue); refused (\(hint))", in: session)
    }

    /// A query that cannot fail: the session's answer, or `fallback` when the call is refused.
    /// Queries are the calls plugins make most (in loops, in every completion), so the common
    /// case (a live context, its thread, an active state, no observer, no letters waiting) runs
    /// without retaining the session; a query runs no plugin code and cannot end the session.
    /// Everything else takes `call`, which refuses with a diagnostic.
    @inline(__always)
    static func query<T>(_ context: Context, _ name: String, fallback: T, _ body: (PluginTransitionSession) -> T) -> T {
        if PluginCalls.observer == nil, !segue_mailbox_has_letters(),
            segue_slot_thread(context) == segue_current_thread(),
            let occupant = ContextSlots.occupant(at: context)
        {
            let answer: T? = occupant._withUnsafeGuaranteedRef { session in
                active.allow(session.state) ? body(session) : nil
            }
            if let answer { return answer }
        }
        return checkedQuery(context, name, fallback: fallback, body)
    }

    /// `query` through `call`: the refusal and its diagnostic, or the answer with the observer
    /// told. Kept out of line so that the common case stays a few instructions.
    @inline(never)
    static func checkedQuery<T>(_ context: Context, _ name: String, fallback: T, _ body: (PluginTransitionSession) -> T)
        -> T
    {
        var answer = fallback
        _ = call(context, name, allowedIn: active) { session in answer = body(session) }
        return answer
    }

    /// `pointer`, or a refusal naming the parameter when it is NULL.
    static func required<T>(_ pointer: UnsafeMutablePointer<T>?, _ name: String) throws(ServiceRefusal)
        -> UnsafeMutablePointer<T>
    {
        guard let pointer else { throw .invalid("\(name) must not be NULL") }
        return pointer
    }
}
