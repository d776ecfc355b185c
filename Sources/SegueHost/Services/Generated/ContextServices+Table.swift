// Generated from ServiceDeclaration.context (Sources/SegueHost/Services) by
// Tests/SegueHostTests/Services/ServiceGenerator.swift; do not edit. To regenerate:
// SEGUE_REGENERATE=1 swift test --filter ContextServiceGeneration

import CSegueProcess
import SegueABI
import SegueABIValues

extension ContextServices {
    /// The service table: each member checks the thread, the state and the context as its
    /// declaration says (`call`, `query`), then runs the service's implementation.
    static var services: segue_context_t {
        segue_context_t(
            size: UInt32(MemoryLayout<segue_context_t>.size),
            host_data: nil,
            operation: { context in
                ContextServices.query(context, "operation", fallback: SegueOperation.present.rawValue) {
                    ContextServices.operation($0)
                }
            },
            presentation_style: { context in
                ContextServices.query(context, "presentation_style", fallback: SeguePresentationStyle.none.rawValue) {
                    ContextServices.presentationStyle($0)
                }
            },
            is_animated: segue_slot_is_animated,
            is_interactive: { context in
                ContextServices.query(context, "is_interactive", fallback: false) {
                    ContextServices.isInteractive($0)
                }
            },
            transition_was_cancelled: { context in
                ContextServices.query(context, "transition_was_cancelled", fallback: false) {
                    ContextServices.transitionWasCancelled($0)
                }
            },
            container_view: { context, outView in
                ContextServices.call(context, "container_view", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.containerView(session, outView)
                }
            },
            view_for_key: { context, key, outView in
                ContextServices.call(context, "view_for_key", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.viewForKey(session, key, outView)
                }
            },
            controller_for_key: { context, key, outController in
                ContextServices.call(context, "controller_for_key", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.controllerForKey(session, key, outController)
                }
            },
            controller_view: { context, controller, outView in
                ContextServices.call(context, "controller_view", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.controllerView(session, controller, outView)
                }
            },
            initial_frame: { context, controller, outFrame in
                ContextServices.call(context, "initial_frame", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.initialFrame(session, controller, outFrame)
                }
            },
            final_frame: { context, controller, outFrame in
                ContextServices.call(context, "final_frame", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.finalFrame(session, controller, outFrame)
                }
            },
            view_name: { context, view, outName in
                ContextServices.call(context, "view_name", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.viewName(session, view, outName)
                }
            },
            add_subview: { context, parent, child in
                ContextServices.call(context, "add_subview", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.addSubview(session, parent, child)
                }
            },
            insert_subview: { context, parent, child, index in
                ContextServices.call(context, "insert_subview", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.insertSubview(session, parent, child, index)
                }
            },
            remove_from_superview: { context, view in
                ContextServices.call(context, "remove_from_superview", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.removeFromSuperview(session, view)
                }
            },
            get_property: { context, view, value in
                ContextServices.call(context, "get_property", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.getProperty(session, view, value)
                }
            },
            set_property: { context, view, value in
                ContextServices.call(context, "set_property", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.setProperty(session, view, value)
                }
            },
            animate: { context, animation, outAnimation in
                ContextServices.call(
                    context, "animate", allowedIn: ContextServices.inTransition, reentry: .mayEndTransition
                ) {
                    session throws(ServiceRefusal) in
                    try ContextServices.animate(session, animation, outAnimation)
                }
            },
            animate_keyframes: { context, animation, outAnimation in
                ContextServices.call(
                    context, "animate_keyframes", allowedIn: ContextServices.inTransition, reentry: .mayEndTransition
                ) {
                    session throws(ServiceRefusal) in
                    try ContextServices.animateKeyframes(session, animation, outAnimation)
                }
            },
            complete_transition: { context, didComplete in
                ContextServices.call(
                    context, "complete_transition", allowedIn: [.animating], reentry: .mayEndTransition
                ) {
                    session throws(ServiceRefusal) in
                    try ContextServices.completeTransition(session, didComplete)
                }
            },
            create_view: { context, parent, view, outView in
                ContextServices.call(context, "create_view", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.createView(session, parent, view, outView)
                }
            },
            snapshot_view: { context, view, snapshot, outView in
                ContextServices.call(context, "snapshot_view", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.snapshotView(session, view, snapshot, outView)
                }
            },
            superview: { context, view, outView in
                ContextServices.call(context, "superview", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.superview(session, view, outView)
                }
            },
            subview_count: { context, view, outCount in
                ContextServices.call(context, "subview_count", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.subviewCount(session, view, outCount)
                }
            },
            subview_at: { context, view, index, outView in
                ContextServices.call(context, "subview_at", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.subviewAt(session, view, index, outView)
                }
            },
            find_descendant: { context, view, name, outView in
                ContextServices.call(context, "find_descendant", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.findDescendant(session, view, name, outView)
                }
            },
            convert_point: { context, point, from, to, outPoint in
                ContextServices.call(context, "convert_point", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.convertPoint(session, point, from, to, outPoint)
                }
            },
            convert_rect: { context, rect, from, to, outRect in
                ContextServices.call(context, "convert_rect", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.convertRect(session, rect, from, to, outRect)
                }
            },
            bring_subview_to_front: { context, parent, child in
                ContextServices.call(context, "bring_subview_to_front", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.bringSubviewToFront(session, parent, child)
                }
            },
            send_subview_to_back: { context, parent, child in
                ContextServices.call(context, "send_subview_to_back", allowedIn: ContextServices.active) {
                    session throws(ServiceRefusal) in
                    try ContextServices.sendSubviewToBack(session, parent, child)
                }
            },
            log_threshold: { context in
                ContextServices.query(context, "log_threshold", fallback: SegueLogLevel.debug.rawValue) {
                    ContextServices.logThreshold($0)
                }
            },
            animate_alongside: { context, animation, outAnimation in
                ContextServices.call(
                    context, "animate_alongside", allowedIn: [.presenting], reentry: .mayEndTransition
                ) {
                    session throws(ServiceRefusal) in
                    try ContextServices.animateAlongside(session, animation, outAnimation)
                }
            }
        )
    }

    /// `is_animated`'s full call, for what its C function cannot answer from the slot.
    static func checkedIsAnimated(
        _ context: Context
    ) -> Bool {
        checkedQuery(context, "is_animated", fallback: false) {
            ContextServices.isAnimated($0)
        }
    }
}
