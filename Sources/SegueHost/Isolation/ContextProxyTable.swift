import SegueABI

/// The `segue_context_t` services of the plugin process: each encodes its arguments (and the
/// current contents of every out-pointer, so the host starts from the same bytes), forwards
/// them to the host's real service, and writes back what the host wrote.
enum ContextProxyTable {
    private typealias Forward = PluginHostWorker

    /// The table every proxy context copies.
    nonisolated(unsafe) static let table = segue_context_t(
        size: UInt32(MemoryLayout<segue_context_t>.size), host_data: nil,
        operation: { context in Forward.query(context, .operation, fallback: Int32(0)) { try $0.read(Int32.self) } },
        presentation_style: { context in
            Forward.query(context, .presentationStyle, fallback: Int32(0)) { try $0.read(Int32.self) }
        },
        is_animated: { context in Forward.query(context, .isAnimated, fallback: false) { try $0.bool() } },
        is_interactive: { context in Forward.query(context, .isInteractive, fallback: false) { try $0.bool() } },
        transition_was_cancelled: { context in
            Forward.query(context, .transitionWasCancelled, fallback: false) { try $0.bool() }
        },
        container_view: { context, out in Forward.service(context, .containerView, out: out) { _ in } },
        view_for_key: { context, key, out in Forward.service(context, .viewForKey, out: out) { $0.append(key) } },
        controller_for_key: { context, key, out in
            Forward.service(context, .controllerForKey, out: out) { $0.append(key) }
        },
        controller_view: { context, controller, out in
            Forward.service(context, .controllerView, out: out) { $0.append(controller) }
        },
        initial_frame: { context, controller, out in
            Forward.service(context, .initialFrame, out: out) { $0.append(controller) }
        },
        final_frame: { context, controller, out in
            Forward.service(context, .finalFrame, out: out) { $0.append(controller) }
        },
        view_name: { context, view, out in Forward.viewName(context, view, out) },
        add_subview: { context, parent, child in
            let arguments = BatchedArguments(
                views: [parent, child], rule: .leafChild(parent: parent, child: child, index: 0))
            return Forward.batchable(context, .addSubview, arguments, parent: parent) {
                $0.append(parent)
                $0.append(child)
            }
        },
        insert_subview: { context, parent, child, index in
            let arguments = BatchedArguments(
                views: [parent, child], rule: .leafChild(parent: parent, child: child, index: index))
            return Forward.batchable(context, .insertSubview, arguments, parent: parent) {
                $0.append(parent)
                $0.append(child)
                $0.append(index)
            }
        },
        remove_from_superview: { context, view in
            Forward.batchable(context, .removeFromSuperview, BatchedArguments(views: [view], rule: .ownView(view))) {
                $0.append(view)
            }
        },
        get_property: { context, view, value in Forward.service(context, .getProperty, out: value) { $0.append(view) }
        },
        set_property: { context, view, value in
            let arguments = BatchedArguments(views: [view], rule: value.map { .valueChecked($0) } ?? .never)
            return Forward.batchable(context, .setProperty, arguments) { message in
                message.append(view)
                message.append(value != nil)
                if let value { message.appendStruct(value.pointee) }
            }
        },
        animate: { context, description, out in Forward.animate(context, description, out) },
        animate_keyframes: { context, description, out in Forward.animateKeyframes(context, description, out) },
        complete_transition: { context, didComplete in
            Forward.status(context, .completeTransition) { $0.append(didComplete) }
        },
        create_view: { context, parent, description, out in
            Forward.service(context, .createView, out: out, parent: parent) { message in
                message.append(parent)
                Forward.appendViewDescription(description, to: &message)
            }
        },
        snapshot_view: { context, view, description, out in
            Forward.service(context, .snapshotView, out: out) { message in
                message.append(view)
                Forward.appendDescription(description, to: &message)
            }
        },
        superview: { context, view, out in Forward.service(context, .superview, out: out) { $0.append(view) } },
        subview_count: { context, view, out in Forward.service(context, .subviewCount, out: out) { $0.append(view) } },
        subview_at: { context, view, index, out in
            Forward.service(context, .subviewAt, out: out) {
                $0.append(view)
                $0.append(index)
            }
        },
        find_descendant: { context, view, name, out in
            Forward.service(context, .findDescendant, out: out) { message in
                message.append(view)
                Forward.appendName(name, to: &message)
            }
        },
        convert_point: { context, point, from, to, out in
            Forward.service(context, .convertPoint, out: out) {
                $0.appendStruct(point)
                $0.append(from)
                $0.append(to)
            }
        },
        convert_rect: { context, rect, from, to, out in
            Forward.service(context, .convertRect, out: out) {
                $0.appendStruct(rect)
                $0.append(from)
                $0.append(to)
            }
        },
        bring_subview_to_front: { context, parent, child in
            Forward.status(context, .bringSubviewToFront, parent: parent) {
                $0.append(parent)
                $0.append(child)
            }
        },
        send_subview_to_back: { context, parent, child in
            Forward.status(context, .sendSubviewToBack, parent: parent) {
                $0.append(parent)
                $0.append(child)
            }
        })
}
