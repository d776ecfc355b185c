/// How a keyframe animation computes the values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string, as Core Animation spells it.
    public let rawValue: String

    /// A calculation mode from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Straight interpolation between keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each keyframe's value holds until the next.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Linear, at an even pace over the whole animation; key times and timing functions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Catmull-Rom spline through the keyframes.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Cubic, at an even pace over the whole animation.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
