import SegueABI
import SegueABIValues
import SegueEngine
import SegueKit

extension PluginPresentationController: PluginSessionOwner {
    /// The descriptor's id.
    var pluginID: String { id }

    /// The host's logger's level, or debug (keep everything) without a host.
    var logThreshold: Int32 {
        host.map { PluginLogLevel(threshold: $0.logger.logLevel).rawValue } ?? SegueLogLevel.debug.rawValue
    }

    /// Runs `body` with a fresh context in the state "presenting" for one hook: the running
    /// transition's (its queries answer, `animate_alongside` goes through its coordinator) or,
    /// outside one, the container's alone. The context ends when the hook returns; its chrome
    /// stays (it belongs to the presentation, not to the hook). `operation` is what a transition
    /// of this hook performs (nil: the one running, present outside one).
    func withPresentingContext(
        _ operation: TransitionOperation?, _ body: (UnsafePointer<segue_context_t>) -> Void
    ) {
        guard let container = containerView else { return }
        let coordinator = presentedViewController.transitionCoordinator
        let context: ContextTransitioning =
            coordinator?.transitionContext
            ?? PresentingContext(
                container: container, engine: presentedViewController.engine,
                eventLog: presentingViewController.window?.events)
        // A hook of no transition of its own (layout) answers the running one's operation, so the context's
        // from and to keys mean what its operation says: in a dismissal the presented controller is `from`.
        let running: TransitionOperation? = coordinator.map { coordinator in
            coordinator.transitionContext.viewController(forKey: .from) === presentedViewController
                ? .dismiss : .present
        }
        let session = PluginTransitionSession(
            context: context, operation: operation ?? running ?? .present, owner: self, state: .presenting,
            transitionRuns: coordinator != nil)
        session.coordinator = coordinator
        host?.serve(engine: context.engine)
        body(UnsafePointer(session.raw))
        session.state = .ended
    }

    /// Records that the host answered the plugin's call of `service` with `status`.
    func refuse(_ service: String, _ status: PluginStatus, _ message: String, in session: PluginTransitionSession) {
        let refusal = PluginRefusal(
            .refusedCall, call: service, status: status, transition: session.serial, plugin: id,
            state: session.state.rawValue, reason: message)
        PluginRefusalLog.shared.record(refusal)
        publish(message, refusal: refusal, in: session)
    }

    /// Adds the diagnostic to this controller and to the window's event log.
    func publish(_ message: String, refusal: PluginRefusal, in session: PluginTransitionSession?) {
        let line = "\(id): \(message)"
        diagnostics.append(line)
        (session?.context.eventLog ?? presentingViewController.window?.events)?.diagnose(line)
    }

    /// Records that the plugin answered something the ABI forbids (not a service call).
    func report(_ message: String) {
        let refusal = PluginRefusal(
            .rejectedAnswer, call: "presentation", status: nil, transition: nil, plugin: id, state: nil,
            reason: message)
        PluginRefusalLog.shared.record(refusal)
        publish(message, refusal: refusal, in: nil)
    }
}
