import SegueABI

/// The host side of a context service a plugin process forwarded: it decodes the arguments and
/// calls the host's own service function with them, so the checks, refusals and diagnostics are
/// exactly those of a plugin running in process. Everything the plugin process sends is
/// untrusted: each read is bounds-checked, and the context arrives as a number the host's
/// service looks up among the contexts it issued before reading through it.
enum ForwardedContextCall {
    /// Serves one forwarded call and answers its reply.
    static func serve(_ message: inout WireReader) throws(WireError) -> WireWriter {
        let code = try message.read(UInt8.self)
        guard let service = ContextService(rawValue: code) else {
            throw WireError("context service \(code) does not exist")
        }
        let context = UnsafePointer<segue_context_t>(bitPattern: UInt(try message.read(UInt64.self)))
        let table = ContextServices.table
        var reply = WireWriter()
        switch service {
        case .operation: reply.append(table.operation(context))
        case .presentationStyle: reply.append(table.presentation_style(context))
        case .isAnimated: reply.append(table.is_animated(context))
        case .isInteractive: reply.append(table.is_interactive(context))
        case .transitionWasCancelled: reply.append(table.transition_was_cancelled(context))
        case .containerView: try withOut(&message, &reply, segue_view_t.self) { table.container_view(context, $0) }
        case .viewForKey:
            let key = try message.read(Int32.self)
            try withOut(&message, &reply, segue_view_t.self) { table.view_for_key(context, key, $0) }
        case .controllerForKey:
            let key = try message.read(Int32.self)
            try withOut(&message, &reply, segue_controller_t.self) { table.controller_for_key(context, key, $0) }
        case .controllerView:
            let controller = try message.read(UInt64.self)
            try withOut(&message, &reply, segue_view_t.self) { table.controller_view(context, controller, $0) }
        case .initialFrame:
            let controller = try message.read(UInt64.self)
            try withOut(&message, &reply, segue_rect_t.self) { table.initial_frame(context, controller, $0) }
        case .finalFrame:
            let controller = try message.read(UInt64.self)
            try withOut(&message, &reply, segue_rect_t.self) { table.final_frame(context, controller, $0) }
        case .getProperty:
            let view = try message.read(UInt64.self)
            try withOut(&message, &reply, segue_property_value_t.self) { table.get_property(context, view, $0) }
        default: try serveChange(service, context, table, &message, &reply)
        }
        return reply
    }

    /// The services that change the hierarchy, the views or the transition.
    private static func serveChange(
        _ service: ContextService, _ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t,
        _ message: inout WireReader, _ reply: inout WireWriter
    ) throws(WireError) {
        switch service {
        case .viewName: try serveViewName(context, table, &message, &reply)
        case .addSubview:
            let (parent, child) = (try message.read(UInt64.self), try message.read(UInt64.self))
            reply.append(table.add_subview(context, parent, child))
        case .insertSubview:
            let (parent, child, index) = (
                try message.read(UInt64.self), try message.read(UInt64.self), try message.read(Int32.self)
            )
            reply.append(table.insert_subview(context, parent, child, index))
        case .removeFromSuperview: reply.append(table.remove_from_superview(context, try message.read(UInt64.self)))
        case .setProperty:
            let view = try message.read(UInt64.self)
            guard try message.bool() else { return reply.append(table.set_property(context, view, nil)) }
            var value = try message.readStruct(segue_property_value_t.self)
            reply.append(table.set_property(context, view, &value))
        case .animate: try ForwardedAnimation.animate(context, table, &message, &reply)
        case .animateKeyframes: try ForwardedAnimation.animateKeyframes(context, table, &message, &reply)
        case .completeTransition: reply.append(table.complete_transition(context, try message.bool()))
        default: try serveOwnViewOrWalk(service, context, table, &message, &reply)
        }
    }

    private static func serveViewName(
        _ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t, _ message: inout WireReader,
        _ reply: inout WireWriter
    ) throws(WireError) {
        let view = try message.read(UInt64.self)
        guard try message.bool() else { return reply.append(table.view_name(context, view, nil)) }
        // A sentinel shows whether the service wrote the out-pointer at all.
        let untouched = UnsafePointer<CChar>(bitPattern: 1)
        var name: UnsafePointer<CChar>? = untouched
        reply.append(table.view_name(context, view, &name))
        reply.append(name != untouched)
        guard name != untouched else { return }
        reply.append(name != nil)
        if let name { reply.append(String(cString: name)) }
    }

    /// Calls `body` with an out-pointer holding what the plugin's held (or NULL, as it passed),
    /// then replies with the status and the pointer's final contents.
    static func withOut<T>(
        _ message: inout WireReader, _ reply: inout WireWriter, _: T.Type,
        _ body: (UnsafeMutablePointer<T>?) -> segue_status_t
    ) throws(WireError) {
        guard try message.bool() else { return reply.append(body(nil)) }
        var value = try message.readStruct(T.self)
        reply.append(body(&value))
        reply.appendStruct(value)
    }
}
