import Foundation

/// The closed-form displacement of a spring released at x(0) = −1 with x'(0) = v₀, in each
/// damping regime, and the time it settles.
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
            let frequency = omega0 * ((1 - zeta) * (1 + zeta)).squareRoot()
            regime = .underdamped(
                decay: zeta * omega0, frequency: frequency, a: x0, b: (v0 + zeta * omega0 * x0) / frequency
            )
        } else {
            // r₂ directly and r₁ = ω₀²/r₂ (the roots' product): −ζω₀ + ω₀√(ζ²−1) would cancel
            // to nothing for a heavily over-damped spring.
            let r2 = -omega0 * (zeta + ((zeta - 1) * (zeta + 1)).squareRoot())
            let r1 = omega0 * omega0 / r2
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            regime = .overdamped(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
        }
    }

    @usableFromInline
    func displacement(at t: Double) -> Double {
        switch regime {
        case .underdamped(let decay, let frequency, let a, let b):
            return exp(-decay * t) * (a * cos(frequency * t) + b * sin(frequency * t))
        case .critical(let decay, let a, let b):
            return exp(-decay * t) * (a + b * t)
        case .overdamped(let r1, let r2, let c1, let c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    func velocity(at t: Double) -> Double {
        switch regime {
        case .underdamped(let decay, let frequency, let a, let b):
            let (s, c) = (sin(frequency * t), cos(frequency * t))
            return exp(-decay * t) * ((b * frequency - a * decay) * c - (a * frequency + b * decay) * s)
        case .critical(let decay, let a, let b):
            return exp(-decay * t) * (b - decay * (a + b * t))
        case .overdamped(let r1, let r2, let c1, let c2):
            return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }

    /// The first time after which |x| < `epsilon` forever, or infinity when that is after `limit`.
    func settlingTime(epsilon: Double, limit: Double) -> Double {
        settlingSearch(epsilon: epsilon, limit: limit).time
    }

    /// The settling time and how many times the search evaluated x(t).
    ///
    /// The cost is bounded whatever the parameters, because the search never walks the motion:
    /// the last moment |x| reaches ε is bracketed analytically between two extrema (x is monotone
    /// between consecutive extrema, and an under-damped spring's extrema shrink geometrically), then
    /// bisected to double precision. At most `maximumEvaluations` evaluations.
    func settlingSearch(epsilon: Double, limit: Double) -> (time: Double, evaluations: Int) {
        var evaluations = 0
        func unsettled(_ t: Double) -> Bool {
            evaluations += 1
            return abs(displacement(at: t)) >= epsilon
        }
        let bracket: (low: Double, high: Double)?
        switch regime {
        case .underdamped(let decay, let frequency, let a, let b):
            bracket = Self.underdampedBracket(
                decay: decay, frequency: frequency, a: a, b: b, epsilon: epsilon, limit: limit, unsettled: unsettled)
        case .critical(let decay, let a, let b):
            // x' = e^(−ω₀t)·(B − ω₀A − ω₀Bt) vanishes once at most; the slowest rate is ω₀.
            let extremum = b == 0 ? nil : (b - decay * a) / (decay * b)
            bracket = Self.monotoneTailBracket(
                extremum: extremum, timescale: 1 / decay, limit: limit, unsettled: unsettled)
        case .overdamped(let r1, let r2, let c1, let c2):
            // x' = C₁r₁e^(r₁t) + C₂r₂e^(r₂t) vanishes where e^((r₁−r₂)t) = −C₂r₂ / (C₁r₁),
            // once at most.
            let ratio = -(c2 * r2) / (c1 * r1)
            let extremum = ratio > 0 && ratio.isFinite ? log(ratio) / (r1 - r2) : nil
            bracket = Self.monotoneTailBracket(
                extremum: extremum, timescale: -1 / r1, limit: limit, unsettled: unsettled)
        }
        guard var (low, high) = bracket else { return (.infinity, evaluations) }
        // |x| ≥ ε at `low`, < ε at `high` and ever after, and the boundary between is single.
        for _ in 0..<Self.bisectionSteps {
            let middle = low + (high - low) / 2
            if middle <= low || middle >= high || high - low <= high * 1e-12 { break }
            if unsettled(middle) { low = middle } else { high = middle }
        }
        return (high > limit ? .infinity : high, evaluations)
    }

    /// Bisection steps at most: enough to halve a `limit`-long bracket down to one ulp.
    static let bisectionSteps = 128

    /// An upper bound on the evaluations of one settling search (the test of its bounded cost).
    static let maximumEvaluations = 2 + 2 * adjustmentSteps + doublingSteps + bisectionSteps

    /// Rounding corrections of an under-damped spring's last extremum, each way.
    private static let adjustmentSteps = 4

    /// Doublings of the upper bound on a critical or over-damped spring's settling.
    private static let doublingSteps = 64

    /// The under-damped bracket: the last extremum at which |x| ≥ ε, and the next extremum.
    ///
    /// With p = Bω − Aσ and q = Aω + Bσ, x' = e^(−σt)·(p·cos ωt − q·sin ωt) vanishes at
    /// ωt = θ₀ + kπ with θ₀ = atan2(p, q) in [0, π); there |x| = C·e^(−σt) with one C for all k.
    private static func underdampedBracket(
        decay: Double, frequency: Double, a: Double, b: Double, epsilon: Double, limit: Double,
        unsettled: (Double) -> Bool
    ) -> (low: Double, high: Double)? {
        // No decay (no damping, or so little that σ underflows): it never settles.
        guard decay > 0 else { return nil }
        var theta = atan2(b * frequency - a * decay, a * frequency + b * decay)
        if theta < 0 { theta += Double.pi }
        if theta >= Double.pi { theta -= Double.pi }
        let amplitude = abs(a * cos(theta) + b * sin(theta))
        func extremum(_ k: Double) -> Double { (theta + k * Double.pi) / frequency }
        // The last extremum above ε is at or before C·e^(−σt) = ε.
        let lastPeak = log(amplitude / epsilon) / decay
        guard lastPeak <= limit else { return nil }
        var k = max((lastPeak * frequency - theta) / Double.pi, -1).rounded(.down)
        // Rounding in the logarithm can put k one off either way.
        for _ in 0..<adjustmentSteps where k >= 0 && !unsettled(extremum(k)) { k -= 1 }
        for _ in 0..<adjustmentSteps where unsettled(extremum(k + 1)) { k += 1 }
        // Before the first extremum x is monotone from −1: the crossing is in [0, t₀].
        return k < 0 ? (0, extremum(0)) : (extremum(k), extremum(k + 1))
    }

    /// The critical/over-damped bracket. x has at most one extremum (at `extremum`, when positive)
    /// and tends to 0, so after it |x| only falls: bracket the crossing on that last stretch by
    /// doubling from `timescale`, or, when |x| is already below ε at the extremum, before it.
    private static func monotoneTailBracket(
        extremum: Double?, timescale: Double, limit: Double, unsettled: (Double) -> Bool
    ) -> (low: Double, high: Double)? {
        let start = extremum.map { $0 > 0 && $0.isFinite ? $0 : 0 } ?? 0
        if start > 0, !unsettled(start) {
            // From −1 up to a small overshoot or undershoot: the crossing comes before the extremum.
            return (0, start)
        }
        guard start <= limit, timescale.isFinite else { return nil }
        var span = min(max(timescale, 1e-9), limit)
        for _ in 0..<doublingSteps {
            if !unsettled(start + span) { return (start, start + span) }
            if start + span > limit { return nil }
            span *= 2
        }
        return nil
    }
}
