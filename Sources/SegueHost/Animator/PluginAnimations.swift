import SegueABI
import SegueEngine

/// Turns a plugin's animation descriptions into property animators on the transition's engine,
/// checking everything before anything changes.
enum PluginAnimations {
    typealias Refusal = EngineConversions.Refusal

    /// Starts a block animation and answers its handle.
    static func animate(_ d: segue_animation_desc_t, in session: PluginTransitionSession) throws(Refusal) -> segue_animation_t {
        guard d.size >= UInt32(MemoryLayout<segue_animation_desc_t>.size) else {
            throw .invalid("the animation description's size is \(d.size), smaller than the ABI's (\(MemoryLayout<segue_animation_desc_t>.size))")
        }
        try checkTimes(duration: d.duration, delay: d.delay)
        let (curve, duration) = try EngineConversions.curve(d.timing, duration: d.duration)
        let targets = try resolve(d.targets, count: d.target_count, in: session)
        let animator = PropertyAnimator(engine: session.context.engine, duration: duration, curve: curve) {
            // Checked above, so every write succeeds.
            for (view, value) in targets { try? EngineConversions.write(value, to: view) }
        }
        return try start(animator, delay: d.delay, completion: d.completion, data: d.completion_data, in: session)
    }

    /// Starts a keyframe animation and answers its handle.
    static func animateKeyframes(_ d: segue_keyframe_animation_desc_t, in session: PluginTransitionSession) throws(Refusal) -> segue_animation_t {
        guard d.size >= UInt32(MemoryLayout<segue_keyframe_animation_desc_t>.size) else {
            throw .invalid("the keyframe description's size is \(d.size), smaller than the ABI's (\(MemoryLayout<segue_keyframe_animation_desc_t>.size))")
        }
        try checkTimes(duration: d.duration, delay: d.delay)
        let (curve, duration) = try EngineConversions.curve(d.timing, duration: d.duration)
        if case .spring = curve { throw .invalid("keyframe animations take a Bézier or linear timing, not a spring") }
        guard d.keyframe_count == 0 || d.keyframes != nil else { throw .invalid("keyframes is NULL but keyframe_count is \(d.keyframe_count)") }
        var keyframes: [(start: Double, length: Double, targets: [(View, segue_property_value_t)])] = []
        for index in 0..<Int(d.keyframe_count) {
            let k = d.keyframes![index]
            guard k.relative_start.isFinite, k.relative_duration.isFinite, k.relative_start >= 0, k.relative_duration >= 0,
                  k.relative_start + k.relative_duration <= 1 + 1e-9
            else {
                throw .range("keyframe \(index) must start and last within 0...1 of the animation (start \(k.relative_start), duration \(k.relative_duration))")
            }
            keyframes.append((k.relative_start, min(k.relative_duration, 1 - k.relative_start), try resolve(k.targets, count: k.target_count, in: session)))
        }
        let animator = PropertyAnimator(engine: session.context.engine, duration: duration, curve: curve)
        for keyframe in keyframes {
            let targets = keyframe.targets
            // The animator is fresh and every window was checked, so this cannot be refused.
            try? animator.addAnimations({ for (view, value) in targets { try? EngineConversions.write(value, to: view) } },
                                       relativeStart: keyframe.start, relativeDuration: keyframe.length)
        }
        return try start(animator, delay: d.delay, completion: d.completion, data: d.completion_data, in: session)
    }

    private static func checkTimes(duration: Double, delay: Double) throws(Refusal) {
        guard duration.isFinite, delay.isFinite else { throw .invalid("duration and delay must be finite (got \(duration) and \(delay))") }
        guard duration >= 0, delay >= 0 else { throw .range("duration and delay must not be negative (got \(duration) and \(delay))") }
    }

    private static func resolve(
        _ targets: UnsafePointer<segue_property_target_t>?, count: UInt32, in session: PluginTransitionSession
    ) throws(Refusal) -> [(View, segue_property_value_t)] {
        guard count == 0 || targets != nil else { throw .invalid("targets is NULL but target_count is \(count)") }
        var resolved: [(View, segue_property_value_t)] = []
        for index in 0..<Int(count) {
            let target = targets![index]
            let view = try session.view(target.view)
            guard EngineConversions.isAnimatable(target.target.property) else {
                throw .invalid("target \(index): property \(target.target.property) cannot be animated (hidden is set-only)")
            }
            try EngineConversions.write(target.target, to: nil)
            resolved.append((view, target.target))
        }
        return resolved
    }

    private static func start(
        _ animator: PropertyAnimator, delay: Double, completion: segue_animation_completion_t?, data: UnsafeMutableRawPointer?,
        in session: PluginTransitionSession
    ) throws(Refusal) -> segue_animation_t {
        let handle = session.register(animator)
        if let completion {
            // Keeps the session (the context pointer) and the plugin animator alive until it runs.
            let owner = session.owner
            animator.addCompletion { position in
                withExtendedLifetime(owner) {
                    PluginCalls.into(.animation_completion) { completion(data, UnsafePointer(session.raw), handle, position.abiValue) }
                }
            }
        }
        do {
            try animator.startAnimation(afterDelay: delay)
        } catch {
            throw .invalid("the engine refused to start the animation: \(error)")
        }
        return handle
    }
}

extension AnimatingPosition {
    /// The ABI's `segue_animation_position_t`.
    var abiValue: Int32 {
        switch self {
        case .end: Int32(SEGUE_POSITION_END.rawValue)
        case .start: Int32(SEGUE_POSITION_START.rawValue)
        case .current: Int32(SEGUE_POSITION_CURRENT.rawValue)
        }
    }
}
