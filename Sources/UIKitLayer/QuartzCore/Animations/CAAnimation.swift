/// Core Animation's explicit animation: it changes what is on screen (the presentation) only; the model keeps
/// its value unless the code sets it too, as on iOS.
open class CAAnimation {
    /// Pacing; nil is linear, Core Animation's default for explicit animations.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops (held strongly, as Core Animation holds it).
    open var delegate: CAAnimationDelegate?
    /// Whether the animation is taken off the layer when it ends, so the model value shows again.
    open var isRemovedOnCompletion = true
    /// Seconds; 0 takes the transaction's duration (0.25 s by default).
    open var duration: CFTimeInterval = 0
    /// When it starts on the layer's clock (`CACurrentMediaTime() + delay`); 0 starts now.
    open var beginTime: CFTimeInterval = 0
    /// What shows outside the active time: `.forwards` (with `isRemovedOnCompletion = false`) keeps the end.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The clock rate (kept; Segue runs explicit animations at rate 1).
    open var speed: Float = 1
    /// An offset into the animation's clock (kept).
    open var timeOffset: CFTimeInterval = 0
    /// Repeats (not run: the animation plays once, with a warning).
    open var repeatCount: Float = 0 {
        didSet { if repeatCount > 1 { HostSession.warnOnce("repeatCount is not run; animations play once") } }
    }
    /// Seconds of repeating (not run).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether it plays backwards after forwards (not run).
    open var autoreverses = false {
        didSet { if autoreverses { HostSession.warnOnce("autoreverses is not run; animations play forwards once") } }
    }

    /// An animation with Core Animation's defaults.
    public required init() {}

    /// A new animation (Core Animation's class constructor).
    open class func animation() -> Self { Self.init() }
    /// The default value of a property (nil: none).
    open class func defaultValue(forKey key: String) -> Any? { nil }
}

/// Told when an animation starts and stops (both optional on iOS: defaults do nothing).
public protocol CAAnimationDelegate: AnyObject {
    /// The animation started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped; `flag` is false when it was removed before it finished.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Nothing by default.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Nothing by default.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of one key path of a layer.
open class CAPropertyAnimation: CAAnimation {
    /// The layer property animated ("opacity", "position.x", "transform.rotation.y", "path"…).
    open var keyPath: String?
    /// Whether the values add to the model value.
    open var isAdditive = false
    /// Whether repeats accumulate.
    open var isCumulative = false
    /// A per-frame transform of the interpolated value (kept).
    open var valueFunction: Any?

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// From one value to another.
open class CABasicAnimation: CAPropertyAnimation {
    /// Where it starts (nil: the value on screen).
    open var fromValue: Any?
    /// Where it ends (nil: the model value).
    open var toValue: Any?
    /// How far it moves, when `toValue` is nil.
    open var byValue: Any?
}

/// Through a list of values at key times.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, one per key time.
    open var values: [Any]?
    /// The key times, 0...1, one per value (evenly spread when nil).
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment (the host eases the whole animation with the first one).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values join: linear, or cubic (Catmull-Rom); discrete and paced join linearly.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// A path for a point property to follow (not run: the animation moves straight through its values).
    open var path: CGPath?
    /// Rotation along a path (not run).
    open var rotationMode: String?
}

/// A spring from mass, stiffness, damping and initial velocity; runs for its settling duration.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring.
    open var mass: CGFloat = 1
    /// The spring's stiffness.
    open var stiffness: CGFloat = 100
    /// The damping.
    open var damping: CGFloat = 10
    /// The initial velocity, in units of the whole distance per second.
    open var initialVelocity: CGFloat = 0
    /// Whether the settling duration is the model's (kept).
    open var allowsOverdamping = false

    /// How long the spring takes to come to rest (to within 0.1 % of the distance), from the closed-form
    /// envelope: an underdamped spring decays as e^(-ζω₀t).
    open var settlingDuration: CFTimeInterval {
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        guard omega > 0 else { return 0 }
        let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        return decay > 0 ? Double(-log(0.001) / decay) : 0
    }

    /// A spring of `perceptualDuration` and `bounce` (-1...1), as iOS 17's initializer: stiffness (2π/d)²,
    /// damping 4π(1 - bounce)/d for bounce ≥ 0 and 4π/(d(1 + bounce)) below.
    public convenience init(perceptualDuration duration: CFTimeInterval, bounce: CGFloat = 0) {
        self.init()
        let d = CGFloat(max(duration, 0.01))
        stiffness = pow(2 * .pi / d, 2)
        damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / d : 4 * .pi / (d * (1 + bounce))
        self.duration = settlingDuration
    }
}

/// Several animations that run together over the group's time.
open class CAAnimationGroup: CAAnimation {
    /// The animations.
    open var animations: [CAAnimation]?
}

/// A layer transition (`CATransition`): run as a fade.
open class CATransition: CAAnimation {
    /// The kind: fade, moveIn, push, reveal (all run as a fade).
    open var type: CATransitionType = .fade
    /// The direction.
    open var subtype: CATransitionSubtype?
    /// Where it starts, 0...1.
    open var startProgress: Float = 0
    /// Where it ends.
    open var endProgress: Float = 1
}
