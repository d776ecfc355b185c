import CSegueProcess
import SegueABI

/// The transition-context services (context.h) as C functions. Each one finds its session from
/// the context pointer, checks the thread, the state and every handle and value, and answers a
/// status; a refusal is also a diagnostic naming the plugin, the call and the reason. The
/// services live in one file per concern (queries, views, hierarchy, properties, animations,
/// completion); the checks every call shares are in ContextServices+Call.swift.
enum ContextServices {
    /// The context pointer a plugin passes back to every service.
    typealias Context = UnsafePointer<segue_context_t>?

    /// A `segue_context_t` with every service filled in and no session yet, built once: each
    /// session copies it and sets its own `host_data`. Never written after it is built, so
    /// sharing it is safe although the C struct is not Sendable.
    nonisolated(unsafe) static let table: segue_context_t = {
        // The C `is_animated` answers the common call from the slot; the rest comes here.
        segue_slot_set_is_animated_fallback { ContextServices.checkedIsAnimated($0) }
        return services
    }()

    /// The service table; `is_animated` is C (segue_slot_is_animated).
    private static var services: segue_context_t {
        segue_context_t(
            size: UInt32(MemoryLayout<segue_context_t>.size),
            host_data: nil,
            operation: { ContextServices.operation($0) },
            presentation_style: { ContextServices.presentationStyle($0) },
            is_animated: segue_slot_is_animated,
            is_interactive: { ContextServices.isInteractive($0) },
            transition_was_cancelled: { ContextServices.transitionWasCancelled($0) },
            container_view: { ContextServices.containerView($0, $1) },
            view_for_key: { ContextServices.viewForKey($0, $1, $2) },
            controller_for_key: { ContextServices.controllerForKey($0, $1, $2) },
            controller_view: { ContextServices.controllerView($0, $1, $2) },
            initial_frame: { ContextServices.initialFrame($0, $1, $2) },
            final_frame: { ContextServices.finalFrame($0, $1, $2) },
            view_name: { ContextServices.viewName($0, $1, $2) },
            add_subview: { ContextServices.addSubview($0, $1, $2) },
            insert_subview: { ContextServices.insertSubview($0, $1, $2, $3) },
            remove_from_superview: { ContextServices.removeFromSuperview($0, $1) },
            get_property: { ContextServices.getProperty($0, $1, $2) },
            set_property: { ContextServices.setProperty($0, $1, $2) },
            animate: { ContextServices.animate($0, $1, $2) },
            animate_keyframes: { ContextServices.animateKeyframes($0, $1, $2) },
            complete_transition: { ContextServices.completeTransition($0, $1) },
            create_view: { ContextServices.createView($0, $1, $2, $3) },
            snapshot_view: { ContextServices.snapshotView($0, $1, $2, $3) },
            superview: { ContextServices.superview($0, $1, $2) },
            subview_count: { ContextServices.subviewCount($0, $1, $2) },
            subview_at: { ContextServices.subviewAt($0, $1, $2, $3) },
            find_descendant: { ContextServices.findDescendant($0, $1, $2, $3) },
            convert_point: { ContextServices.convertPoint($0, $1, $2, $3, $4) },
            convert_rect: { ContextServices.convertRect($0, $1, $2, $3, $4) },
            bring_subview_to_front: { ContextServices.bringSubviewToFront($0, $1, $2) },
            send_subview_to_back: { ContextServices.sendSubviewToBack($0, $1, $2) })
    }
}
