import Foundation
import Testing

@testable import SegueEngine

/// Hostile numbers for springs and curves: refused in one sentence by the checked forms, clamped
/// (never trapping) by the plain initialisers, and a settling search whose cost has a ceiling.
@Suite struct SpringBoundsTests {
    /// The refusal of `text`, or a recorded issue when it parses.
    private func refusal(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        do {
            let curve = try TimingCurveSpec.parse(text)
            Issue.record("'\(text)' should be refused but parsed to \(curve)", sourceLocation: sourceLocation)
            return ""
        } catch {
            return error.message
        }
    }

    // The inputs that used to trap (overflow, division by zero) or hang now get one sentence that
    // names the field, echoes the value and gives the range.
    @Test(arguments: [
        ("spring(duration=1e308)", "spring duration", "1e+308", "between 0.001 and 600"),
        ("spring(damping-ratio=0.5,response=1e-320)", "spring response", "1e-320", "between 0.001 and 600"),
        ("spring(damping-ratio=1e308,response=1)", "spring damping-ratio", "1e+308", "between 0 and 100"),
        ("spring(stiffness=1e20)", "spring stiffness", "1e+20", "between 0.0001 and 100000000"),
        ("spring(mass=1e-300)", "spring mass", "1e-300", "between 0.001 and 1000"),
        ("spring(damping=1e300)", "spring damping", "1e+300", "between 0 and 10000000"),
        ("spring(velocity=1e20)", "spring velocity", "1e+20", "between -10000 and 10000"),
        ("spring(duration=0.5,bounce=-0.999)", "spring bounce", "-0.999", "between -0.99 and 0.99"),
        ("cubic-bezier(0.2,1e308,0.8,1)", "cubic-bezier y1", "1e+308", "between -10 and 10"),
        ("cubic-bezier(0.2,0,0.8,-11)", "cubic-bezier y2", "-11", "between -10 and 10"),
        ("cubic-bezier(0.2,0,1.0000001,1)", "cubic-bezier x2", "1.0000001", "between 0 and 1"),
    ])
    func hostileNumbersAreOneSentence(spec: String, field: String, value: String, range: String) {
        let message = refusal(spec)
        for fragment in [field, "got \(value)", range] {
            #expect(message.contains(fragment), "'\(spec)': '\(message)' lacks '\(fragment)'")
        }
        #expect(!message.contains("\n"))
        // A hint follows the range.
        #expect(message.split(separator: ";").count >= 2, "'\(message)' has no hint")
    }

