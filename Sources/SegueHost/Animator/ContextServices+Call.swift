import SegueABI

#if canImport(Glibc)
import Glibc
#endif

extension ContextServices {
    /// The states in which everything but `complete_transition` is allowed (computed: a stored
    /// static would cost a lazy-initialisation check on every service call).
    static var active: PluginTransitionSession.States { [.preparing, .animating] }

    /// Runs `body` for the session behind `context` if the call comes on the session's thread and
    /// is allowed in its state. Every error answer is also a structured refusal (PluginRefusalLog)
    /// and a diagnostic of the animator, delivered on the session's thread.
    static func call(
        _ context: Context, _ name: String, allowedIn states: PluginTransitionSession.States,
        _ body: (PluginTransitionSession) throws(ServiceRefusal) -> Void
    ) -> segue_status_t {
        guard let session = PluginTransitionSession.from(context) else {
            refuseUnknownContext(name)
            return PluginStatus.invalidArgument.raw
        }
        // First, before any mutable state of the session is read: from another thread only the
        // immutable thread, serial and owner are touched, and the diagnostic waits for this thread.
        guard pthread_equal(session.thread, pthread_self()) != 0 else {
            refuseOffThread(name, in: session)
            return PluginStatus.wrongState.raw
        }
        return PluginCalls.serving(name) { () -> segue_status_t in
            guard states.allow(session.state) else {
                refuseInState(name, in: session)
                return PluginStatus.wrongState.raw
            }
            do throws(ServiceRefusal) {
                try body(session)
                return PluginStatus.ok.raw
            } catch {
                session.owner.refuse(name, error.status, "\(name) refused: \(error.reason)", in: session)
                return error.status.raw
            }
        }
    }

    /// Refuses a call the session's state does not allow, with a hint at what to do instead.
    private static func refuseInState(_ name: String, in session: PluginTransitionSession) {
        let hint = session.state == .ended ? "the transition already completed; make no calls after complete_transition" : "wait for animate_transition"
        session.owner.refuse(name, .wrongState, "\(name) was called while the transition was \(session.state.rawValue); refused (\(hint))", in: session)
    }

    /// A query that cannot fail: the session's answer, or `fallback` when the call is refused.
    static func query<T>(_ context: Context, _ name: String, fallback: T, _ body: (PluginTransitionSession) -> T) -> T {
        var answer = fallback
        _ = call(context, name, allowedIn: active) { session in answer = body(session) }
        return answer
    }

    /// `pointer`, or a refusal naming the parameter when it is NULL.
    static func required<T>(_ pointer: UnsafeMutablePointer<T>?, _ name: String) throws(ServiceRefusal) -> UnsafeMutablePointer<T> {
        guard let pointer else { throw .invalid("\(name) must not be NULL") }
        return pointer
    }
}
