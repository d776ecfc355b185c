import SegueABI
import SegueEngine
import SegueKit

/// A plugin's animator as a SegueKit `AnimatedTransitioning`: SegueKit cannot tell it from a
/// native animator. It calls the plugin through the ABI vtable, hands it a checked transition
/// context, and refuses what the plugin gets wrong (bad durations, bad handles, calls in the
/// wrong state) with diagnostics instead of crashing.
public final class PluginAnimator: AnimatedTransitioning, NamesContractCalls, CustomStringConvertible {
    /// The animator's descriptor.
    public let descriptor: AnimatorDescriptor
    /// The library it comes from.
    public let file: String
    /// The operation it animates (the plugin reads it from the context).
    public let operation: PluginOperation
    /// Problems the plugin caused while running, oldest first.
    public private(set) var diagnostics: [PluginDiagnostic] = []
    /// Told about each diagnostic as it happens.
    public var diagnosticHandler: ((PluginDiagnostic) -> Void)?
    /// The names of the views the plugin created or snapshotted and left in a hierarchy when its
    /// latest transition ended (the host removed them); empty when it tidied up.
    public private(set) var viewsLeftAtLastEnd: [String] = []

    package let raw: UnsafePointer<segue_animator_t>
    private let registry: PluginRegistry
    /// The host services the plugin was given (its logger, for `log_threshold`).
    var host: PluginHostServices { registry.host }
    private(set) var session: PluginTransitionSession?

    init(
        available: AvailableAnimator, operation: PluginOperation, parameters: [String: Double], registry: PluginRegistry
    ) throws(PluginAnimatorError) {
        let descriptor = available.descriptor
        guard descriptor.capabilities.contains(operation.requiredCapability) else {
            throw PluginAnimatorError(
                "\(descriptor.id) cannot animate a \(operation.rawValue) (it claims \(descriptor.capabilities)); pick "
                    + "an animator that claims \(operation.requiredCapability)"
            )
        }
        guard let raw = try available.library.createAnimator(id: descriptor.id) else {
            throw PluginAnimatorError(
                "\(available.file) answered NULL when asked to create \(descriptor.id); the plugin's create_animator "
                    + "is broken"
            )
        }
        let vtable = raw.pointee
        // Checked before the names are listed: the list is an allocation on every animator made.
        let complete = vtable.transition_duration != nil && vtable.animate_transition != nil && vtable.destroy != nil
        guard vtable.size >= UInt32(MemoryLayout<segue_animator_t>.size), complete else {
            let missing = [
                ("transition_duration", vtable.transition_duration == nil),
                ("animate_transition", vtable.animate_transition == nil),
                ("destroy", vtable.destroy == nil),
            ].filter(\.1).map(\.0)
            // Without destroy the instance leaks; that is the plugin's bug and cheaper than a crash.
            PluginCalls.into(.destroy) { vtable.destroy?(raw) }
            throw PluginAnimatorError(
                "\(descriptor.id) made an animator with "
                    + (missing.isEmpty
                        ? "size \(vtable.size), smaller than the ABI's" : "NULL \(missing.joined(separator: ", "))")
                    + "; fix the plugin's vtable")
        }
        if descriptor.capabilities.contains(.interruptible) != (vtable.interruptible_animation != nil) {
            PluginCalls.into(.destroy) { vtable.destroy?(raw) }
            throw PluginAnimatorError(
                "\(descriptor.id)'s interruptible capability and its interruptible_animation member disagree; claim "
                    + "the flag exactly when the member is set"
            )
        }
        self.descriptor = descriptor
        self.file = available.file
        self.operation = operation
        self.raw = raw
        self.registry = registry
        for (id, value) in parameters.sorted(by: { $0.key < $1.key }) {
            try setParameter(id, to: value)
        }
    }

    deinit {
        PluginCalls.into(.destroy) { raw.pointee.destroy?(raw) }
    }

    /// "plugin animator <id>", as diagnostics name it.
    public var description: String { "plugin animator \(descriptor.id)" }

    /// The contract's calls by their C names (`complete_transition`), as the plugin's authors know them.
    public func name(of call: AnimatorContractCall) -> String {
        switch call {
        case .transitionDuration: PluginCallback.transition_duration.rawValue
        case .animateTransition: PluginCallback.animate_transition.rawValue
        case .completeTransition: "complete_transition"
        case .transitionWasCancelled: "transition_was_cancelled"
        }
    }

    // MARK: Parameters

    /// Sets parameter `id` through its C setter (called via libffi) after checking the range.
    public func setParameter(_ id: String, to value: Double) throws(PluginAnimatorError) {
        let parameter = try descriptor.parameter(id, accepting: value)
        let status = registry.parameterCalls.set(parameter, to: value, on: raw)
        guard PluginStatus(status) == .ok else {
            throw PluginAnimatorError("\(descriptor.id) refused \(id)=\(parameter.format(value)) with status \(status)")
        }
    }

    /// Parameter `id`'s current value, read through its C getter (via libffi).
    public func parameterValue(_ id: String) -> Double? {
        guard let parameter = descriptor.parameters.first(where: { $0.id == id }) else { return nil }
        return registry.parameterCalls.get(parameter, of: raw)
    }

    // MARK: AnimatedTransitioning

