// Generated from ServiceDeclaration.context (Sources/SegueHost/Services) by
// Tests/SegueHostTests/Services/ServiceGenerator.swift; do not edit. To regenerate:
// SEGUE_REGENERATE=1 swift test --filter ContextServiceGeneration

import SegueABI

extension ForwardedContextCall {
    /// Decodes the arguments of one forwarded call of `code`, calls the host's own service
    /// with them (so its checks, refusals and diagnostics are those of a plugin in process)
    /// and writes its answer, and the out-pointer's final contents, to `reply`.
    static func serve(
        _ code: ContextServiceCode, _ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t,
        _ message: inout WireReader, _ reply: inout WireWriter
    ) throws(WireError) {
        switch code {
        case .operation:
            reply.append(table.operation(context))
        case .presentationStyle:
            reply.append(table.presentation_style(context))
        case .isAnimated:
            reply.append(table.is_animated(context))
        case .isInteractive:
            reply.append(table.is_interactive(context))
        case .transitionWasCancelled:
            reply.append(table.transition_was_cancelled(context))
        case .containerView:
            try withOut(&message, &reply, segue_view_t.self) { outView in
                table.container_view(context, outView)
            }
        case .viewForKey:
            let key = try message.read(Int32.self)
            try withOut(&message, &reply, segue_view_t.self) { outView in
                table.view_for_key(context, key, outView)
            }
        case .controllerForKey:
            let key = try message.read(Int32.self)
            try withOut(&message, &reply, segue_controller_t.self) { outController in
                table.controller_for_key(context, key, outController)
            }
        case .controllerView:
            let controller = try message.read(UInt64.self)
            try withOut(&message, &reply, segue_view_t.self) { outView in
                table.controller_view(context, controller, outView)
            }
        case .initialFrame:
            let controller = try message.read(UInt64.self)
            try withOut(&message, &reply, segue_rect_t.self) { outFrame in
                table.initial_frame(context, controller, outFrame)
            }
        case .finalFrame:
            let controller = try message.read(UInt64.self)
            try withOut(&message, &reply, segue_rect_t.self) { outFrame in
                table.final_frame(context, controller, outFrame)
            }
        case .viewName:
            try serveViewName(context, table, &message, &reply)
        case .addSubview:
            let parent = try message.read(UInt64.self)
            let child = try message.read(UInt64.self)
            reply.append(table.add_subview(context, parent, child))
        case .insertSubview:
            let parent = try message.read(UInt64.self)
            let child = try message.read(UInt64.self)
            let index = try message.read(Int32.self)
            reply.append(table.insert_subview(context, parent, child, index))
        case .removeFromSuperview:
            let view = try message.read(UInt64.self)
            reply.append(table.remove_from_superview(context, view))
        case .getProperty:
            let view = try message.read(UInt64.self)
            try withOut(&message, &reply, segue_property_value_t.self) { value in
                table.get_property(context, view, value)
            }
        case .setProperty:
            let view = try message.read(UInt64.self)
            var value = try message.bool() ? try message.readStruct(segue_property_value_t.self) : nil
            reply.append(
                withOptionalPointer(&value) { value in
                    table.set_property(context, view, value)
                }
            )
        case .animate:
            try serveAnimate(context, table, &message, &reply)
        case .animateKeyframes:
            try serveAnimateKeyframes(context, table, &message, &reply)
        case .completeTransition:
            let didComplete = try message.bool()
            reply.append(table.complete_transition(context, didComplete))
        case .createView:
            try serveCreateView(context, table, &message, &reply)
        case .snapshotView:
            let view = try message.read(UInt64.self)
            var snapshot = try message.bool() ? try message.readStruct(segue_snapshot_desc_t.self) : nil
            try withOut(&message, &reply, segue_view_t.self) { outView in
                withOptionalPointer(&snapshot) { snapshot in
                    table.snapshot_view(context, view, snapshot, outView)
                }
            }
        case .superview:
            let view = try message.read(UInt64.self)
            try withOut(&message, &reply, segue_view_t.self) { outView in
                table.superview(context, view, outView)
            }
        case .subviewCount:
            let view = try message.read(UInt64.self)
            try withOut(&message, &reply, UInt32.self) { outCount in
                table.subview_count(context, view, outCount)
            }
        case .subviewAt:
            let view = try message.read(UInt64.self)
            let index = try message.read(UInt32.self)
            try withOut(&message, &reply, segue_view_t.self) { outView in
                table.subview_at(context, view, index, outView)
            }
        case .findDescendant:
            let view = try message.read(UInt64.self)
            let name = try readName(&message)
            try withOut(&message, &reply, segue_view_t.self) { outView in
                withName(name) { name in
                    table.find_descendant(context, view, name, outView)
                }
            }
        case .convertPoint:
            let point = try message.readStruct(segue_point_t.self)
            let from = try message.read(UInt64.self)
            let to = try message.read(UInt64.self)
            try withOut(&message, &reply, segue_point_t.self) { outPoint in
                table.convert_point(context, point, from, to, outPoint)
            }
        case .convertRect:
            let rect = try message.readStruct(segue_rect_t.self)
            let from = try message.read(UInt64.self)
            let to = try message.read(UInt64.self)
            try withOut(&message, &reply, segue_rect_t.self) { outRect in
                table.convert_rect(context, rect, from, to, outRect)
            }
        case .bringSubviewToFront:
            let parent = try message.read(UInt64.self)
            let child = try message.read(UInt64.self)
            reply.append(table.bring_subview_to_front(context, parent, child))
        case .sendSubviewToBack:
            let parent = try message.read(UInt64.self)
            let child = try message.read(UInt64.self)
            reply.append(table.send_subview_to_back(context, parent, child))
        case .logThreshold:
            reply.append(table.log_threshold(context))
        case .animateAlongside:
            try serveAnimateAlongside(context, table, &message, &reply)
        }
    }
}
