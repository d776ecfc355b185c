import Foundation
import Testing

@testable import SegueEngine

/// The closed-form spring checked against an independent numerical solution and against its own
/// settling-time and parameter-conversion contracts.
@Suite struct SpringTests {
    /// Springs covering all three damping regimes, each at rest and with a push either way.
    static let regimeSprings: [Spring] = [
        // Underdamped: ζ = 0.5.
        Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0),
        Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 5),
        Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: -3),
        // Critically damped: ζ = 1.
        Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0),
        Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 5),
        Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -3),
        // Overdamped: ζ = 2.
        Spring(mass: 1, stiffness: 100, damping: 40, initialVelocity: 0),
        Spring(mass: 1, stiffness: 100, damping: 40, initialVelocity: 5),
        Spring(mass: 1, stiffness: 100, damping: 40, initialVelocity: -3),
        // A heavier, stiffer one so mass is not always 1.
        Spring(mass: 2.5, stiffness: 300, damping: 12, initialVelocity: 1.5),
    ]

    /// Integrates m·x'' + c·x' + k·x = 0 from x(0) = −1, x'(0) = v₀ with classical RK4 at step `h`,
    /// calling `visit(step, x, x')` after every step (and once at step 0).
    private static func integrate(
        _ spring: Spring, steps: Int, h: Double, visit: (Int, Double, Double) -> Void
    ) {
        let (m, c, k) = (spring.mass, spring.damping, spring.stiffness)
        func acceleration(_ x: Double, _ v: Double) -> Double { -(c * v + k * x) / m }
        var x = -1.0
        var v = spring.initialVelocity
        visit(0, x, v)
        for step in 1...steps {
            let k1x = v
            let k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v
            let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v
            let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v
            let k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            visit(step, x, v)
        }
    }

    // The closed form matches an RK4 integration (h = 1e-4 s) every 10 ms for 2 s, in every regime.
    @Test(arguments: regimeSprings)
    func closedFormMatchesNumericalIntegration(spring: Spring) {
        let h = 1e-4
        var worstValue = 0.0
        var worstVelocity = 0.0
        Self.integrate(spring, steps: 20_000, h: h) { step, x, v in
            guard step % 100 == 0 else { return }
            let t = Double(step) * h
            worstValue = max(worstValue, abs(spring.value(at: t) - (1 + x)))
            worstVelocity = max(worstVelocity, abs(spring.velocity(at: t) - v))
        }
        #expect(
            worstValue <= 1e-8,
            "m=\(spring.mass) k=\(spring.stiffness) c=\(spring.damping) v0=\(spring.initialVelocity)")
        #expect(
            worstVelocity <= 1e-7,
            "m=\(spring.mass) k=\(spring.stiffness) c=\(spring.damping) v0=\(spring.initialVelocity)")
    }

    // velocity(at:) is the derivative of value(at:) (central difference, h = 1e-6 s).
    @Test(arguments: regimeSprings)
    func velocityIsDerivativeOfValue(spring: Spring) {
        let h = 1e-6
        for i in 1...200 {
            let t = Double(i) * 0.01
            let difference = (spring.value(at: t + h) - spring.value(at: t - h)) / (2 * h)
            #expect(abs(spring.velocity(at: t) - difference) <= 1e-6, "t=\(t)")
        }
    }

    // Every spring starts at exactly 0 with its initial velocity, and ignores negative times.
    @Test(arguments: regimeSprings)
    func startsAtZeroWithInitialVelocity(spring: Spring) {
        #expect(spring.value(at: 0) == 0)
        #expect(abs(spring.velocity(at: 0) - spring.initialVelocity) <= 1e-12)
        #expect(spring.value(at: -1) == spring.value(at: 0))
        #expect(spring.velocity(at: -1) == spring.velocity(at: 0))
    }

    /// Springs for the settling checks: the regime springs plus perceptual ones of several speeds.
    static let settlingSprings: [Spring] =
        regimeSprings + [
            Spring(dampingRatio: 0.3, response: 0.5),
            Spring(dampingRatio: 0.8, response: 0.25),
            Spring(dampingRatio: 1, response: 0.4, initialVelocity: 8),
            Spring(duration: 0.5, bounce: -0.5),
            Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 40), // overshoots though critical
            Spring(mass: 1, stiffness: 100, damping: 40, initialVelocity: -30), // heads away first
            Spring(mass: 1, stiffness: 100, damping: 40, initialVelocity: 60), // overshoots though overdamped
        ]

    // settlingDuration is the last time |value − 1| reaches ε: within 20 µs of a 10 µs scan's last
    // such sample up to 3× it, nothing later exceeds ε, and something in the 2 ms before it does.
    @Test(arguments: settlingSprings)
    func settlingDurationIsLastCrossing(spring: Spring) throws {
        let epsilon = Spring.settlingEpsilon
        let duration = spring.settlingDuration
        try #require(duration.isFinite && duration > 0)
        let step = 1e-5
        var lastUnsettled = 0.0
        var i = 0
        while Double(i) * step <= 3 * duration {
            let t = Double(i) * step
            if abs(spring.value(at: t) - 1) >= epsilon { lastUnsettled = t }
            i += 1
        }
        #expect(lastUnsettled <= duration, "unsettled at \(lastUnsettled) after settlingDuration \(duration)")
        #expect(
            duration - lastUnsettled <= 2e-5, "settlingDuration \(duration) but last unsettled sample \(lastUnsettled)")
        let before =
            stride(from: duration - 0.002, to: duration, by: 1e-6)
            .map { abs(spring.value(at: $0) - 1) }.max() ?? 0
        #expect(before >= epsilon, "never unsettled in the 2 ms before settlingDuration \(duration)")
    }

    // A spring without damping never settles.
    @Test func undampedSpringNeverSettles() {
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
        #expect(Spring(dampingRatio: 0, response: 1).settlingDuration == .infinity)
    }

    // Core Animation's defaults are mass 1, stiffness 100, damping 10, velocity 0 (and the init's defaults).
    @Test func coreAnimationDefault() {
        let spring = Spring.coreAnimationDefault
        #expect(spring.mass == 1)
        #expect(spring.stiffness == 100)
        #expect(spring.damping == 10)
        #expect(spring.initialVelocity == 0)
        #expect(spring == Spring())
        #expect(abs(spring.dampingRatio - 0.5) <= 1e-15)
    }

    // Spring(dampingRatio:response:) gives back its ratio, with mass 1 and stiffness (2π/response)².
    @Test(arguments: [(0.0, 1.0), (0.3, 0.5), (0.8, 0.25), (1.0, 0.4), (2.5, 1.2)])
    func dampingRatioAndResponse(ratio: Double, response: Double) {
        let spring = Spring(dampingRatio: ratio, response: response, initialVelocity: 2)
        let omega = 2 * Double.pi / response
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - omega * omega) <= 1e-12 * omega * omega)
        #expect(abs(spring.dampingRatio - ratio) <= 1e-12)
        #expect(abs(spring.damping - 2 * ratio * omega) <= 1e-12 * omega)
        #expect(spring.initialVelocity == 2)
    }

    // Spring(duration:bounce:) maps bounce b ≥ 0 to ζ = 1 − b and b < 0 to ζ = 1 / (1 + b).
    @Test(arguments: [(0.0, 1.0), (0.3, 0.7), (-0.5, 2.0), (0.9, 0.1), (-0.2, 1.25)])
    func durationAndBounce(bounce: Double, ratio: Double) {
        let spring = Spring(duration: 0.6, bounce: bounce)
        let omega = 2 * Double.pi / 0.6
        #expect(abs(spring.dampingRatio - ratio) <= 1e-12)
        #expect(abs(spring.stiffness - omega * omega) <= 1e-12 * omega * omega)
    }

    // The closed form picks the regime from ζ, using the critical form within a hair of ζ = 1.
    @Test func regimeSelection() {
        func regime(_ spring: Spring) -> String {
            switch spring.motion.regime {
            case .underdamped: "under"
            case .critical: "critical"
            case .overdamped: "over"
            }
        }
        #expect(regime(Spring(mass: 1, stiffness: 100, damping: 10)) == "under")
        #expect(regime(Spring(mass: 1, stiffness: 100, damping: 20)) == "critical")
        #expect(regime(Spring(mass: 1, stiffness: 100, damping: 40)) == "over")
        #expect(regime(Spring(duration: 0.5, bounce: 0)) == "critical")
        // Either side of ζ = 1 by 1e-7 the general forms still agree with the critical one.
        let critical = Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 2)
        for damping in [20 * (1 - 1e-7), 20 * (1 + 1e-7)] {
            let near = Spring(mass: 1, stiffness: 100, damping: damping, initialVelocity: 2)
            for i in 0...100 {
                let t = Double(i) * 0.02
                #expect(abs(near.value(at: t) - critical.value(at: t)) <= 1e-6, "c=\(damping) t=\(t)")
            }
        }
    }

    // An underdamped spring overshoots; critical and overdamped ones released at rest never do.
    @Test func overshootOnlyWhenUnderdamped() {
        let times = (0...2000).map { Double($0) * 0.001 }
        let under = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(times.contains { under.value(at: $0) > 1.1 })
        for spring in [Spring(mass: 1, stiffness: 100, damping: 20), Spring(mass: 1, stiffness: 100, damping: 40)] {
            #expect(times.allSatisfy { spring.value(at: $0) <= 1 })
        }
    }
}
