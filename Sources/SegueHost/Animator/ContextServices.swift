import Logging
import SegueABI
import SegueEngine
import SegueKit

#if canImport(Glibc)
import Glibc
#endif

/// The transition-context services (context.h) as C functions. Each one finds its session from
/// the context pointer, checks the thread, the state and every handle and value, and answers a
/// status; a refusal is also a diagnostic naming the plugin, the call and the reason.
enum ContextServices {
    typealias Refusal = EngineConversions.Refusal

    private static let ok = PluginStatus.ok.raw

    /// Runs `body` for the session behind `context` if the call is allowed in its state. Every
    /// error answer is also a structured refusal (PluginRefusalLog) and, when the session is
    /// known and the call came on its thread, a diagnostic of the animator.
    private static func call(
        _ context: UnsafePointer<segue_context_t>?, _ name: String, allowedIn states: Set<PluginTransitionSession.State>,
        _ body: (PluginTransitionSession) throws(Refusal) -> Void
    ) -> segue_status_t {
        guard let session = PluginTransitionSession.from(context) else {
            refuseUnknownContext(name)
            return PluginStatus.invalidArgument.raw
        }
        guard pthread_equal(session.thread, pthread_self()) != 0 else {
            // Only the thread-safe log is touched here: the event log and the animator's
            // diagnostics belong to the thread the host called the plugin on.
            PluginRefusalLog.shared.record(PluginRefusal(
                .refusedCall, call: name, status: .wrongState, transition: session.serial, plugin: session.owner.descriptor.id,
                offThread: true, reason: "\(name) was called from another thread; plugins must call the host on the thread that called them"))
            return PluginStatus.wrongState.raw
        }
        guard states.contains(session.state) else {
            let hint = session.state == .ended ? "the transition already completed; make no calls after complete_transition" : "wait for animate_transition"
            session.owner.refuse(
                name, .wrongState, "\(name) was called while the transition was \(session.state.rawValue); refused (\(hint))", in: session)
            return PluginStatus.wrongState.raw
        }
        return PluginCalls.serving(name) { () -> segue_status_t in
            do throws(Refusal) {
                try body(session)
                return ok
            } catch {
                session.owner.refuse(name, PluginStatus(error.status) ?? .invalidArgument, "\(name) refused: \(error.reason)", in: session)
                return error.status
            }
        }
    }

    /// Records a call made with a context pointer the host never issued (or already took back):
    /// there is no session to name, so only the process-wide log and the plugin logger hear of it.
    private static func refuseUnknownContext(_ name: String) {
        let reason = "\(name) was called with a context pointer this host did not issue (copied, stale or forged); pass the context the host handed you"
        PluginRefusalLog.shared.record(PluginRefusal(.refusedCall, call: name, status: .invalidArgument, reason: reason))
        unknownContextLogger.warning("\(reason)")
    }

    private static let unknownContextLogger = Logger(label: "segue.plugin")

    private static let active: Set<PluginTransitionSession.State> = [.preparing, .animating]

    /// A query that cannot fail: the session's answer, or `fallback` outside the allowed states.
    private static func query<T>(_ context: UnsafePointer<segue_context_t>?, _ name: String, fallback: T, _ body: (PluginTransitionSession) -> T) -> T {
        var answer = fallback
        _ = call(context, name, allowedIn: active) { session in answer = body(session) }
        return answer
    }

    private static func required<T>(_ pointer: UnsafeMutablePointer<T>?, _ name: String) throws(Refusal) -> UnsafeMutablePointer<T> {
        guard let pointer else { throw .invalid("\(name) must not be NULL") }
        return pointer
    }

