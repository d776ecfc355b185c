import SegueABI
import SegueABIValues

/// One live presentation controller: the Swift object, its parameter values and the
/// `segue_presentation_t` vtable the host holds (whose `plugin_data` points back here, retained
/// until `destroy`).
final class PresentationInstance: ParameterizedInstance {
    let controller: any SeguePresentationController
    let raw: UnsafeMutablePointer<segue_presentation_t>

    private init(_ type: any SeguePresentationController.Type) {
        let values = ParameterValues(type.info.parameters)
        controller = type.init(parameters: values)
        raw = .allocate(capacity: 1)
        super.init(values: values)
    }

    /// A new instance whose vtable owns it.
    static func make(_ type: any SeguePresentationController.Type) -> PresentationInstance {
        let instance = PresentationInstance(type)
        instance.raw.initialize(
            to: segue_presentation_t(
                size: UInt32(MemoryLayout<segue_presentation_t>.size),
                plugin_data: Unmanaged.passRetained(instance).toOpaque(),
                frame_of_presented_view: { presentation, layout, out in
                    guard let instance = PresentationInstance.from(presentation), let layout, let out else {
                        return SegueStatus.invalidArgument.rawValue
                    }
                    out.pointee = instance.controller.frameOfPresentedView(in: PresentationLayout(raw: layout.pointee))
                    return SegueStatus.ok.rawValue
                },
                presentation_will_begin: { presentation, context in
                    PresentationInstance.hook(presentation, context, "presentation_will_begin") {
                        (controller, context) throws(ServiceError) in try controller.presentationWillBegin(context)
                    }
                },
                presentation_did_end: { presentation, context, completed in
                    PresentationInstance.hook(presentation, context, "presentation_did_end") {
                        (controller, context) throws(ServiceError) in
                        try controller.presentationDidEnd(context, completed: completed)
                    }
                },
                dismissal_will_begin: { presentation, context in
                    PresentationInstance.hook(presentation, context, "dismissal_will_begin") {
                        (controller, context) throws(ServiceError) in try controller.dismissalWillBegin(context)
                    }
                },
                dismissal_did_end: { presentation, context, completed in
                    PresentationInstance.hook(presentation, context, "dismissal_did_end") {
                        (controller, context) throws(ServiceError) in
                        try controller.dismissalDidEnd(context, completed: completed)
                    }
                },
                container_will_layout: { presentation, context in
                    PresentationInstance.hook(presentation, context, "container_will_layout") {
                        (controller, context) throws(ServiceError) in try controller.containerWillLayout(context)
                    }
                },
                container_did_layout: { presentation, context in
                    PresentationInstance.hook(presentation, context, "container_did_layout") {
                        (controller, context) throws(ServiceError) in try controller.containerDidLayout(context)
                    }
                },
                should_remove_presenters_view: { presentation in
                    PresentationInstance.from(presentation)?.controller.shouldRemovePresentersView ?? false
                },
                adaptive_presentation_style: { presentation, sizeClass in
                    let style = PresentationInstance.from(presentation)?.controller.adaptivePresentationStyle(
                        for: SegueSizeClass(rawValue: sizeClass))
                    return (style ?? .none).rawValue
                },
                handle_gesture: type.info.capabilities.contains(.gestures) ? handleGesture : nil,
                destroy: { presentation in
                    guard let presentation, let data = presentation.pointee.plugin_data else { return }
                    let instance = Unmanaged<PresentationInstance>.fromOpaque(data).takeRetainedValue()
                    instance.raw.deinitialize(count: 1)
                    instance.raw.deallocate()
                }))
        return instance
    }

    /// The vtable's `handle_gesture`, set only for controllers claiming `.gestures`.
    private static let handleGesture:
        @convention(c) (
            UnsafePointer<segue_presentation_t>?, UnsafePointer<segue_gesture_event_t>?,
            UnsafeMutablePointer<segue_presentation_answer_t>?
        ) -> segue_status_t = { presentation, event, answer in
            guard let instance = PresentationInstance.from(presentation), let event, let answer else {
                return SegueStatus.invalidArgument.rawValue
            }
            instance.controller.handleGesture(InteractionEvent(raw: event.pointee)).write(to: &answer.pointee)
            return SegueStatus.ok.rawValue
        }

    /// Runs one context hook; a refused service call is logged (the host's checks then report
    /// whatever chrome the hook left behind).
    private static func hook(
        _ presentation: UnsafePointer<segue_presentation_t>?, _ context: UnsafePointer<segue_context_t>?,
        _ name: String,
        _ body: (any SeguePresentationController, TransitionContext) throws(ServiceError) -> Void
    ) {
        guard let instance = PresentationInstance.from(presentation), let context else { return }
        do throws(ServiceError) {
            try body(instance.controller, TransitionContext(raw: context))
        } catch {
            let id = Swift.type(of: instance.controller).info.id
            SeguePlugin.log(
                "\(id): \(name): a context service refused a call (status \(error.status))", level: .warning)
        }
    }

    /// The instance behind a vtable pointer the host passed back.
    static func from(_ presentation: UnsafePointer<segue_presentation_t>?) -> PresentationInstance? {
        guard let data = presentation?.pointee.plugin_data else { return nil }
        return Unmanaged<PresentationInstance>.fromOpaque(data).takeUnretainedValue()
    }
}
