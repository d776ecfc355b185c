import Foundation

/// A damped harmonic oscillator m·x'' + c·x' + k·x = 0 that carries a value from 0 to 1, in
/// Core Animation's parameters (`CASpringAnimation`), solved in closed form.
///
/// The displacement from the target is x(t) = value(t) − 1 with x(0) = −1 and x'(0) equal to
/// `initialVelocity`, which is measured in whole distances per second (1 means the value would
/// cover the full distance in one second at its starting speed).
///
/// Every parameter lies in a documented range (`massRange`, `stiffnessRange`, `dampingRange`,
/// `velocityRange`, `dampingRatioRange`, `responseRange`, `durationRange`, `bounceRange`): the
/// initialisers clamp into them and never trap; `validated(...)` refuses values outside them
/// with a sentence naming the parameter, for input from people and plugins.
public struct Spring: Hashable, Sendable {
    /// The moving mass, in `massRange`.
    public let mass: Double
    /// The spring constant k, in `stiffnessRange`.
    public let stiffness: Double
    /// The damping coefficient c, in `dampingRange`.
    public let damping: Double
    /// The starting speed in whole distances per second, in `velocityRange`.
    public let initialVelocity: Double
    /// The first time after which the value stays within `settlingEpsilon` of 1 for good; infinity
    /// when that is later than `maximumSettlingDuration` (no damping, or next to none).
    public let settlingDuration: Double

    /// How close to the target (as a fraction of the whole distance) counts as settled: one
    /// thousandth, i.e. under half a point for a move of 400 points, below what a person sees.
    public static let settlingEpsilon = 1e-3

    /// The longest settling duration reported; a spring that needs longer never settles in any
    /// time a user interface could wait for, so its `settlingDuration` is infinity.
    public static let maximumSettlingDuration = 3600.0

    /// Core Animation's defaults: mass 1, stiffness 100, damping 10, initial velocity 0.
    public static let coreAnimationDefault = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)

    /// A spring from physical parameters, each clamped into its range (NaN counts as 0); use
    /// `validated(mass:stiffness:damping:initialVelocity:)` to refuse untrusted values instead.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = Self.massRange.clamp(mass)
        self.stiffness = Self.stiffnessRange.clamp(stiffness)
        self.damping = Self.dampingRange.clamp(damping)
        self.initialVelocity = Self.velocityRange.clamp(initialVelocity)
        self.settlingDuration = SpringMotion(
            mass: self.mass, stiffness: self.stiffness, damping: self.damping, initialVelocity: self.initialVelocity
        ).settlingTime(epsilon: Self.settlingEpsilon, limit: Self.maximumSettlingDuration)
    }

    /// A spring from a damping ratio ζ (1 is critical) and a response: the period, in seconds, of
    /// the undamped oscillation (SwiftUI's and UIKit's perceptual parameters; mass 1). Both are
    /// clamped into their ranges, whose image lies inside the physical ranges.
    public init(dampingRatio: Double, response: Double, initialVelocity: Double = 0) {
        let omega = 2 * Double.pi / Self.responseRange.clamp(response)
        let ratio = Self.dampingRatioRange.clamp(dampingRatio)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: initialVelocity)
    }

    /// A spring from a perceptual duration and a bounce (`bounceRange`, inside (−1, 1)): 0 is
    /// critically damped, positive values overshoot, negative values are over-damped (SwiftUI's
    /// `Spring(duration:bounce:)`). Both are clamped into their ranges.
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        let bounce = Self.bounceRange.clamp(bounce)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(dampingRatio: ratio, response: Self.durationRange.clamp(duration), initialVelocity: initialVelocity)
    }

    /// The damping ratio ζ = c / (2·√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The value at `time` seconds after the start: 0 at the start, tending to 1.
    @inlinable
    public func value(at time: Double) -> Double {
        // Exactly the start at (and before) time 0, whatever the rounding in the coefficients.
        guard time > 0 else { return 0 }
        return 1 + motion.displacement(at: time)
    }

    /// The rate of change of the value at `time`, in whole distances per second.
    public func velocity(at time: Double) -> Double {
        motion.velocity(at: max(time, 0))
    }

    /// The closed-form solution for these parameters.
    @usableFromInline
    var motion: SpringMotion {
        SpringMotion(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }
}
