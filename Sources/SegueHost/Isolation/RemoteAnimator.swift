import SegueABI
import SegueEngine

/// The host's stand-in for an animator that lives in a plugin process: a `segue_animator_t`
/// whose functions forward to that process (a `RemoteController`, as controllers' stand-ins are),
/// with NULL members exactly where the plugin's are. `PluginAnimator` drives it like any
/// plugin's vtable, so isolated and in-process animators share every check.
enum RemoteAnimator {
    typealias Stand = RemoteController<segue_animator_t>

    /// A stand-in for the plugin process's animator `handle`; owned by whoever calls its `destroy`.
    static func make(process: PluginHostProcess, handle: UInt64, size: UInt32, shape: RemoteVTableShape)
        -> UnsafePointer<segue_animator_t>
    {
        Stand.make(
            process: process, handle: handle, vtable: vtable(size: size, shape: shape), data: \.plugin_data,
            destroy: .destroy, parameters: .animator)
    }

    /// The stand-in behind `pointer`, if it is one.
    static func from(_ pointer: UnsafePointer<segue_animator_t>?) -> Stand? {
        Stand.from(pointer, data: \.plugin_data)
    }

    private static func vtable(size: UInt32, shape: RemoteVTableShape) -> segue_animator_t {
        segue_animator_t(
            size: size, plugin_data: nil,
            transition_duration: shape.contains(.transitionDuration)
                ? { animator, context in
                    var reply = RemoteAnimator.from(animator)?.request(.transitionDuration, for: .transition_duration) {
                        $0.append(RemoteAnimator.id(of: context))
                    }
                    return (try? reply?.double()) ?? 0
                } : nil,
            animate_transition: shape.contains(.animateTransition)
                ? { animator, context in
                    guard let remote = RemoteAnimator.from(animator) else { return }
                    if remote.request(
                        .animateTransition, for: .animate_transition, { $0.append(RemoteAnimator.id(of: context)) })
                        == nil
                    {
                        RemoteAnimator.abandon(context, because: remote.process.failure)
                    }
                } : nil,
            animation_ended: shape.contains(.animationEnded)
                ? { animator, completed in
                    _ = RemoteAnimator.from(animator)?.request(.animationEnded, for: .animation_ended) {
                        $0.append(completed)
                    }
                } : nil,
            interruptible_animation: shape.contains(.interruptibleAnimation)
                ? { animator, context, out in
                    guard
                        var reply = RemoteAnimator.from(animator)?.request(
                            .interruptibleAnimation, for: .interruptible_animation,
                            { $0.append(RemoteAnimator.id(of: context)) }),
                        let status = try? reply.read(Int32.self), let handle = try? reply.read(UInt64.self)
                    else { return PluginStatus.unsupported.raw }
                    out?.pointee = handle
                    return status
                } : nil,
            destroy: { animator in RemoteAnimator.from(animator)?.destroy() })
    }

    /// A context pointer as the number the plugin process carries.
    static func id(of context: UnsafePointer<segue_context_t>?) -> UInt64 {
        UInt64(UInt(bitPattern: context))
    }

    /// Ends a transition whose plugin process failed: the plugin's animations go back to where
    /// they started and the transition completes as cancelled, as if the person had cancelled
    /// it, so the views are left as before it began. Nothing happens once it completed.
    static func abandon(_ context: UnsafePointer<segue_context_t>?, because failure: IsolationFailure?) {
        guard let session = PluginTransitionSession.from(context), session.state == .animating else { return }
        if let failure { session.context.eventLog?.diagnose(failure.description) }
        for animation in session.animations where animation.state != .inactive {
            try? animation.stopAnimation(false)
            try? animation.finishAnimation(at: .start)
        }
        _ = ContextServices.table.complete_transition?(context, false)
    }
}