    // Each bound itself is accepted, and the next number past it refused.
    @Test(arguments: [
        (Spring.massRange, "mass"), (Spring.stiffnessRange, "stiffness"), (Spring.dampingRange, "damping"),
        (Spring.velocityRange, "velocity"),
    ])
    func physicalBoundsAreInclusive(range: ParameterRange, field: String) throws {
        for bound in [range.range.lowerBound, range.range.upperBound] {
            // Keep the other fields where the spring settles quickly, so only this bound is tested.
            var fields = ["mass": 1.0, "stiffness": 100.0, "damping": 20.0, "velocity": 0.0]
            fields[field] = bound
            if field == "mass" { fields["damping"] = 2 * (100 * bound).squareRoot() }
            if field == "stiffness" { fields["damping"] = 2 * bound.squareRoot() }
            if field == "damping" { fields["stiffness"] = bound == 0 ? 100 : 1e8 }
            do {
                _ = try Spring.validated(
                    mass: fields["mass"]!, stiffness: fields["stiffness"]!, damping: fields["damping"]!,
                    initialVelocity: fields["velocity"]!)
            } catch {
                Issue.record("\(field) = \(bound) is a bound and should be accepted: \(error.message)")
            }
            for outside in [bound.nextDown, bound.nextUp] where !range.range.contains(outside) {
                fields[field] = outside
                #expect(throws: TimingCurveError.self, "\(field) = \(outside)") {
                    try Spring.validated(
                        mass: fields["mass"]!, stiffness: fields["stiffness"]!, damping: fields["damping"]!,
                        initialVelocity: fields["velocity"]!)
                }
            }
        }
    }

    // The perceptual forms accept their bounds and refuse just past them.
    @Test func perceptualBoundsAreInclusive() throws {
        _ = try Spring.validated(dampingRatio: 1, response: 0.001)
        _ = try Spring.validated(dampingRatio: 1, response: 600)
        _ = try Spring.validated(dampingRatio: 0, response: 0.5)
        _ = try Spring.validated(dampingRatio: 100, response: 0.001)
        _ = try Spring.validated(duration: 0.001, bounce: 0.99)
        _ = try Spring.validated(duration: 0.5, bounce: -0.99)
        #expect(throws: TimingCurveError.self) { try Spring.validated(dampingRatio: 1, response: 0.001.nextDown) }
        #expect(throws: TimingCurveError.self) { try Spring.validated(dampingRatio: 1, response: 600.nextUp) }
        #expect(throws: TimingCurveError.self) { try Spring.validated(dampingRatio: 100.nextUp, response: 1) }
        #expect(throws: TimingCurveError.self) { try Spring.validated(dampingRatio: (0.0).nextDown, response: 1) }
        #expect(throws: TimingCurveError.self) { try Spring.validated(duration: 600.nextUp, bounce: 0) }
        #expect(throws: TimingCurveError.self) { try Spring.validated(duration: 1, bounce: 0.99.nextUp) }
    }

    // Every spring the perceptual ranges allow maps inside the physical ranges, so clamping in the
    // physical initialiser never bends a perceptual spring.
    @Test(arguments: [(0.0, 0.001), (100.0, 0.001), (0.0, 600), (100.0, 600), (1.0, 0.3)])
    func perceptualRangesMapInsidePhysicalOnes(ratio: Double, response: Double) {
        let omega = 2 * Double.pi / response
        #expect(Spring.stiffnessRange.range.contains(omega * omega))
        #expect(Spring.dampingRange.range.contains(2 * ratio * omega))
        let spring = Spring(dampingRatio: ratio, response: response)
        #expect(abs(spring.stiffness - omega * omega) <= 1e-12 * omega * omega)
        #expect(abs(spring.dampingRatio - ratio) <= 1e-12 * max(ratio, 1))
    }

    // A damped spring that would ring or creep for over an hour is refused, naming its damping
    // ratio; an undamped one is still a spring (it plots, and animators refuse it).
    @Test func dampedSpringsMustSettleWithinTheHour() throws {
        let light = refusal("spring(damping-ratio=0.0001,response=1)")
        #expect(light.contains("3600 s") && light.contains("0.0001") && light.contains("raise its damping-ratio"))
        let heavy = refusal("spring(damping-ratio=100,response=600)")
        #expect(heavy.contains("3600 s") && heavy.contains("nearer 1"))
        let creeping = refusal("spring(mass=0.001,stiffness=0.0001,damping=10000000)")
        #expect(creeping.contains("lower its damping"))
        let undamped = try TimingCurveSpec.parse("spring(damping=0)")
        #expect(undamped.intrinsicDuration == .infinity)
    }

    // The plain initialisers never trap: any Double, NaN and infinities included, is clamped into
    // range and the result is a finite, well-defined spring.
    @Test(arguments: [
        1e308, -1e308, Double.leastNormalMagnitude / 1e4, -Double.leastNormalMagnitude / 1e4, 0, .infinity, -.infinity,
        .nan,
        Double.leastNonzeroMagnitude,
    ])
    func plainInitialisersClampInsteadOfTrapping(hostile: Double) {
        let springs = [
            Spring(mass: hostile, stiffness: hostile, damping: hostile, initialVelocity: hostile),
            Spring(mass: 1, stiffness: hostile, damping: 10),
            Spring(dampingRatio: hostile, response: hostile, initialVelocity: hostile),
            Spring(dampingRatio: 0.5, response: hostile),
            Spring(dampingRatio: hostile, response: 1),
            Spring(duration: hostile, bounce: hostile, initialVelocity: hostile),
        ]
        for spring in springs {
            #expect(Spring.massRange.range.contains(spring.mass))
            #expect(Spring.stiffnessRange.range.contains(spring.stiffness))
            #expect(Spring.dampingRange.range.contains(spring.damping))
            #expect(Spring.velocityRange.range.contains(spring.initialVelocity))
            #expect(!spring.settlingDuration.isNaN)
            for t in [0.0, 0.01, 0.5, 3] {
                #expect(spring.value(at: t).isFinite && spring.velocity(at: t).isFinite, "\(spring) at \(t)")
            }
        }
        let bezier = CubicBezier(x1: hostile, y1: hostile, x2: hostile, y2: hostile)
        #expect((0...1).contains(bezier.x1) && (-10...10).contains(bezier.y1))
        for x in [0.0, 0.25, 0.5, 1] { #expect(bezier.value(at: x).isFinite) }
    }

    // The old trap and hang inputs, through the plain initialisers: clamped, and done quickly.
    @Test func formerTrapsAndHangsThroughCode() {
        let long = Spring(duration: 1e308, bounce: 0)
        #expect(long.stiffness == (2 * Double.pi / 600) * (2 * Double.pi / 600))
        // 1e-320 is subnormal: a literal would warn, so it is parsed.
        let short = Spring(dampingRatio: 0.5, response: Double("1e-320")!)
        #expect(short.stiffness == (2 * Double.pi / 0.001) * (2 * Double.pi / 0.001))
        let creeping = Spring(dampingRatio: 1e308, response: 1)
        #expect(creeping.dampingRatio <= 100 * (1 + 1e-12))
        let stiff = Spring(stiffness: 1e20)
        #expect(stiff.stiffness == 1e8)
        #expect(stiff.settlingDuration.isFinite && stiff.settlingDuration > 0)
    }

    /// In-range springs at the corners of the parameter box, where the settling search works hardest:
    /// fastest and slowest natural frequencies, lightest and heaviest damping, largest pushes.
    static let cornerSprings: [Spring] = {
        var springs: [Spring] = []
        for mass in [0.001, 1, 1000] {
            for stiffness in [0.0001, 1, 1e8] {
                for damping in [0, 1e-9, 0.01, 2 * (mass * stiffness).squareRoot(), 1e7] {
                    for velocity in [-10_000.0, 0, 10_000] {
                        springs.append(
                            Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity))
                    }
                }
            }
        }
        for ratio in [0.0, 1e-6, 0.01, 0.999_999_99, 1, 1.000_000_01, 100] {
            for response in [0.001, 600] {
                springs.append(Spring(dampingRatio: ratio, response: response, initialVelocity: 10_000))
            }
        }
        return springs
    }()

    // The settling search evaluates the motion a bounded number of times whatever the spring:
    // it brackets the last crossing analytically and bisects, never walking the motion.
    @Test func settlingSearchCostIsBoundedAtTheCorners() {
        var worst = 0
        for spring in Self.cornerSprings {
            let search = spring.motion.settlingSearch(
                epsilon: Spring.settlingEpsilon, limit: Spring.maximumSettlingDuration)
            worst = max(worst, search.evaluations)
            #expect(
                search.evaluations <= SpringMotion.maximumEvaluations, "\(spring): \(search.evaluations) evaluations")
            #expect(search.time == spring.settlingDuration)
            #expect(search.time.isInfinite || (0...Spring.maximumSettlingDuration).contains(search.time))
        }
        #expect(SpringMotion.maximumEvaluations <= 250)
        #expect(worst > 0)
    }

    // The stiffest spring that used to hang (a scan step of a twentieth of a half period) settles
    // where a fine scan says, within a few evaluations.
    @Test func stiffestSpringSettlesExactlyAndCheaply() {
        let spring = Spring(mass: 0.001, stiffness: 1e8, damping: 20)
        let search = spring.motion.settlingSearch(
            epsilon: Spring.settlingEpsilon, limit: Spring.maximumSettlingDuration)
        #expect(search.evaluations <= 150)
        let settle = search.time
        #expect(settle.isFinite && settle > 0)
        // Half a period is 10 µs: sample every 50 ns around the answer.
        var lastUnsettled = 0.0
        var t = max(settle - 1e-4, 0)
        while t <= settle + 1e-4 {
            if abs(spring.value(at: t) - 1) >= Spring.settlingEpsilon { lastUnsettled = t }
            t += 5e-8
        }
        #expect(
            lastUnsettled <= settle && settle - lastUnsettled <= 1e-7,
            "settles at \(settle), last unsettled \(lastUnsettled)")
    }

    // The settling time matches a fine scan for springs across the range (a seeded sweep).
    @Test func settlingMatchesAFineScanAcrossTheRange() {
        var generator = SeededGenerator(seed: 7)
        for index in 0..<60 {
            let mass = pow(10, Double.random(in: -1...1, using: &generator))
            let stiffness = pow(10, Double.random(in: 1...4, using: &generator))
            let ratio = [0.05, 0.3, 0.7, 1, 1.5, 4][index % 6] * Double.random(in: 0.95...1.05, using: &generator)
            let spring = Spring(
                mass: mass, stiffness: stiffness, damping: ratio * 2 * (mass * stiffness).squareRoot(),
                initialVelocity: Double.random(in: -30...30, using: &generator))
            let settle = spring.settlingDuration
            guard settle.isFinite, settle < 5 else { continue }
            let step = settle / 20_000
            var lastUnsettled = 0.0
            var t = 0.0
            while t <= 2 * settle {
                if abs(spring.value(at: t) - 1) >= Spring.settlingEpsilon { lastUnsettled = t }
                t += step
            }
            #expect(lastUnsettled <= settle, "\(spring)")
            #expect(settle - lastUnsettled <= step * 1.01, "\(spring): \(settle) vs scan \(lastUnsettled)")
        }
    }

    // Keyframe values and key counts are bounded too.
    @Test func keyframeBounds() throws {
        #expect(throws: TimingCurveError.self) { try KeyframeCurve(keyTimes: [0, 0.5, 1], values: [0, 11, 1]) }
        do {
            _ = try KeyframeCurve(keyTimes: [0, 0.5, 1], values: [0, -1e300, 1])
            Issue.record("a value of -1e300 should be refused")
        } catch {
            #expect(
                error.message.contains("key 1") && error.message.contains("-1e+300")
                    && error.message.contains("between -10 and 10"))
        }
        let count = KeyframeCurve.maximumKeyCount + 1
        let times = (0..<count).map { Double($0) / Double(count - 1) }
        let values = times.map { $0 }
        #expect(throws: TimingCurveError.self) { try KeyframeCurve(keyTimes: times, values: values) }
        _ = try KeyframeCurve(keyTimes: Array(times.dropLast(2)) + [1], values: Array(values.dropLast(2)) + [1])
    }
}

