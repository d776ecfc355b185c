import SegueABI
import SegueABIValues

/// A presentation controller's hook that takes a context, as `presentationHook` names it.
enum PresentationHook: UInt8, CaseIterable {
    case presentationWillBegin = 1
    case presentationDidEnd
    case dismissalWillBegin
    case dismissalDidEnd
    case containerWillLayout
    case containerDidLayout

    /// The plugin function it calls (failures name it).
    var callback: PluginCallback {
        switch self {
        case .presentationWillBegin: .presentation_will_begin
        case .presentationDidEnd: .presentation_did_end
        case .dismissalWillBegin: .dismissal_will_begin
        case .dismissalDidEnd: .dismissal_did_end
        case .containerWillLayout: .container_will_layout
        case .containerDidLayout: .container_did_layout
        }
    }
}

/// The host's stand-in for a presentation controller in a plugin process: a
/// `segue_presentation_t` whose every hook forwards there. The hooks that take a context send the
/// host's fresh presenting context as a number, which the plugin process turns into a proxy
/// (`ContextProxies`) whose services come back here, as an animator's contexts do; so
/// `animate_alongside`'s completion runs there when the host's coordinator calls it. A process
/// that failed answers SEGUE_ERROR_UNSUPPORTED (frame, gesture), false, SEGUE_STYLE_NONE or nothing, which
/// `PluginPresentationController` treats as it would the plugin's answers; the run then fails on
/// the process's failure.
enum RemotePresentation {
    typealias Stand = RemoteController<segue_presentation_t>

    /// The vtable's function members in declaration order (the shape's bits).
    static func members(of v: segue_presentation_t) -> [UnsafeRawPointer?] {
        [
            PluginLibrary.address(v.frame_of_presented_view), PluginLibrary.address(v.presentation_will_begin),
            PluginLibrary.address(v.presentation_did_end), PluginLibrary.address(v.dismissal_will_begin),
            PluginLibrary.address(v.dismissal_did_end), PluginLibrary.address(v.container_will_layout),
            PluginLibrary.address(v.container_did_layout), PluginLibrary.address(v.should_remove_presenters_view),
            PluginLibrary.address(v.adaptive_presentation_style), PluginLibrary.address(v.handle_gesture),
            PluginLibrary.address(v.destroy),
        ]
    }

    /// Asks `process` (library `index`) for presentation controller `id` and answers its stand-in.
    static func make(in process: PluginHostProcess, library index: UInt32, id: String)
        throws(PluginControllerError) -> UnsafePointer<segue_presentation_t>
    {
        let made = try Stand.create(
            .createPresentation, for: .create_presentation, in: process, library: index, id: id)
        return Stand.make(
            process: process, handle: made.handle, vtable: vtable(size: made.size, shape: made.shape),
            data: \.plugin_data, destroy: .presentationDestroy)
    }

    private static func from(_ pointer: UnsafePointer<segue_presentation_t>?) -> Stand? {
        Stand.from(pointer, data: \.plugin_data)
    }

    /// Forwards `hook` with the host's context.
    private static func hook(
        _ presentation: UnsafePointer<segue_presentation_t>?, _ hook: PresentationHook,
        _ context: UnsafePointer<segue_context_t>?, completed: Bool = false
    ) {
        _ = from(presentation)?.request(.presentationHook, for: hook.callback) { message in
            message.append(hook.rawValue)
            message.append(RemoteAnimator.id(of: context))
            message.append(completed)
        }
    }

    private static func vtable(size: UInt32, shape: ControllerShape) -> segue_presentation_t {
        segue_presentation_t(
            size: size, plugin_data: nil,
            frame_of_presented_view: shape.has(0)
                ? { presentation, layout, frame in
                    guard
                        var reply = RemotePresentation.from(presentation)?.request(
                            .presentationFrame, for: .frame_of_presented_view,
                            {
                                message in
                                message.append(layout) { $0.appendStruct($1.pointee) }
                                message.append(frame) { $0.appendStruct($1.pointee) }
                            }),
                        let status = try? reply.read(Int32.self)
                    else { return PluginStatus.unsupported.raw }
                    if let frame, let value = try? reply.readStruct(segue_rect_t.self) { frame.pointee = value }
                    return status
                } : nil,
            presentation_will_begin: shape.has(1) ? { RemotePresentation.hook($0, .presentationWillBegin, $1) } : nil,
            presentation_did_end: shape.has(2)
                ? { RemotePresentation.hook($0, .presentationDidEnd, $1, completed: $2) } : nil,
            dismissal_will_begin: shape.has(3) ? { RemotePresentation.hook($0, .dismissalWillBegin, $1) } : nil,
            dismissal_did_end: shape.has(4)
                ? { RemotePresentation.hook($0, .dismissalDidEnd, $1, completed: $2) } : nil,
            container_will_layout: shape.has(5) ? { RemotePresentation.hook($0, .containerWillLayout, $1) } : nil,
            container_did_layout: shape.has(6) ? { RemotePresentation.hook($0, .containerDidLayout, $1) } : nil,
            should_remove_presenters_view: shape.has(7)
                ? { presentation in
                    var reply = RemotePresentation.from(presentation)?.request(
                        .presentationShouldRemovePresentersView, for: .should_remove_presenters_view)
                    return (try? reply?.bool()) ?? false
                } : nil,
            adaptive_presentation_style: shape.has(8)
                ? { presentation, sizeClass in
                    var reply = RemotePresentation.from(presentation)?.request(
                        .presentationAdaptiveStyle, for: .adaptive_presentation_style, { $0.append(sizeClass) })
                    return (try? reply?.read(Int32.self)) ?? SeguePresentationStyle.none.rawValue
                } : nil,
            handle_gesture: shape.has(9)
                ? { presentation, event, answer in
                    guard
                        var reply = RemotePresentation.from(presentation)?.request(
                            .presentationHandleGesture, for: .handle_gesture,
                            {
                                message in
                                message.append(event) { $0.appendStruct($1.pointee) }
                                message.append(answer) { $0.appendStruct($1.pointee) }
                            }),
                        let status = try? reply.read(Int32.self)
                    else { return PluginStatus.unsupported.raw }
                    if let answer, let value = try? reply.readStruct(segue_presentation_answer_t.self) {
                        answer.pointee = value
                    }
                    return status
                } : nil,
            destroy: shape.has(10) ? { presentation in RemotePresentation.from(presentation)?.destroy() } : nil)
    }
}
