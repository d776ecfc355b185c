import SegueABI
import SegueEngine

/// The keyframes of a plugin's keyframe animation, checked: a bounded count, windows within the
/// animation, and every target resolved before anything animates.
enum PluginKeyframes {
    /// One checked keyframe: its window (fractions of the animation) and its targets.
    typealias Keyframe = (start: Double, length: Double, targets: [PluginAnimations.Target])

    /// The `count` keyframes at `keyframes`; the count is checked before the array is read.
    static func resolve(
        _ keyframes: UnsafePointer<segue_keyframe_t>?, count: UInt32, in session: PluginTransitionSession
    ) throws(ServiceRefusal) -> [Keyframe] {
        guard count <= PluginLimits.maximumKeyframes else {
            throw .range("keyframe_count is \(count); at most \(PluginLimits.maximumKeyframes) keyframes per animation")
        }
        guard count == 0 || keyframes != nil else { throw .invalid("keyframes is NULL but keyframe_count is \(count)") }
        var resolved: [Keyframe] = []
        var targetCount = 0
        for index in 0..<Int(count) {
            let k = keyframes![index]
            let (start, length) = try window(k, index)
            targetCount += Int(k.target_count)
            guard targetCount <= PluginLimits.maximumKeyframeTargets else {
                throw .range(
                    "the keyframes name \(targetCount) targets by keyframe \(index); "
                        + "at most \(PluginLimits.maximumKeyframeTargets) per animation"
                )
            }
            do throws(ServiceRefusal) {
                resolved.append(
                    (start, length, try PluginAnimations.resolve(k.targets, count: k.target_count, in: session)))
            } catch {
                throw error.at("keyframe \(index)")
            }
        }
        return resolved
    }

    /// Keyframe `index`'s start and length: both fractions in 0...1 and their sum at most 1
    /// (a rounding hair over 1 is trimmed).
    private static func window(_ k: segue_keyframe_t, _ index: Int) throws(ServiceRefusal) -> (Double, Double) {
        do throws(ServiceRefusal) {
            let start = try PluginLimits.keyframeFraction.admit(k.relative_start)
            let length = try PluginLimits.keyframeFraction.admit(k.relative_duration)
            guard start + length <= 1 + 1e-9 else {
                throw ServiceRefusal.range(
                    "relative_start + relative_duration must be at most 1, got \(start) + \(length)")
            }
            return (start, min(length, 1 - start))
        } catch {
            throw error.at("keyframe \(index) must start and last within 0...1 of the animation")
        }
    }
}
