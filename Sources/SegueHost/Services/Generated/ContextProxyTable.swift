// Generated from ServiceDeclaration.context (Sources/SegueHost/Services) by
// Tests/SegueHostTests/Services/ServiceGenerator.swift; do not edit. To regenerate:
// SEGUE_REGENERATE=1 swift test --filter ContextServiceGeneration

import SegueABI
import SegueABIValues

/// The `segue_context_t` services of the plugin process: each encodes its arguments (and the
/// current contents of every out-pointer, so the host starts from the same bytes), forwards
/// them to the host's real service, and writes back what the host wrote.
enum ContextProxyTable {
    private typealias Forward = PluginHostWorker

    /// The table every proxy context copies.
    // Global because it is the C table every proxy context hands plugins: one per process,
    // built once and never written, and a C struct of function pointers is not Sendable.
    nonisolated(unsafe) static let table = segue_context_t(
        size: UInt32(MemoryLayout<segue_context_t>.size),
        host_data: nil,
        operation: { context in
            Forward.query(context, .operation, fallback: SegueOperation.present.rawValue) {
                try $0.read(Int32.self)
            }
        },
        presentation_style: { context in
            Forward.query(context, .presentationStyle, fallback: SeguePresentationStyle.none.rawValue) {
                try $0.read(Int32.self)
            }
        },
        is_animated: { context in
            Forward.query(context, .isAnimated, fallback: false) {
                try $0.bool()
            }
        },
        is_interactive: { context in
            Forward.query(context, .isInteractive, fallback: false) {
                try $0.bool()
            }
        },
        transition_was_cancelled: { context in
            Forward.query(context, .transitionWasCancelled, fallback: false) {
                try $0.bool()
            }
        },
        container_view: { context, outView in
            Forward.service(context, .containerView, out: outView) { _ in }
        },
        view_for_key: { context, key, outView in
            Forward.service(context, .viewForKey, out: outView) { message in
                message.append(key)
            }
        },
        controller_for_key: { context, key, outController in
            Forward.service(context, .controllerForKey, out: outController) { message in
                message.append(key)
            }
        },
        controller_view: { context, controller, outView in
            Forward.service(context, .controllerView, out: outView) { message in
                message.append(controller)
            }
        },
        initial_frame: { context, controller, outFrame in
            Forward.service(context, .initialFrame, out: outFrame) { message in
                message.append(controller)
            }
        },
        final_frame: { context, controller, outFrame in
            Forward.service(context, .finalFrame, out: outFrame) { message in
                message.append(controller)
            }
        },
        view_name: { context, view, outName in
            Forward.viewName(context, view, outName)
        },
        add_subview: { context, parent, child in
            let arguments = BatchedArguments(
                views: [parent, child], rule: .leafChild(parent: parent, child: child, index: 0))
            return Forward.batchable(context, .addSubview, arguments, parent: parent) { message in
                message.append(parent)
                message.append(child)
            }
        },
        insert_subview: { context, parent, child, index in
            let arguments = BatchedArguments(
                views: [parent, child], rule: .leafChild(parent: parent, child: child, index: index))
            return Forward.batchable(context, .insertSubview, arguments, parent: parent) { message in
                message.append(parent)
                message.append(child)
                message.append(index)
            }
        },
        remove_from_superview: { context, view in
            let arguments = BatchedArguments(
                views: [view], rule: .ownView(view))
            return Forward.batchable(context, .removeFromSuperview, arguments) { message in
                message.append(view)
            }
        },
        get_property: { context, view, value in
            Forward.service(context, .getProperty, out: value) { message in
                message.append(view)
            }
        },
        set_property: { context, view, value in
            let arguments = BatchedArguments(
                views: [view], rule: value.map { .valueChecked($0) } ?? .never)
            return Forward.batchable(context, .setProperty, arguments) { message in
                message.append(view)
                message.append(value != nil)
                if let value { message.appendStruct(value.pointee) }
            }
        },
        animate: { context, animation, outAnimation in
            Forward.animate(context, animation, outAnimation)
        },
        animate_keyframes: { context, animation, outAnimation in
            Forward.animateKeyframes(context, animation, outAnimation)
        },
        complete_transition: { context, didComplete in
            Forward.status(context, .completeTransition) { message in
                message.append(didComplete)
            }
        },
        create_view: { context, parent, view, outView in
            Forward.createView(context, parent, view, outView)
        },
        snapshot_view: { context, view, snapshot, outView in
            Forward.service(context, .snapshotView, out: outView) { message in
                message.append(view)
                Forward.appendDescription(snapshot, to: &message)
            }
        },
        superview: { context, view, outView in
            Forward.service(context, .superview, out: outView) { message in
                message.append(view)
            }
        },
        subview_count: { context, view, outCount in
            Forward.service(context, .subviewCount, out: outCount) { message in
                message.append(view)
            }
        },
        subview_at: { context, view, index, outView in
            Forward.service(context, .subviewAt, out: outView) { message in
                message.append(view)
                message.append(index)
            }
        },
        find_descendant: { context, view, name, outView in
            Forward.service(context, .findDescendant, out: outView) { message in
                message.append(view)
                Forward.appendName(name, to: &message)
            }
        },
        convert_point: { context, point, from, to, outPoint in
            Forward.service(context, .convertPoint, out: outPoint) { message in
                message.appendStruct(point)
                message.append(from)
                message.append(to)
            }
        },
        convert_rect: { context, rect, from, to, outRect in
            Forward.service(context, .convertRect, out: outRect) { message in
                message.appendStruct(rect)
                message.append(from)
                message.append(to)
            }
        },
        bring_subview_to_front: { context, parent, child in
            Forward.status(context, .bringSubviewToFront, parent: parent) { message in
                message.append(parent)
                message.append(child)
            }
        },
        send_subview_to_back: { context, parent, child in
            Forward.status(context, .sendSubviewToBack, parent: parent) { message in
                message.append(parent)
                message.append(child)
            }
        },
        log_threshold: { context in
            Forward.query(context, .logThreshold, fallback: SegueLogLevel.debug.rawValue) {
                try $0.read(Int32.self)
            }
        },
        animate_alongside: { context, animation, outAnimation in
            Forward.animateAlongside(context, animation, outAnimation)
        }
    )
}