    /// The plugin's `transition_duration`; a NaN, infinite or negative answer, or one past
    /// `PluginLimits.transitionDuration` (an hour), is refused and 0 used.
    public func transitionDuration(using context: ContextTransitioning?) -> Double {
        let session = context.map { UnsafePointer(self.session(for: $0).raw) }
        let answer = PluginCalls.into(.transition_duration) { raw.pointee.transition_duration!(raw, session) }
        guard answer.isFinite, PluginLimits.transitionDuration.range.contains(answer) else {
            reject(
                .transition_duration,
                "transition_duration answered \(answer): \(PluginLimits.transitionDuration.refusal(of: answer)); 0 is "
                    + "used"
            )
            return 0
        }
        return answer
    }

    /// Calls the plugin's `animate_transition` with this transition's checked context.
    public func animateTransition(using context: ContextTransitioning) {
        let session = session(for: context)
        session.state = .animating
        PluginCalls.into(.animate_transition) { raw.pointee.animate_transition!(raw, UnsafePointer(session.raw)) }
    }

    /// Ends the plugin's context and calls its `animation_ended`, when set.
    public func animationEnded(_ transitionCompleted: Bool) {
        // Whoever completed it (the plugin or the watchdog), the context is over for the plugin.
        session?.state = .ended
        PluginCalls.into(.animation_ended) { raw.pointee.animation_ended?(raw, transitionCompleted) }
        // Created views and snapshots belong to the transition (context.h), so none outlives it on screen.
        viewsLeftAtLastEnd = session?.removeLeftoverViews() ?? []
        if !viewsLeftAtLastEnd.isEmpty {
            let left = viewsLeftAtLastEnd
            let names = left.prefix(5).joined(separator: ", ") + (left.count > 5 ? " and \(left.count - 5) more" : "")
            reject(
                .animation_ended,
                "the transition ended with \(left.count) view(s) the plugin created or snapshotted still in the "
                    + "hierarchy (\(names)); the host removed them: remove them before complete_transition"
            )
        }
        session = nil
    }

    /// The animation the plugin's `interruptible_animation` names, when set and valid; nil otherwise.
    public func interruptibleAnimator(using context: ContextTransitioning) -> PropertyAnimator? {
        guard let hook = raw.pointee.interruptible_animation else { return nil }
        let session = session(for: context)
        // An interaction drives the vended animation instead of calling animate_transition, so
        // the transition animates from here on: the animation's completion must be able to call
        // complete_transition, which the context allows only while animating.
        session.state = .animating
        var handle: segue_animation_t = 0
        let status = PluginCalls.into(.interruptible_animation) { hook(raw, UnsafePointer(session.raw), &handle) }
        guard PluginStatus(status) == .ok else {
            reject(
                .interruptible_animation,
                "interruptible_animation answered status \(status); the transition runs without an interruptible "
                    + "animator"
            )
            return nil
        }
        do {
            return try session.animation(handle)
        } catch {
            reject(.interruptible_animation, "interruptible_animation answered SEGUE_OK with \(error.reason)")
            return nil
        }
    }

    // MARK: Sessions and diagnostics

    /// The session for `context`, starting a new one when the context is new (one transition
    /// at a time per animator).
    private func session(for context: ContextTransitioning) -> PluginTransitionSession {
        if let session, session.context === context { return session }
        session?.state = .ended
        let made = PluginTransitionSession(context: context, operation: operation, owner: self)
        session = made
        registry.host.serve(engine: context.engine)
        return made
    }

    /// Records a runtime diagnostic about this plugin, in the log of the transition it concerns
    /// (`session`, which may have ended already, or the current one).
    private func report(_ message: String, refusal: PluginRefusal, in session: PluginTransitionSession? = nil) {
        PluginRefusalLog.shared.record(refusal)
        publish(message, refusal: refusal, in: session ?? self.session)
    }

    /// Adds a diagnostic for `refusal` (already in PluginRefusalLog) to this animator and to the
    /// event log of `session`; called on the animator's thread only (PluginThreadMailbox brings
    /// refusals of calls from other threads here).
    func publish(_ message: String, refusal: PluginRefusal, in session: PluginTransitionSession?) {
        let diagnostic = PluginDiagnostic(.runtime, file: file, "\(descriptor.id): \(message)", refusal: refusal)
        diagnostics.append(diagnostic)
        session?.context.eventLog?.diagnose(diagnostic.message)
        diagnosticHandler?(diagnostic)
    }

    /// Records that the host answered the plugin's call of `service` with `status`.
    func refuse(_ service: String, _ status: PluginStatus, _ message: String, in session: PluginTransitionSession) {
        let refusal = PluginRefusal(
            .refusedCall, call: service, status: status, transition: session.serial, plugin: descriptor.id,
            state: session.state.rawValue, reason: message)
        report(message, refusal: refusal, in: session)
    }

    /// Records that the plugin's `callback` answered something the ABI forbids.
    func reject(_ callback: PluginCallback, _ message: String) {
        let refusal = PluginRefusal(
            .rejectedAnswer, call: callback.rawValue, status: nil, transition: session?.serial, plugin: descriptor.id,
            state: session?.state.rawValue, reason: message)
        report(message, refusal: refusal)
    }
}