    /// A `segue_context_t` with every service filled in and no session yet (a computed value:
    /// the C struct is not Sendable, and each session copies it once).
    static var table: segue_context_t { segue_context_t(
        size: UInt32(MemoryLayout<segue_context_t>.size),
        host_data: nil,
        operation: { context in
            ContextServices.query(context, "operation", fallback: Int32(SEGUE_OPERATION_PRESENT.rawValue)) { $0.operation.raw }
        },
        presentation_style: { context in
            ContextServices.query(context, "presentation_style", fallback: Int32(SEGUE_STYLE_NONE.rawValue)) { session in
                let modal = session.operation == .present || session.operation == .dismiss
                return EngineConversions.style(modal ? session.context.presentationStyle : nil)
            }
        },
        is_animated: { context in ContextServices.query(context, "is_animated", fallback: false) { $0.context.isAnimated } },
        is_interactive: { context in ContextServices.query(context, "is_interactive", fallback: false) { $0.context.isInteractive } },
        transition_was_cancelled: { context in
            ContextServices.query(context, "transition_was_cancelled", fallback: false) { $0.context.transitionWasCancelled }
        },
        container_view: { context, out in
            ContextServices.call(context, "container_view", allowedIn: ContextServices.active) { session throws(Refusal) in
                try ContextServices.required(out, "out_view").pointee = session.handle(for: session.context.containerView)
            }
        },
        view_for_key: { context, key, out in
            ContextServices.call(context, "view_for_key", allowedIn: ContextServices.active) { session throws(Refusal) in
                let out = try ContextServices.required(out, "out_view")
                let view = session.context.view(forKey: try ContextServices.transitionKey(key))
                out.pointee = view.map(session.handle(for:)) ?? 0
            }
        },
        controller_for_key: { context, key, out in
            ContextServices.call(context, "controller_for_key", allowedIn: ContextServices.active) { session throws(Refusal) in
                let out = try ContextServices.required(out, "out_controller")
                let controller = session.context.viewController(forKey: try ContextServices.transitionKey(key))
                out.pointee = controller.map(session.handle(for:)) ?? 0
            }
        },
        controller_view: { context, controller, out in
            ContextServices.call(context, "controller_view", allowedIn: ContextServices.active) { session throws(Refusal) in
                let out = try ContextServices.required(out, "out_view")
                out.pointee = session.handle(for: try session.controller(controller).view)
            }
        },
        initial_frame: { context, controller, out in
            ContextServices.call(context, "initial_frame", allowedIn: ContextServices.active) { session throws(Refusal) in
                let out = try ContextServices.required(out, "out_frame")
                out.pointee = EngineConversions.raw(session.context.initialFrame(for: try session.controller(controller)))
            }
        },
        final_frame: { context, controller, out in
            ContextServices.call(context, "final_frame", allowedIn: ContextServices.active) { session throws(Refusal) in
                let out = try ContextServices.required(out, "out_frame")
                out.pointee = EngineConversions.raw(session.context.finalFrame(for: try session.controller(controller)))
            }
        },
        view_name: { context, view, out in
            ContextServices.call(context, "view_name", allowedIn: ContextServices.active) { session throws(Refusal) in
                let out = try ContextServices.required(out, "out_name")
                out.pointee = session.name(of: try session.view(view))
            }
        },
        add_subview: { context, parent, child in
            ContextServices.call(context, "add_subview", allowedIn: ContextServices.active) { session throws(Refusal) in
                let (parent, child) = (try session.view(parent), try session.view(child))
                try ContextServices.checkNotAncestor(child, of: parent)
                parent.addSubview(child)
            }
        },
        insert_subview: { context, parent, child, index in
            ContextServices.call(context, "insert_subview", allowedIn: ContextServices.active) { session throws(Refusal) in
                let (parent, child) = (try session.view(parent), try session.view(child))
                guard index >= 0 else { throw .range("index \(index) is negative") }
                try ContextServices.checkNotAncestor(child, of: parent)
                let siblings = parent.subviews.filter { $0 !== child }.count
                parent.insertSubview(child, at: min(Int(index), siblings))
            }
        },
        remove_from_superview: { context, view in
            ContextServices.call(context, "remove_from_superview", allowedIn: ContextServices.active) { session throws(Refusal) in
                try session.view(view).removeFromSuperview()
            }
        },
        get_property: { context, view, value in
            ContextServices.call(context, "get_property", allowedIn: ContextServices.active) { session throws(Refusal) in
                let value = try ContextServices.required(value, "value")
                try EngineConversions.read(&value.pointee, of: try session.view(view))
            }
        },
        set_property: { context, view, value in
            ContextServices.call(context, "set_property", allowedIn: ContextServices.active) { session throws(Refusal) in
                guard let value else { throw .invalid("value must not be NULL") }
                try EngineConversions.write(value.pointee, to: try session.view(view))
            }
        },
        animate: { context, description, out in
            ContextServices.call(context, "animate", allowedIn: ContextServices.active) { session throws(Refusal) in
                guard let description else { throw .invalid("the animation description must not be NULL") }
                let handle = try PluginAnimations.animate(description.pointee, in: session)
                out?.pointee = handle
            }
        },
        animate_keyframes: { context, description, out in
            ContextServices.call(context, "animate_keyframes", allowedIn: ContextServices.active) { session throws(Refusal) in
                guard let description else { throw .invalid("the keyframe animation description must not be NULL") }
                let handle = try PluginAnimations.animateKeyframes(description.pointee, in: session)
                out?.pointee = handle
            }
        },
        complete_transition: { context, didComplete in
            ContextServices.call(context, "complete_transition", allowedIn: [.animating]) { session in
                session.state = .ended
                session.context.completeTransition(didComplete)
            }
        }) }

    private static func transitionKey(_ key: Int32) throws(Refusal) -> TransitionKey {
        switch key {
        case Int32(SEGUE_KEY_FROM.rawValue): return .from
        case Int32(SEGUE_KEY_TO.rawValue): return .to
        default: throw .invalid("key \(key) is neither SEGUE_KEY_FROM nor SEGUE_KEY_TO")
        }
    }

    /// Refuses to put a view inside itself or its own subtree (which would make a cycle).
    private static func checkNotAncestor(_ child: View, of parent: View) throws(Refusal) {
        if parent === child || parent.isDescendant(of: child) {
            throw .invalid("\(child.name) cannot become a subview of itself or of its own subview \(parent.name)")
        }
    }
}
