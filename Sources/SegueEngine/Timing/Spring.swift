import Foundation

/// A damped harmonic oscillator m·x'' + c·x' + k·x = 0 that carries a value from 0 to 1, in
/// Core Animation's parameters (`CASpringAnimation`), solved in closed form.
///
/// The displacement from the target is x(t) = value(t) − 1 with x(0) = −1 and x'(0) equal to
/// `initialVelocity`, which is measured in whole distances per second (1 means the value would
/// cover the full distance in one second at its starting speed).
public struct Spring: Hashable, Sendable {
    /// The moving mass (> 0).
    public let mass: Double
    /// The spring constant k (> 0).
    public let stiffness: Double
    /// The damping coefficient c (≥ 0).
    public let damping: Double
    /// The starting speed in whole distances per second.
    public let initialVelocity: Double
    /// The first time after which the value stays within `settlingEpsilon` of 1 for good.
    public let settlingDuration: Double

    /// How close to the target (as a fraction of the whole distance) counts as settled: one
    /// thousandth, i.e. under half a point for a move of 400 points, below what a person sees.
    public static let settlingEpsilon = 1e-3

    /// Core Animation's defaults: mass 1, stiffness 100, damping 10, initial velocity 0.
    public static let coreAnimationDefault = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)

    /// A spring from physical parameters. Preconditions: `mass` and `stiffness` are finite and
    /// positive, `damping` finite and non-negative, `initialVelocity` finite (`SpringError` via
    /// `validated(...)` for untrusted input).
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        precondition(mass > 0 && mass.isFinite && stiffness > 0 && stiffness.isFinite, "spring needs positive mass and stiffness")
        precondition(damping >= 0 && damping.isFinite && initialVelocity.isFinite, "spring needs finite, non-negative damping")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.settlingDuration = SpringMotion(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
            .settlingTime(epsilon: Self.settlingEpsilon)
    }

    /// A spring from a damping ratio ζ (1 is critical) and a response: the period, in seconds, of
    /// the undamped oscillation (SwiftUI's and UIKit's perceptual parameters; mass 1).
    public init(dampingRatio: Double, response: Double, initialVelocity: Double = 0) {
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega, initialVelocity: initialVelocity)
    }

    /// A spring from a perceptual duration and a bounce in (−1, 1): 0 is critically damped,
    /// positive values overshoot, negative values are over-damped (SwiftUI's `Spring(duration:bounce:)`).
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(dampingRatio: ratio, response: duration, initialVelocity: initialVelocity)
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

/// The closed-form displacement of a spring released at x(0) = −1 with x'(0) = v₀, in each
/// damping regime.
@usableFromInline
struct SpringMotion: Sendable {
    @usableFromInline enum Regime: Sendable {
        /// ζ < 1: x = e^(−ζω₀t)·(A·cos ω_d t + B·sin ω_d t).
        case underdamped(decay: Double, frequency: Double, a: Double, b: Double)
        /// ζ = 1: x = e^(−ω₀t)·(A + B·t).
        case critical(decay: Double, a: Double, b: Double)
        /// ζ > 1: x = C₁·e^(r₁t) + C₂·e^(r₂t) with real roots r₁ > r₂.
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    @usableFromInline let regime: Regime

    @usableFromInline
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity v0: Double) {
        let x0 = -1.0
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        // Within a hair of ζ = 1 the under/over-damped forms lose precision (ω_d → 0); the
        // critical form is the exact limit there.
        if abs(zeta - 1) < 1e-9 {
            regime = .critical(decay: omega0, a: x0, b: v0 + omega0 * x0)
        } else if zeta < 1 {
            let frequency = omega0 * (1 - zeta * zeta).squareRoot()
            regime = .underdamped(
                decay: zeta * omega0, frequency: frequency, a: x0, b: (v0 + zeta * omega0 * x0) / frequency
            )
        } else {
            let root = omega0 * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega0 + root
            let r2 = -zeta * omega0 - root
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            regime = .overdamped(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
        }
    }

    @usableFromInline
    func displacement(at t: Double) -> Double {
        switch regime {
        case let .underdamped(decay, frequency, a, b):
            return exp(-decay * t) * (a * cos(frequency * t) + b * sin(frequency * t))
        case let .critical(decay, a, b):
            return exp(-decay * t) * (a + b * t)
        case let .overdamped(r1, r2, c1, c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    func velocity(at t: Double) -> Double {
        switch regime {
        case let .underdamped(decay, frequency, a, b):
            let (s, c) = (sin(frequency * t), cos(frequency * t))
            return exp(-decay * t) * ((b * frequency - a * decay) * c - (a * frequency + b * decay) * s)
        case let .critical(decay, a, b):
            return exp(-decay * t) * (b - decay * (a + b * t))
        case let .overdamped(r1, r2, c1, c2):
            return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }

    /// An upper bound on |x(t)| that decreases once t is past its peak (the oscillation's envelope).
    private func envelope(at t: Double) -> Double {
        switch regime {
        case let .underdamped(decay, _, a, b):
            return exp(-decay * t) * (a * a + b * b).squareRoot()
        case let .critical(decay, a, b):
            return exp(-decay * t) * (abs(a) + abs(b) * t)
        case let .overdamped(r1, r2, c1, c2):
            return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        }
    }

    /// The first time after which |x| < `epsilon` forever.
    ///
    /// The envelope gives a time `bound` past which motion is certainly settled; the last moment
    /// before `bound` at which |x| reaches `epsilon` is found by a backwards scan in 1 ms steps
    /// (at most a twentieth of a half period) and refined by bisection to 1 µs.
    func settlingTime(epsilon: Double) -> Double {
        var bound = 0.001
        while envelope(at: bound) >= epsilon || envelopeStillRising(at: bound) {
            bound *= 2
            // No damping (or next to none): it never settles in any useful time.
            if bound > 1e6 { return .infinity }
        }
        // The scan must not step over the last excursion above ε: for a stiff spring that
        // excursion is a fraction of a half period, so the step is a twentieth of one.
        var step = 0.001
        if case let .underdamped(_, frequency, _, _) = regime {
            step = min(step, Double.pi / frequency / 20)
        }
        var t = bound
        while t > 0 && abs(displacement(at: t)) < epsilon { t -= step }
        if t <= 0 { return 0 }
        // |x(t)| ≥ ε and |x(t + step)| < ε: bisect the crossing.
        var low = t
        var high = min(t + step, bound)
        while high - low > 1e-6 {
            let mid = (low + high) / 2
            if abs(displacement(at: mid)) >= epsilon { low = mid } else { high = mid }
        }
        return high
    }

    /// The critical/overdamped envelope first grows when a large initial velocity carries the value
    /// past the target; do not stop doubling there.
    private func envelopeStillRising(at t: Double) -> Bool {
        envelope(at: t * 2) > envelope(at: t)
    }
}
