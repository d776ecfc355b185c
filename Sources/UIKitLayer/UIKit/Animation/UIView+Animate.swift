package import SeguePluginSDK

// Block animations: every animatable change the block makes is captured (the model takes the new value at once)
// and animated on the host from what is on screen now; a change outside a block happens at once.

extension UIView {
    /// Animates the changes `animations` makes over `duration` after `delay`, along the curve in `options`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        warnUnrun(options)
        runBlock(duration: duration, delay: delay, timing: options.timing, animations, completion)
    }

    /// Animates with no delay on the default curve, then `completion`.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        runBlock(duration: duration, delay: 0, timing: .easeInOut, animations, completion)
    }

    /// Animates with no delay on the default curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        runBlock(duration: duration, delay: 0, timing: .easeInOut, animations, nil)
    }

    /// Animates on a spring of `dampingRatio` (1: no overshoot) starting at `velocity` (the whole distance per
    /// second), settling in `duration`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        warnUnrun(options)
        let ratio = min(max(Double(dampingRatio), 0.01), 1)
        runBlock(
            duration: duration, delay: delay, timing: .spring(dampingRatio: ratio, initialVelocity: Double(velocity)),
            animations, completion)
    }

    /// Applies the changes `actions` makes at once, even inside an animation block.
    public class func performWithoutAnimation(_ actions: () -> Void) {
        AnimationCapture.withoutAnimation(actions)
    }

    /// Whether block changes animate (always: Segue has no global switch).
    public class var areAnimationsEnabled: Bool { true }
    /// The duration of the innermost running block (0 outside one).
    public class var inheritedAnimationDuration: TimeInterval { 0 }

    /// Captures `animations` and starts one host animation of its changes. UIKit calls the completion at once
    /// (on the next turn, finished) when the block changed nothing that animates.
    package static func runBlock(
        duration: TimeInterval, delay: TimeInterval, timing: Timing, _ animations: () -> Void,
        _ completion: ((Bool) -> Void)?
    ) {
        let capture = AnimationCapture.capturing(animations)
        let targets = capture.targets()
        guard !targets.isEmpty else {
            if let completion { HostSession.atEndOfTurn { completion(true) } }
            return
        }
        HostAnimations.start(
            duration: clampSeconds(duration), delay: clampSeconds(delay), timing: timing, targets,
            completion: completion)
    }

    /// Seconds bounded as the host bounds them (0...3600); NaN is 0.
    package static func clampSeconds(_ seconds: TimeInterval) -> Double {
        seconds.isNaN ? 0 : min(max(seconds, 0), 3600)
    }

    /// Options the host does not run, named once.
    private static func warnUnrun(_ options: AnimationOptions) {
        if options.contains(.repeat) || options.contains(.autoreverse) {
            HostSession.warnOnce(".repeat and .autoreverse are not run; the block animates once, forwards")
        }
    }
}

// Keyframes: `addKeyframe` inside `animateKeyframes` records a window of the whole animation's eased progress;
// changes made outside any keyframe animate over the whole duration, as in UIKit.

extension UIView {
    /// Animates the keyframes `animations` adds over `duration`, eased as a whole by the curve in `options`
    /// (ease in and out by default, as UIKit's raw value 0).
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let collector = KeyframeCollector()
        KeyframeCollector.open.append(collector)
        let whole = AnimationCapture.capturing(animations)
        KeyframeCollector.open.removeLast()
        var frames = collector.frames
        let wholeTargets = whole.targets()
        if !wholeTargets.isEmpty { frames.insert((0, 1, wholeTargets), at: 0) }
        guard !frames.isEmpty else {
            if let completion { HostSession.atEndOfTurn { completion(true) } }
            return
        }
        HostAnimations.startKeyframes(
            duration: clampSeconds(duration), delay: clampSeconds(delay), timing: options.timing,
            calculationMode: options.calculationMode, frames, completion: completion)
    }

    /// Adds a keyframe: the changes `animations` makes move during [`frameStartTime`, `frameStartTime` +
    /// `frameDuration`] of the enclosing keyframe animation (fractions, clamped to it).
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let collector = KeyframeCollector.open.last else {
            HostSession.warnOnce("addKeyframe outside animateKeyframes applies its changes at once")
            return AnimationCapture.withoutAnimation(animations)
        }
        let start = frameStartTime.isNaN ? 0 : min(max(frameStartTime, 0), 1)
        let length = frameDuration.isNaN ? 0 : min(max(frameDuration, 0), 1 - start)
        let capture = AnimationCapture.capturing(animations)
        collector.frames.append((start, length, capture.targets()))
    }
}

/// The keyframes of the `animateKeyframes` call running now.
final class KeyframeCollector {
    /// Its keyframes, in the order added.
    var frames: [(start: Double, duration: Double, changes: [(ViewHandle, PropertyValue)])] = []
    /// The open calls, innermost last.
    nonisolated(unsafe) static var open: [KeyframeCollector] = []
}
