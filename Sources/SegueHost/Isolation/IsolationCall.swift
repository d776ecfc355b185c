/// What one request between the host and a plugin host process asks for. Requests nest: while
/// either side waits for its answer it serves the other's requests, exactly as a plugin running
/// in process calls host services from inside the host's call into it.
package enum IsolationCall: UInt8, Sendable {
    // Host to plugin process.
    /// Load a library and read its descriptors: file → index and a `LibraryScanReport`.
    case loadLibrary = 1
    /// Create an animator: library index, id → remote animator and its vtable's shape.
    case createAnimator
    /// An animator's `destroy`.
    case destroy
    /// An animator's `transition_duration`.
    case transitionDuration
    /// An animator's `animate_transition`.
    case animateTransition
    /// An animator's `animation_ended`.
    case animationEnded
    /// An animator's `interruptible_animation`.
    case interruptibleAnimation
    /// A parameter getter.
    case parameterGet
    /// A parameter setter.
    case parameterSet
    /// An animation completion the plugin handed to `animate` or `animate_keyframes`.
    case animationCompletion
    /// Create an interaction controller: library index, id → handle, its vtable's size and shape
    /// (`ControllerShape`), or handle 0 and the sentence saying why none was made.
    case createInteraction
    /// An interaction controller's `begin`: handle, start → status.
    case interactionBegin
    /// An interaction controller's `handle_event`: handle, event, blank answer → status, answer.
    case interactionHandleEvent
    /// An interaction controller's `ended`: handle, completed.
    case interactionEnded
    /// An interaction controller's `destroy`: handle.
    case interactionDestroy
    /// Create a presentation controller, answered as `createInteraction` is.
    case createPresentation
    /// A presentation controller's `frame_of_presented_view`: handle, layout, frame → status, frame.
    case presentationFrame
    /// A presentation controller's hook that takes a context: handle, hook (`PresentationHook`),
    /// host context, completed.
    case presentationHook
    /// A presentation controller's `should_remove_presenters_view`: handle → flag.
    case presentationShouldRemovePresentersView
    /// A presentation controller's `adaptive_presentation_style`: handle, size class → style.
    case presentationAdaptiveStyle
    /// A presentation controller's `handle_gesture`: handle, event, blank answer → status, answer.
    case presentationHandleGesture
    /// A presentation controller's `destroy`: handle.
    case presentationDestroy
    /// An interaction or presentation controller's parameter getter: handle, index → value.
    case controllerParameterGet
    /// An interaction or presentation controller's parameter setter: handle, index, value → status.
    case controllerParameterSet

    // Plugin process to host.
    /// `segue_host_t.log`.
    case log = 64
    /// `segue_host_t.now`.
    case now
    /// A `segue_context_t` service; the first byte of the request names which (`ContextServiceCode`).
    case contextService
    /// Context services the plugin process already answered `SEGUE_OK` (`ForwardedCallBatch`),
    /// to run in order, then optionally one more request whose reply is this one's.
    case contextBatch
    /// Context services the plugin process refused because a thread other than its main thread
    /// called them (`OffThreadContextCalls`): the count, each service and host context, then how
    /// many more were refused past the list's capacity. The host records each as a refusal.
    case offThreadCalls
}

/// How an animator's vtable is filled in, so the host's proxy has NULL exactly where the
/// plugin's does (the host checks those members).
package struct RemoteVTableShape: OptionSet, Sendable {
    /// The flags.
    package let rawValue: UInt8
    /// Flags from their bits.
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `transition_duration` is set.
    package static let transitionDuration = RemoteVTableShape(rawValue: 1 << 0)
    /// `animate_transition` is set.
    package static let animateTransition = RemoteVTableShape(rawValue: 1 << 1)
    /// `animation_ended` is set.
    package static let animationEnded = RemoteVTableShape(rawValue: 1 << 2)
    /// `interruptible_animation` is set.
    package static let interruptibleAnimation = RemoteVTableShape(rawValue: 1 << 3)
    /// `destroy` is set.
    package static let destroy = RemoteVTableShape(rawValue: 1 << 4)
}
