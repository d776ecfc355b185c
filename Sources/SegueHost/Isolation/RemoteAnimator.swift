import SegueABI
import SegueEngine
import Synchronization

/// The host's stand-in for an animator that lives in a plugin process: a `segue_animator_t`
/// whose functions forward to that process, with NULL members exactly where the plugin's are.
/// `PluginAnimator` drives it like any plugin's vtable, so isolated and in-process animators
/// share every check.
final class RemoteAnimator {
    let process: PluginHostProcess
    let handle: UInt64
    private let raw: UnsafeMutablePointer<segue_animator_t>

    /// Every stand-in alive (as addresses): a pointer is only read through once it is found here.
    private static let live = Mutex(Set<UInt>())

    private init(process: PluginHostProcess, handle: UInt64, size: UInt32, shape: RemoteVTableShape) {
        self.process = process
        self.handle = handle
        raw = .allocate(capacity: 1)
        raw.initialize(to: Self.vtable(size: size, shape: shape))
    }

    /// A stand-in for the plugin process's animator `handle`; owned by whoever calls its `destroy`.
    static func make(process: PluginHostProcess, handle: UInt64, size: UInt32, shape: RemoteVTableShape)
        -> UnsafePointer<segue_animator_t>
    {
        let animator = RemoteAnimator(process: process, handle: handle, size: size, shape: shape)
        animator.raw.pointee.plugin_data = Unmanaged.passRetained(animator).toOpaque()
        live.withLock { _ = $0.insert(UInt(bitPattern: animator.raw)) }
        return UnsafePointer(animator.raw)
    }

    /// The stand-in behind `pointer`, if it is one.
    static func from(_ pointer: UnsafePointer<segue_animator_t>?) -> RemoteAnimator? {
        guard let pointer, live.withLock({ $0.contains(UInt(bitPattern: pointer)) }),
            let data = pointer.pointee.plugin_data
        else { return nil }
        return Unmanaged<RemoteAnimator>.fromOpaque(data).takeUnretainedValue()
    }

    /// A request naming this animator, then `build`'s fields.
    func request(_ call: IsolationCall, for callback: PluginCallback, _ build: (inout WireWriter) -> Void = { _ in })
        -> WireReader?
    {
        var message = WireWriter()
        message.append(handle)
        build(&message)
        return process.request(call, for: callback, message)
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

    private func destroy() {
        _ = request(.destroy, for: .destroy)
        Self.live.withLock { _ = $0.remove(UInt(bitPattern: raw)) }
        raw.deinitialize(count: 1)
        raw.deallocate()
        Unmanaged.passUnretained(self).release()
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
