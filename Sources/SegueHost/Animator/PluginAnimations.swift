import SegueABI
import SegueABIValues
import SegueEngine

/// Turns a plugin's animation descriptions into property animators on the transition's engine,
/// checking everything (sizes, counts, times, curves, every target) before anything changes.
enum PluginAnimations {
    /// A view and the checked value it animates to.
    typealias Target = (view: View, value: PluginPropertyValue)

    /// Starts a block animation and answers its handle.
    static func animate(_ d: segue_animation_desc_t, in session: PluginTransitionSession) throws(ServiceRefusal)
        -> segue_animation_t
    {
        try checkSize(d.size, MemoryLayout<segue_animation_desc_t>.size, "animation description")
        let (duration, delay) = (try PluginLimits.duration.admit(d.duration), try PluginLimits.delay.admit(d.delay))
        let (curve, length) = try EngineConversions.curve(d.timing, duration: duration)
        let changes = try changes(d.targets, count: d.target_count, in: session)
        try session.budget.chargeAnimation(targets: Int(d.target_count))
        let animator = PropertyAnimator(
            engine: session.context.engine, duration: length, curve: curve, animations: changes)
        return try start(animator, delay: delay, completion: d.completion, data: d.completion_data, in: session)
    }

    /// The closure applying the `count` checked targets at `targets`. One target (the usual
    /// animation) is captured on its own: an array of one would be an allocation more per animation.
    static func changes(
        _ targets: UnsafePointer<segue_property_target_t>?, count: UInt32, in session: PluginTransitionSession
    ) throws(ServiceRefusal) -> () -> Void {
        guard count == 1, let targets else {
            let resolved = try resolve(targets, count: count, in: session)
            return { for target in resolved { target.value.apply(to: target.view) } }
        }
        let only = try resolve(targets[0], at: 0, in: session)
        return { only.value.apply(to: only.view) }
    }

    /// Starts a keyframe animation and answers its handle.
    static func animateKeyframes(_ d: segue_keyframe_animation_desc_t, in session: PluginTransitionSession)
        throws(ServiceRefusal) -> segue_animation_t
    {
        // `calculation_mode` came in 1.1: a smaller (1.0) description is read as linear.
        try checkSize(
            d.size, MemoryLayout<segue_keyframe_animation_desc_t>.offset(of: \.calculation_mode)!,
            "keyframe description")
        let (duration, delay) = (try PluginLimits.duration.admit(d.duration), try PluginLimits.delay.admit(d.delay))
        let (curve, length) = try EngineConversions.curve(d.timing, duration: duration)
        if case .spring = curve { throw .invalid("keyframe animations take a Bézier or linear timing, not a spring") }
        let keyframes = try PluginKeyframes.resolve(d.keyframes, count: d.keyframe_count, in: session)
        let mode = try calculationMode(d)
        try session.budget.chargeAnimation(targets: keyframes.reduce(0) { $0 + $1.targets.count })
        let animator = PropertyAnimator(engine: session.context.engine, duration: length, curve: curve)
        animator.keyframeCalculationMode = mode
        for keyframe in keyframes {
            let targets = keyframe.targets
            // The animator is fresh and every window was checked, so this cannot be refused.
            try? animator.addAnimations(
                { for target in targets { target.value.apply(to: target.view) } },
                relativeStart: keyframe.start, relativeDuration: keyframe.length)
        }
        return try start(animator, delay: delay, completion: d.completion, data: d.completion_data, in: session)
    }

    /// The description's calculation mode: linear when its `size` stops before the field.
    private static func calculationMode(_ d: segue_keyframe_animation_desc_t) throws(ServiceRefusal)
        -> KeyframeCalculationMode
    {
        let end =
            MemoryLayout<segue_keyframe_animation_desc_t>.offset(of: \.calculation_mode)! + MemoryLayout<Int32>.size
        guard segue_struct_has_field(d.size, UInt64(end)) else { return .linear }
        guard d.calculation.isKnown else {
            throw .invalid(
                "calculation_mode \(d.calculation_mode) is not a segue_keyframe_calculation_t; "
                    + "pass SEGUE_KEYFRAME_CALCULATION_LINEAR (0) or SEGUE_KEYFRAME_CALCULATION_CUBIC (1)"
            )
        }
        return d.calculation.mode
    }

    /// Refuses a description older (smaller) than this host's: its later fields would be read past its end.
    static func checkSize(_ size: UInt32, _ expected: Int, _ what: String) throws(ServiceRefusal) {
        guard size >= UInt32(expected) else {
            throw .invalid("the \(what)'s size is \(size), smaller than the ABI's (\(expected))")
        }
    }

    /// The `count` targets at `targets`, each with a view of this transition and an animatable,
    /// checked value. The count is checked before the array is read, so a wild count reads nothing.
    static func resolve(
        _ targets: UnsafePointer<segue_property_target_t>?, count: UInt32, in session: PluginTransitionSession
    ) throws(ServiceRefusal) -> [Target] {
        guard count <= PluginLimits.maximumTargets else {
            throw .range(
                "target_count is \(count); at most \(PluginLimits.maximumTargets) targets per animation or keyframe")
        }
        guard count == 0 || targets != nil else { throw .invalid("targets is NULL but target_count is \(count)") }
        var resolved: [Target] = []
        for index in 0..<Int(count) {
            resolved.append(try resolve(targets![index], at: index, in: session))
        }
        return resolved
    }

    /// `target`, the `index`th of its list, with a view of this transition and an animatable,
    /// checked value.
    private static func resolve(
        _ target: segue_property_target_t, at index: Int, in session: PluginTransitionSession
    ) throws(ServiceRefusal) -> Target {
        let view: View
        let value: PluginPropertyValue
        do throws(ServiceRefusal) {
            view = try ContextServices.changeableView(target.view, in: session)
            value = try PluginPropertyValue(target.target)
            try value.check(on: view, animating: true)
        } catch { throw error.at("target \(index)") }
        guard value.property.isAnimatable else {
            throw .invalid(
                "target \(index): property \(value.property) cannot be animated "
                    + "(hidden, clipsToBounds and the gradient stop count are set-only)"
            )
        }
        return (view, value)
    }

    /// Registers `animator`, hooks the plugin's completion to it and starts it after `delay`.
    private static func start(
        _ animator: PropertyAnimator, delay: Double, completion: segue_animation_completion_t?,
        data: UnsafeMutableRawPointer?,
        in session: PluginTransitionSession
    ) throws(ServiceRefusal) -> segue_animation_t {
        let handle = session.register(animator)
        if let completion {
            // Keeps the session (the context pointer) and the plugin animator alive until it runs.
            let owner = session.owner
            animator.addCompletion { position in
                withExtendedLifetime(owner) {
                    PluginCalls.into(.animation_completion) {
                        completion(data, UnsafePointer(session.raw), handle, SegueAnimationPosition(position).rawValue)
                    }
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
