/// The sane range of every spring parameter, and constructors that refuse values outside them.
///
/// | parameter | range | why |
/// | --- | --- | --- |
/// | mass | 0.001 … 1000 | six decades around Core Animation's 1 |
/// | stiffness | 0.0001 … 1e8 | holds every response below with mass 1 (1.1e-4 … 4e7) |
/// | damping | 0 … 1e7 | holds every damping ratio below with mass 1 (up to 1.3e6) |
/// | velocity | −10 000 … 10 000 | a 10 000 pt/s fling with one point left to go |
/// | damping ratio | 0 … 100 | past 100 the spring only creeps; 0 never settles |
/// | response, duration | 0.001 … 600 s | a millisecond, under a frame, to ten minutes |
/// | bounce | −0.99 … 0.99 | damping ratios 100 down to 0.01 |
/// | damping ratio for a settling duration | 0.01 … 100 | it must settle; 0.01 rings a hundred periods |
///
/// Finite is not sane: past these ranges the closed form overflows (stiffness 1e308), divides
/// by zero (response 1e-320) or describes motion no screen could show.
extension Spring {
    /// Mass: six decades around Core Animation's 1, so k/m and c/m stay far from overflow.
    public static let massRange = ParameterRange("spring mass", 0.001...1000, hint: "Core Animation's default is 1")
    /// Stiffness: up to 1e8, enough for a 1 ms response with mass 1 (4e7), down to 0.0001, enough
    /// for a 600 s one (1.1e-4).
    public static let stiffnessRange = ParameterRange(
        "spring stiffness", 0.0001...1e8, hint: "user-interface springs use about 100 to 1000")
    /// Damping: up to 1e7, above the 1.3e6 that damping ratio 100 needs at a 1 ms response.
    public static let dampingRange = ParameterRange(
        "spring damping", 0...1e7, hint: "user-interface springs use about 10 to 50, and 0 never settles")
    /// Initial velocity, in whole distances per second: a 10 000 pt/s fling one point from its target.
    public static let velocityRange = ParameterRange(
        "spring velocity", -10_000...10_000,
        hint: "velocity is in whole distances per second, so 1 covers the distance in a second")
    /// Damping ratio: 0 (never settles) to 100 (creeps; 1 is critical).
    public static let dampingRatioRange = ParameterRange(
        "spring damping-ratio", 0...100, hint: "1 is critically damped and smaller values bounce")
    /// Response: a millisecond (shorter than any frame) to ten minutes (longer than any UI motion).
    public static let responseRange = ParameterRange(
        "spring response", 0.001...600,
        hint: "the response is the period in seconds, and user-interface springs use about 0.2 to 1")
    /// Perceptual duration: the same span as the response it becomes.
    public static let durationRange = ParameterRange(
        "spring duration", 0.001...600,
        hint: "the duration is in seconds, and user-interface springs use about 0.2 to 1")
    /// Bounce: damping ratios from 100 (−0.99) to 0.01 (0.99); ±1 would mean infinite or no damping.
    public static let bounceRange = ParameterRange(
        "spring bounce", -0.99...0.99, hint: "0 is critically damped, positive values overshoot and negative ones creep"
    )

    /// UIKit's `usingSpringWithDamping` for a spring tuned to settle in a given duration: it needs
    /// some damping to settle at all, and below 0.01 it rings for over a hundred periods.
    public static let settlingDampingRatioRange = ParameterRange(
        "spring damping ratio", 0.01...100,
        hint: "UIKit's usingSpringWithDamping is usually 0.5 to 1, and 1 is critically damped")

    /// A spring with `dampingRatio` that settles in `duration` seconds
    /// (`init(settlingIn:dampingRatio:initialVelocity:)`), or an error naming the argument outside its range; within
    /// them the result always settles.
    public static func validated(
        settlingIn duration: Double, dampingRatio: Double, initialVelocity: Double = 0
    ) throws(TimingCurveError) -> Spring {
        Spring(
            settlingIn: try durationRange.check(duration),
            dampingRatio: try settlingDampingRatioRange.check(dampingRatio),
            initialVelocity: try velocityRange.check(initialVelocity))
    }

    /// A spring from physical parameters, or an error naming the first one outside its range,
    /// or saying that a damped spring would not settle within `maximumSettlingDuration`.
    public static func validated(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) throws(TimingCurveError) -> Spring {
        let spring = Spring(
            mass: try massRange.check(mass), stiffness: try stiffnessRange.check(stiffness),
            damping: try dampingRange.check(damping), initialVelocity: try velocityRange.check(initialVelocity))
        return try spring.checkedSettling(light: "raise its damping", heavy: "lower its damping or raise its stiffness")
    }

    /// A spring from a damping ratio and a response, or an error naming the one outside its range.
    public static func validated(
        dampingRatio: Double, response: Double, initialVelocity: Double = 0
    ) throws(TimingCurveError) -> Spring {
        let spring = Spring(
            dampingRatio: try dampingRatioRange.check(dampingRatio), response: try responseRange.check(response),
            initialVelocity: try velocityRange.check(initialVelocity))
        return try spring.checkedSettling(
            light: "raise its damping-ratio or shorten its response",
            heavy: "bring its damping-ratio nearer 1 or shorten its response")
    }

    /// A spring from a perceptual duration and a bounce, or an error naming the one outside its range.
    public static func validated(
        duration: Double, bounce: Double, initialVelocity: Double = 0
    ) throws(TimingCurveError) -> Spring {
        let spring = Spring(
            duration: try durationRange.check(duration), bounce: try bounceRange.check(bounce),
            initialVelocity: try velocityRange.check(initialVelocity))
        return try spring.checkedSettling(
            light: "lower its bounce or shorten its duration",
            heavy: "bring its bounce nearer 0 or shorten its duration")
    }

    /// This spring, unless it is damped yet takes longer than `maximumSettlingDuration` to settle
    /// (too little damping rings for hours, too much creeps for hours): an animation on it would
    /// never end. An undamped spring is kept: it is a plot, not an animation (animators refuse it).
    private func checkedSettling(light: String, heavy: String) throws(TimingCurveError) -> Spring {
        guard damping == 0 || settlingDuration.isFinite else {
            let ratio = dampingRatio
            throw TimingCurveError(
                "this spring would take longer than \(ParameterRange.text(Self.maximumSettlingDuration)) s to settle "
                    + "(its damping ratio is \(ParameterRange.text(ratio, significantDigits: 3))); "
                    + "\(ratio < 1 ? light : heavy)"
            )
        }
        return self
    }
}
