import SegueABI
import SegueABIValues

/// One live animator: the Swift object, its parameter values, and the `segue_animator_t` vtable
/// the host holds (whose `plugin_data` points back here, retained until `destroy`).
final class AnimatorInstance: ParameterizedInstance {
    let animator: any SegueAnimator
    /// `animator` as an interruptible animator, when it is one: cast once here rather than at
    /// every transition (a dynamic cast to an existential looks up the conformance).
    private let interruptible: (any InterruptibleSegueAnimator)?
    let raw: UnsafeMutablePointer<segue_animator_t>
    /// The animation an interruptible animator started in the current transition (or the
    /// refusal that stopped it), kept so every ask within the transition gets the same answer
    /// (animator.h); cleared by `animation_ended`.
    private var vended: (context: UnsafePointer<segue_context_t>, result: Result<AnimationHandle, ServiceError>)?

    private init(_ type: any SegueAnimator.Type) {
        let values = ParameterValues(type.info.parameters)
        animator = type.init(parameters: values)
        interruptible = animator as? any InterruptibleSegueAnimator
        raw = .allocate(capacity: 1)
        super.init(values: values)
    }

    /// A new instance whose vtable owns it.
    static func make(_ type: any SegueAnimator.Type) -> AnimatorInstance {
        let instance = AnimatorInstance(type)
        instance.raw.initialize(
            to: segue_animator_t(
                size: UInt32(MemoryLayout<segue_animator_t>.size),
                plugin_data: Unmanaged.passRetained(instance).toOpaque(),
                transition_duration: { animator, context in
                    guard let instance = AnimatorInstance.from(animator) else { return .nan }
                    return instance.animator.transitionDuration(context.map(TransitionContext.init(raw:)))
                },
                animate_transition: { animator, context in
                    guard let instance = AnimatorInstance.from(animator), let context else { return }
                    instance.animateTransition(TransitionContext(raw: context))
                },
                animation_ended: { animator, completed in
                    guard let instance = AnimatorInstance.from(animator) else { return }
                    instance.vended = nil
                    instance.animator.animationEnded(completed)
                },
                interruptible_animation: type is any InterruptibleSegueAnimator.Type
                    ? { animator, context, out in
                        guard let instance = AnimatorInstance.from(animator), let context else {
                            return SegueStatus.invalidArgument.rawValue
                        }
                        switch instance.vend(TransitionContext(raw: context)) {
                        case .success(let animation)?:
                            out?.pointee = animation.raw
                            return SegueStatus.ok.rawValue
                        case .failure(let error)?: return error.status
                        case nil: return SegueStatus.unsupported.rawValue
                        }
                    } : nil,
                destroy: { animator in
                    guard let animator, let data = animator.pointee.plugin_data else { return }
                    let instance = Unmanaged<AnimatorInstance>.fromOpaque(data).takeRetainedValue()
                    instance.raw.deinitialize(count: 1)
                    instance.raw.deallocate()
                }))
        return instance
    }

    /// Runs the transition: an interruptible animator's one animation (made once per transition,
    /// shared with `interruptible_animation`), or the animator's `animateTransition`. A refused
    /// service call is logged and the transition completed at once, so the host never waits for
    /// its watchdog.
    private func animateTransition(_ context: TransitionContext) {
        let id = Swift.type(of: animator).info.id
        // At debug level (`segue -v`), which animator ran which operation: the first thing to
        // know when a plugin misbehaves.
        SeguePlugin.log("\(id): animating \(context.operation)", level: .debug)
        let outcome: Result<Void, ServiceError>
        if let vended = vend(context) {
            outcome = vended.map { _ in }
        } else {
            do throws(ServiceError) {
                outcome = .success(try animator.animateTransition(context))
            } catch {
                outcome = .failure(error)
            }
        }
        guard case .failure(let error) = outcome else { return }
        SeguePlugin.log(
            "\(id): a context service refused a call (status \(error.status)); completing the transition at once",
            level: .warning)
        context.completeTransition(!context.transitionWasCancelled)
    }

    /// An interruptible animator's animation for `context`'s transition, made on the first ask
    /// and answered again on every later one; nil for an animator that is not interruptible.
    private func vend(_ context: TransitionContext) -> Result<AnimationHandle, ServiceError>? {
        guard let interruptible else { return nil }
        if let vended, vended.context == context.raw { return vended.result }
        let result: Result<AnimationHandle, ServiceError>
        do throws(ServiceError) {
            result = .success(try interruptible.interruptibleAnimation(context))
        } catch {
            result = .failure(error)
        }
        vended = (context.raw, result)
        return result
    }

    /// The instance behind a vtable pointer the host passed back.
    static func from(_ animator: UnsafePointer<segue_animator_t>?) -> AnimatorInstance? {
        guard let data = animator?.pointee.plugin_data else { return nil }
        return Unmanaged<AnimatorInstance>.fromOpaque(data).takeUnretainedValue()
    }
}
