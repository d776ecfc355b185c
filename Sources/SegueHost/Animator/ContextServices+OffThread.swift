import Logging
import SegueABI

extension ContextServices {
    /// Refuses a call made from a thread other than the session's. Runs on the plugin's thread, so
    /// it reads only the session's immutable fields and writes only locked state: the process-wide
    /// PluginRefusalLog now, and a letter that adds the diagnostic to the animator (and its
    /// transition's event log) when the session's thread next serves or calls the plugin.
    static func refuseOffThread(_ name: String, in session: PluginTransitionSession) {
        let owner = session.owner
        let refusal = PluginRefusal(
            .refusedCall, call: name, status: .wrongState, transition: session.serial, plugin: owner.descriptor.id, offThread: true,
            reason: "\(name) was called from another thread; plugins must call the host on the thread that called them")
        PluginRefusalLog.shared.record(refusal)
        PluginThreadMailbox.shared.post(to: session.thread) { [weak owner, weak session] in
            owner?.publish(refusal.reason, refusal: refusal, in: session)
        }
    }

    /// Refuses a context pointer the host never issued (or already took back). There is no session
    /// (nor thread) to name, so the process-wide log records it now and the plugin logger hears
    /// of it on the next thread the host calls plugins on.
    static func refuseUnknownContext(_ name: String) {
        let reason = "\(name) was called with a context pointer this host did not issue (copied, stale or forged); pass the context the host handed you"
        PluginRefusalLog.shared.record(PluginRefusal(.refusedCall, call: name, status: .invalidArgument, reason: reason))
        PluginThreadMailbox.shared.post(to: nil) { unknownContextLogger.warning("\(reason)") }
    }

    /// The logger unknown-context refusals go to (plugins' messages go there too).
    private static let unknownContextLogger = Logger(label: "segue.plugin")
}