/// The checked form of UIKit's spring tuned to a duration: its arguments are bounded, and inside
/// the bounds the spring always settles, so a property animator can always run it.
@Suite struct SettlingSpringBoundsTests {
    @Test(arguments: [(0.001, 0.01), (0.001, 100), (600, 0.01), (600, 100), (0.3, 0.5)])
    func everySpringInsideTheBoundsSettles(duration: Double, ratio: Double) throws {
        for velocity in [-10_000.0, 0, 10_000] {
            let spring = try Spring.validated(settlingIn: duration, dampingRatio: ratio, initialVelocity: velocity)
            #expect(spring.settlingDuration.isFinite, "duration \(duration) ratio \(ratio) velocity \(velocity)")
            // An animator accepts it (it refuses springs that never settle).
            _ = PropertyAnimator(engine: AnimationEngine(), duration: duration, curve: .spring(spring))
        }
    }

    @Test func argumentsOutsideTheBoundsAreNamed() {
        for (duration, ratio, field) in [
            (0.0, 0.5, "duration"), (1e308, 0.5, "duration"), (0.3, 0.0, "damping ratio"),
            (0.3, 1e-300, "damping ratio"), (0.3, 101.0, "damping ratio"),
        ] {
            do {
                _ = try Spring.validated(settlingIn: duration, dampingRatio: ratio)
                Issue.record("duration \(duration) ratio \(ratio) should be refused")
            } catch {
                #expect(error.message.contains("spring \(field) must be between"), "\(error.message)")
            }
        }
    }
}
