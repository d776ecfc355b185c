import Testing

@testable import SegueEngine

/// `TimingCurveSpec.parse`: every accepted form and an error naming the culprit for every refusal.
@Suite struct TimingCurveSpecTests {
    /// The spring a spec parses to, or a recorded issue.
    private func spring(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Spring {
        let curve = try TimingCurveSpec.parse(text)
        guard case .spring(let spring) = curve else {
            Issue.record("'\(text)' parsed to \(curve), not a spring", sourceLocation: sourceLocation)
            throw TimingCurveError("not a spring")
        }
        return spring
    }

    /// Expects `text` to be refused with a message containing every one of `fragments`.
    private func expectRefused(
        _ text: String, mentioning fragments: String..., sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            let curve = try TimingCurveSpec.parse(text)
            Issue.record("'\(text)' should be refused but parsed to \(curve)", sourceLocation: sourceLocation)
        } catch {
            for fragment in fragments {
                #expect(
                    error.message.contains(fragment), "'\(text)': message '\(error.message)' lacks '\(fragment)'",
                    sourceLocation: sourceLocation)
            }
        }
    }

    // Every named curve, in either spelling, in any case and with surrounding space, parses to its case.
    @Test(arguments: [
        ("linear", TimingCurve.linear),
        ("ease-in", .easeIn), ("easein", .easeIn), ("EASE-IN", .easeIn),
        ("ease-out", .easeOut), ("easeOut", .easeOut),
        ("ease-in-out", .easeInOut), ("easeinout", .easeInOut), ("Ease-In-Out", .easeInOut),
        ("default", .default), ("ease", .default), ("  linear\t\n", .linear),
    ])
    func namedCurves(text: String, expected: TimingCurve) throws {
        #expect(try TimingCurveSpec.parse(text) == expected)
    }

    // The named cases carry Core Animation's Béziers.
    @Test func namedCasesAreTheirBeziers() {
        #expect(TimingCurve.easeIn == .cubic(.easeIn))
        #expect(TimingCurve.easeOut == .cubic(.easeOut))
        #expect(TimingCurve.easeInOut == .cubic(.easeInOut))
        #expect(TimingCurve.default == .cubic(CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)))
    }

    // cubic-bezier(x1,y1,x2,y2) parses its four numbers, with spaces, exponents and y beyond [0, 1].
    @Test func cubicBezier() throws {
        #expect(
            try TimingCurveSpec.parse("cubic-bezier(0.1,0.2,0.3,0.4)")
                == .cubic(CubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4)))
        #expect(
            try TimingCurveSpec.parse(" cubic-bezier ( 0 , -1.5 , 1 , 2.5e0 ) ")
                == .cubic(CubicBezier(x1: 0, y1: -1.5, x2: 1, y2: 2.5)))
        #expect(try TimingCurveSpec.parse("Cubic-Bezier(.25,.1,.25,1)") == .default)
    }

    // spring(mass,stiffness,damping,velocity): given fields are used, omitted ones default to 1, 100, 10, 0.
    @Test func physicalSpring() throws {
        #expect(
            try spring("spring(mass=2,stiffness=300,damping=15,velocity=-4)")
                == Spring(mass: 2, stiffness: 300, damping: 15, initialVelocity: -4))
        #expect(try spring("spring()") == Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
        #expect(try spring("spring(stiffness=250)") == Spring(mass: 1, stiffness: 250, damping: 10, initialVelocity: 0))
        #expect(
            try spring("spring( damping = 0 , mass = 0.5 )")
                == Spring(mass: 0.5, stiffness: 100, damping: 0, initialVelocity: 0))
        #expect(try spring("spring(velocity=3)") == Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 3))
    }

    // spring(damping-ratio,response[,velocity]) goes through Spring(dampingRatio:response:).
    @Test func dampingRatioSpring() throws {
        #expect(try spring("spring(damping-ratio=0.6,response=0.4)") == Spring(dampingRatio: 0.6, response: 0.4))
        #expect(
            try spring("spring(response=0.4,damping-ratio=1,velocity=2)")
                == Spring(dampingRatio: 1, response: 0.4, initialVelocity: 2))
    }

    // spring(duration[,bounce][,velocity]) goes through Spring(duration:bounce:), bounce defaulting to 0.
    @Test func durationBounceSpring() throws {
        #expect(try spring("spring(duration=0.5,bounce=0.3)") == Spring(duration: 0.5, bounce: 0.3))
        #expect(try spring("spring(duration=0.5)") == Spring(duration: 0.5, bounce: 0))
        #expect(
            try spring("spring(duration=0.8,bounce=-0.4,velocity=1)")
                == Spring(duration: 0.8, bounce: -0.4, initialVelocity: 1))
    }

    // Unknown names are refused with the accepted forms listed.
    @Test func unknownNames() {
        expectRefused("bouncy", mentioning: "bouncy", "cubic-bezier", "spring")
        expectRefused("", mentioning: "unknown timing curve")
        expectRefused("steps(4)", mentioning: "steps")
        expectRefused("cubic-bezier(0.1,0.2,0.3,0.4", mentioning: "unknown timing curve")
    }

    // cubic-bezier needs four finite numbers with x1 and x2 in [0, 1]; the message names the bad one.
    @Test func cubicBezierErrors() {
        expectRefused("cubic-bezier(0.1,0.2,0.3)", mentioning: "4", "got 3")
        expectRefused("cubic-bezier(0.1,0.2,0.3,0.4,0.5)", mentioning: "got 5")
        expectRefused("cubic-bezier()", mentioning: "got 1")
        expectRefused("cubic-bezier(0.1,abc,0.3,0.4)", mentioning: "y1", "abc", "not a number")
        expectRefused("cubic-bezier(0.1,0.2,,0.4)", mentioning: "x2", "not a number")
        expectRefused("cubic-bezier(0.1,0.2,0.3,inf)", mentioning: "y2", "finite")
        expectRefused("cubic-bezier(nan,0.2,0.3,0.4)", mentioning: "x1", "finite")
        expectRefused("cubic-bezier(1.5,0,0.5,1)", mentioning: "x1", "between 0 and 1")
        expectRefused("cubic-bezier(0.5,0,-0.1,1)", mentioning: "x2", "between 0 and 1")
    }

    // Spring fields must be known, well formed, given once and from one form only.
    @Test func springFieldErrors() {
        expectRefused("spring(tension=3)", mentioning: "tension")
        expectRefused("spring(stiffness)", mentioning: "stiffness", "name=value")
        expectRefused("spring(=3)", mentioning: "name=value")
        expectRefused("spring(mass=1,,damping=3)", mentioning: "name=value")
        expectRefused("spring(mass=1,mass=2)", mentioning: "mass", "twice")
        expectRefused("spring(mass=1,response=0.5)", mentioning: "mass", "response", "mix")
        expectRefused("spring(damping=10,damping-ratio=0.5)", mentioning: "damping, damping-ratio", "mix")
        expectRefused("spring(duration=1,stiffness=100)", mentioning: "duration", "stiffness", "mix")
    }

    // Spring numbers must parse and be finite; the message names the field and echoes the text.
    @Test func springNumberErrors() {
        expectRefused("spring(stiffness=stiff)", mentioning: "stiffness", "stiff'", "not a number")
        expectRefused("spring(damping=)", mentioning: "damping", "name=value")
        expectRefused("spring(mass=inf)", mentioning: "mass", "finite")
        expectRefused("spring(velocity=-infinity)", mentioning: "velocity", "finite")
        expectRefused("spring(response=0.3,damping-ratio=nan)", mentioning: "damping-ratio", "finite")
    }

    // Out-of-range spring parameters are refused, naming the parameter, the value and the range.
    @Test func springRangeErrors() {
        expectRefused("spring(mass=0)", mentioning: "mass", "between 0.001 and 1000", "got 0")
        expectRefused("spring(mass=-1)", mentioning: "mass", "got -1")
        expectRefused("spring(stiffness=-5)", mentioning: "stiffness", "between 0.0001 and 100000000", "got -5")
        expectRefused("spring(stiffness=0)", mentioning: "stiffness")
        expectRefused("spring(damping=-0.1)", mentioning: "damping", "between 0 and 10000000", "got -0.1")
        expectRefused("spring(damping-ratio=-0.5,response=1)", mentioning: "damping-ratio", "between 0 and 100")
        expectRefused("spring(damping-ratio=0.5,response=0)", mentioning: "response", "between 0.001 and 600")
        expectRefused("spring(damping-ratio=0.5)", mentioning: "response")
        expectRefused("spring(response=0.5)", mentioning: "damping-ratio")
        expectRefused("spring(bounce=0.2)", mentioning: "duration")
        expectRefused("spring(duration=0,bounce=0.2)", mentioning: "duration", "between 0.001 and 600")
        expectRefused("spring(duration=0.5,bounce=1)", mentioning: "bounce", "between -0.99 and 0.99")
        expectRefused("spring(duration=0.5,bounce=-1)", mentioning: "bounce")
        expectRefused("spring(duration=0.5,bounce=1.5)", mentioning: "bounce")
    }

    // A parsed spring's curve runs over its settling duration and ends on the target.
    @Test func springCurveUsesSettlingDuration() throws {
        let curve = try TimingCurveSpec.parse("spring(damping=20)")
        let duration = try #require(curve.intrinsicDuration)
        #expect(duration == Spring(mass: 1, stiffness: 100, damping: 20).settlingDuration)
        #expect(curve.value(at: 0) == 0)
        #expect(abs(curve.value(at: 1) - 1) < Spring.settlingEpsilon)
        #expect(TimingCurve.linear.intrinsicDuration == nil)
        #expect(TimingCurve.easeIn.intrinsicDuration == nil)
    }
}
