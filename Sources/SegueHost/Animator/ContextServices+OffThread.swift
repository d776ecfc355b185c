import CSegueProcess
import Logging
import SegueABI

#if canImport(Glibc)
    import Glibc
#endif

extension ContextServices {
    /// Refuses a call made from a thread other than that of the session in `context`'s slot. Runs
    /// on the plugin's thread, which must not touch the session (its own thread may be freeing it
    /// this instant): the refusal is built from the identity copied when the session opened
    /// (SessionIdentities) and recorded now in the process-wide PluginRefusalLog; a letter to the
    /// session's thread adds the diagnostic to the animator and its transition's event log, or,
    /// when the session is gone by then, says it through the plugin logger.
    static func refuseOffThread(_ name: String, at context: Context, sessionThread: UInt) {
        let identity = ContextSlots.slot(at: context).flatMap(SessionIdentities.identity(in:))
        let refusal = offThreadRefusal(name, transition: identity?.serial, plugin: identity?.plugin)
        PluginRefusalLog.shared.record(refusal)
        // A full mailbox counts the drop and says so on delivery; the record above stays.
        PluginThreadMailbox.shared.post(to: pthread_t(sessionThread)) {
            deliverOffThreadRefusal(refusal, at: context, identity: identity)
        }
    }

    /// Records a call a plugin process refused because another of its threads made it, as
    /// `refuseOffThread` records one in process. Thread: the host's, which `context`'s session
    /// belongs to when it is still open (the plugin process reports within the host's call).
    static func refuseOffThreadInPluginProcess(_ name: String, at context: Context) {
        let session = segue_slot_thread(context) == segue_current_thread() ? ContextSlots.session(at: context) : nil
        let refusal = offThreadRefusal(name, transition: session?.serial, plugin: session?.owner.pluginID)
        PluginRefusalLog.shared.record(refusal)
        if let session {
            session.owner.publish(refusal.reason, refusal: refusal, in: session)
        } else {
            unknownContextLogger.warning("\(refusal.description)")
        }
    }

    /// The refusal of `name` called from another thread, in process or in a plugin process.
    private static func offThreadRefusal(_ name: String, transition: UInt64?, plugin: String?) -> PluginRefusal {
        PluginRefusal(
            .refusedCall, call: name, status: .wrongState, transition: transition, plugin: plugin, offThread: true,
            reason:
                "\(name) was called from another thread and refused with SEGUE_ERROR_WRONG_STATE; "
                + "plugins must call the host on the thread that called them"
        )
    }

    /// On the session's thread: publishes `refusal` to the session `identity` names if its slot
    /// still holds it, else to the plugin logger, so that the refusal is always printed.
    private static func deliverOffThreadRefusal(
        _ refusal: PluginRefusal, at context: Context, identity: SessionIdentity?
    ) {
        if let identity, let occupant = ContextSlots.occupant(at: context),
            UInt(bitPattern: occupant.toOpaque()) == identity.occupant
        {
            let session = occupant.takeUnretainedValue()
            if session.serial == identity.serial {
                session.owner.publish(refusal.reason, refusal: refusal, in: session)
                return
            }
        }
        unknownContextLogger.warning("\(refusal.description)")
    }

    /// Refuses a context pointer the host never issued (or already took back). There is no session
    /// (nor thread) to name, so the process-wide log records it now and the plugin logger hears
    /// of it on the next thread the host calls plugins on.
    static func refuseUnknownContext(_ name: String) {
        let reason =
            "\(name) was called with a context pointer this host did not issue "
            + "(copied, stale or forged); pass the context the host handed you"
        PluginRefusalLog.shared.record(
            PluginRefusal(.refusedCall, call: name, status: .invalidArgument, reason: reason))
        PluginThreadMailbox.shared.post(to: nil) { unknownContextLogger.warning("\(reason)") }
    }

    /// The logger unknown-context refusals go to (plugins' messages go there too).
    private static let unknownContextLogger = Logger(label: "segue.plugin")
}
