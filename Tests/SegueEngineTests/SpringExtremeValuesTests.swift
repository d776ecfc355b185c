import Foundation
import Testing

@testable import SegueEngine

/// Springs built from any finite numbers, as a plugin or a scene file might hand them over: the
/// engine clamps them, never traps, and finds the settling time in bounded work (defence in depth
/// behind the host's and the parsers' range checks).
@Suite struct SpringExtremeValuesTests {
    /// Finite numbers at every scale, both signs, subnormals and the largest included.
    static let extremes: [Double] = [
        -Double.greatestFiniteMagnitude, -1e8, -1, -Double.leastNonzeroMagnitude, 0, Double.leastNonzeroMagnitude, 1e-9,
        1e-5, 1, 1e8,
        Double.greatestFiniteMagnitude,
    ]

    /// The longest one spring's construction (its settling search included) may take: far below
    /// the 20 s a 1e-5 damping ratio used to cost, far above what it costs on a busy machine.
    static let ceiling = Duration.milliseconds(250)

    // Every combination of extreme physical parameters: a settling time within the engine's hour
    // (or infinity, for springs that never settle), found in a bounded number of evaluations.
    @Test func anyFinitePhysicalSpringSettlesInBoundedWork() {
        let clock = ContinuousClock()
        var slowest = Duration.zero
        for mass in Self.extremes {
            for stiffness in Self.extremes {
                for damping in Self.extremes {
                    for velocity in [-Double.greatestFiniteMagnitude, 0, 1e8] {
                        let start = clock.now
                        let spring = Spring(
                            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
                        slowest = max(slowest, clock.now - start)
                        let settle = spring.settlingDuration
                        #expect(
                            settle.isInfinite || (0...Spring.maximumSettlingDuration).contains(settle),
                            "\(spring): \(settle)")
                        let search = spring.motion.settlingSearch(
                            epsilon: Spring.settlingEpsilon, limit: Spring.maximumSettlingDuration)
                        #expect(search.evaluations <= SpringMotion.maximumEvaluations, "\(spring)")
                        #expect(spring.value(at: 1).isFinite)
                    }
                }
            }
        }
        #expect(slowest < Self.ceiling, "the slowest spring took \(slowest)")
    }

    // UIKit's spring tuned to a duration, from any finite duration, ratio and velocity (a damping
    // ratio of 1e-9 used to trap here): always a spring that settles, so an animator can run it.
    @Test func anyFiniteSettlingSpringSettles() {
        let clock = ContinuousClock()
        for duration in Self.extremes {
            for ratio in Self.extremes + [1e-9, 1e-5, 1e-3] {
                for velocity in [-Double.greatestFiniteMagnitude, -1, 0, 1e8] {
                    let start = clock.now
                    let spring = Spring(settlingIn: duration, dampingRatio: ratio, initialVelocity: velocity)
                    let elapsed = clock.now - start
                    #expect(
                        elapsed < Self.ceiling,
                        "settlingIn: \(duration), ratio \(ratio), velocity \(velocity) took \(elapsed)")
                    #expect(
                        spring.settlingDuration.isFinite && spring.settlingDuration > 0,
                        "\(duration), \(ratio), \(velocity): \(spring)")
                    // Within the engine's hour, not exactly the clamped duration: with a velocity of
                    // ±10 000 the tuning's fixed point is only approximate (600 s can settle in 800).
                    #expect(
                        spring.settlingDuration <= Spring.maximumSettlingDuration,
                        "\(duration), \(ratio), \(velocity): \(spring)")
                }
            }
        }
    }

    // The perceptual forms near no damping at all: clamped into range, bounded work, and a damping
    // ratio of 1e-5 that rings past the hour says so with infinity instead of searching.
    @Test(arguments: [1e-9, 1e-5, 1e-3])
    func barelyDampedSpringsAreCheap(ratio: Double) {
        let clock = ContinuousClock()
        for response in [0.001, 0.5, 600] {
            let start = clock.now
            let spring = Spring(dampingRatio: ratio, response: response, initialVelocity: 10_000)
            #expect(clock.now - start < Self.ceiling)
            #expect(spring.settlingDuration.isInfinite || spring.settlingDuration <= Spring.maximumSettlingDuration)
        }
        // 1e-5 at a half-second response would ring for about 11 000 s: past the hour, so infinite.
        #expect(Spring(dampingRatio: 1e-5, response: 0.5).settlingDuration.isInfinite)
    }
}
