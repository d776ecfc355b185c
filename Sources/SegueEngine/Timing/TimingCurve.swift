/// How an animation's progress follows its elapsed time: a fraction of the duration in, a
/// fraction of the change out.
public enum TimingCurve: Hashable, Sendable {
    /// Progress equals elapsed fraction.
    case linear
    /// A cubic Bézier easing.
    case cubic(CubicBezier)
    /// A physical spring; the animation lasts the spring's settling duration.
    case spring(Spring)
    /// A keyframed curve with its own easing per segment.
    case keyframes(KeyframeCurve)

    /// Core Animation's ease-in.
    public static let easeIn = TimingCurve.cubic(.easeIn)
    /// Core Animation's ease-out.
    public static let easeOut = TimingCurve.cubic(.easeOut)
    /// Core Animation's ease-in-ease-out.
    public static let easeInOut = TimingCurve.cubic(.easeInOut)
    /// Core Animation's default curve.
    public static let `default` = TimingCurve.cubic(.default)

    /// The eased progress at elapsed fraction `fraction` (0…1; springs map it onto their
    /// settling duration, so a spring's duration must be its `settlingDuration`).
    @inlinable
    public func value(at fraction: Double) -> Double {
        switch self {
        case .linear: return fraction
        case .cubic(let bezier): return bezier.value(at: fraction)
        case .spring(let spring): return spring.value(at: fraction * spring.settlingDuration)
        case .keyframes(let keyframes): return keyframes.value(at: fraction)
        }
    }

    /// The duration this curve imposes on an animation, if any (a spring's settling time).
    public var intrinsicDuration: Double? {
        if case .spring(let spring) = self { return spring.settlingDuration }
        return nil
    }
}
