/// Motion effects (parallax): the scene does not tilt, so they are kept and do nothing.
open class UIMotionEffect: NSObject {}

/// A value that follows the device's tilt.
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The tilt it follows.
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis, tiltAlongVerticalAxis
    }
    /// The key path it changes.
    public let keyPath: String
    /// The tilt it follows.
    public let type: EffectType
    /// The value at one end.
    open var minimumRelativeValue: Any?
    /// The value at the other.
    open var maximumRelativeValue: Any?
    /// An effect on `keyPath` along `type`.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }
}

/// Several motion effects.
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects.
    open var motionEffects: [UIMotionEffect]?
}

extension UIView {
    /// Adds a motion effect (kept; nothing moves).
    public func addMotionEffect(_ effect: UIMotionEffect) { motionEffects.append(effect) }
    /// Removes one.
    public func removeMotionEffect(_ effect: UIMotionEffect) { motionEffects.removeAll { $0 === effect } }
}
