import Testing

@testable import SegueEngine

/// Reference values come from Chromium's test suites:
/// `ui/gfx/geometry/cubic_bezier_unittest.cc` (Basic, UnclampedYValues, Range/Gradient tests) and
/// `third_party/blink/renderer/platform/animation/timing_function_test.cc` (CubicEvaluate).
@Suite struct CubicBezierTests {
    /// Checks `curve.value(at:)` against a table of (x, y) within `tolerance`.
    private func expectTable(
        _ curve: CubicBezier, _ table: [(x: Double, y: Double)], tolerance: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (x, y) in table {
            let actual = curve.value(at: x)
            #expect(
                abs(actual - y) <= tolerance,
                "curve \(curve.x1),\(curve.y1),\(curve.x2),\(curve.y2) at x=\(x): expected \(y), got \(actual)",
                sourceLocation: sourceLocation)
        }
    }

    // Chromium CubicBezierTest.Basic: the symmetric (0.25, 0, 0.75, 1) curve matches its table.
    @Test func chromiumBasicTable() {
        let curve = CubicBezier(x1: 0.25, y1: 0, x2: 0.75, y2: 1)
        expectTable(
            curve,
            [
                (0, 0), (0.05, 0.01136), (0.1, 0.03978), (0.15, 0.079780), (0.2, 0.12803),
                (0.25, 0.18235), (0.3, 0.24115), (0.35, 0.30323), (0.4, 0.36761), (0.45, 0.43345),
                (0.5, 0.5), (0.6, 0.63238), (0.65, 0.69676), (0.7, 0.75884), (0.75, 0.81764),
                (0.8, 0.87196), (0.85, 0.92021), (0.9, 0.96021), (0.95, 0.98863), (1, 1),
            ],
            tolerance: 0.00015)
    }

    // Chromium cubic_bezier_unittest.cc: with both control x at 0.5, t = 0.5 at x = 0.5, so y has a closed form there.
    @Test func exactMidpoints() {
        expectTable(CubicBezier(x1: 0.5, y1: 1, x2: 0.5, y2: 1), [(0.5, 0.875)], tolerance: 1e-6)
        expectTable(CubicBezier(x1: 0.5, y1: 2, x2: 0.5, y2: 2), [(0.5, 1.625)], tolerance: 1e-6)
        expectTable(CubicBezier(x1: 0.5, y1: -1, x2: 0.5, y2: -1), [(0.5, -0.625)], tolerance: 1e-6)
    }

    // Chromium CubicBezierTest.UnclampedYValues: y is not clamped to [0, 1] inside the curve.
    @Test func unclampedYValues() {
        let curve = CubicBezier(x1: 0.5, y1: -1, x2: 0.5, y2: 2)
        expectTable(
            curve,
            [
                (0.05, -0.08954), (0.1, -0.15613), (0.15, -0.19641), (0.2, -0.20651), (0.25, -0.18232),
                (0.3, -0.11992), (0.35, -0.01672), (0.4, 0.12660), (0.45, 0.30349), (0.5, 0.5),
                (0.55, 0.69651), (0.6, 0.87340), (0.65, 1.01672), (0.7, 1.11992), (0.75, 1.18232),
                (0.8, 1.20651), (0.85, 1.19641), (0.9, 1.15613), (0.95, 1.08954),
            ],
            tolerance: 0.00015)
    }

    // Chromium CubicBezierTest.InputOutOfRange*: outside [0, 1] the curve continues along its end tangents,
    // including the degenerate cases where a control point sits on an end point.
    @Test func outOfRangeExtrapolation() {
        let cases: [(curve: (Double, Double, Double, Double), atMinusOne: Double, atTwo: Double)] = [
            ((0.5, 1, 0.5, 1), -2, 1),
            ((0, 0, 1, 1), -1, 2),
            ((0, 1, 1, 0), 0, 1),
            ((0.5, 0, 1, 0.5), 0, 1),
            ((0.1, 0.2, 0.8, 0.8), -2, 2),
            ((0, 0, 0.5, 1), -2, 1),
            ((1, 0.5, 1, 1), -0.5, 1),
            ((0, 0, 0, 0), -1, 2),
            ((1, 1, 1, 1), -1, 2),
        ]
        for (points, atMinusOne, atTwo) in cases {
            let curve = CubicBezier(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
            #expect(curve.value(at: -1) == atMinusOne, "curve \(points) at -1")
            #expect(curve.value(at: 2) == atTwo, "curve \(points) at 2")
        }
    }

    // Blink TimingFunctionTest.CubicEvaluate: the CSS keyword curves and a custom overshooting one.
    @Test func blinkCubicEvaluate() {
        let custom = CubicBezier(x1: 0.17, y1: 0.67, x2: 1, y2: -1.73)
        let cases: [(CubicBezier, [Double])] = [
            (.default, [0.409, 0.802, 0.960]),
            (.easeIn, [0.093, 0.315, 0.622]),
            (.easeOut, [0.378, 0.685, 0.907]),
            (.easeInOut, [0.129, 0.5, 0.871]),
            (custom, [0.034, -0.217, -0.335]),
        ]
        for (curve, expected) in cases {
            expectTable(curve, Array(zip([0.25, 0.5, 0.75], expected)).map { (x: $0.0, y: $0.1) }, tolerance: 0.01)
        }
    }

    // The named curves carry Core Animation's control points.
    @Test func namedCurveControlPoints() {
        #expect(CubicBezier.linear == CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))
        #expect(CubicBezier.easeIn == CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
        #expect(CubicBezier.easeOut == CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
        #expect(CubicBezier.easeInOut == CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        #expect(CubicBezier.default == CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
    }

    // The solver finds t with |x(t) − x| ≤ 1e-6 everywhere, even where the slope is flat and
    // Newton's method must fall back to bisection.
    @Test func solverPrecision() {
        let curves: [CubicBezier] = [
            .linear, .easeIn, .easeOut, .easeInOut, .default,
            CubicBezier(x1: 0.25, y1: 0, x2: 0.75, y2: 1),
            CubicBezier(x1: 0.5, y1: -1, x2: 0.5, y2: 2),
            CubicBezier(x1: 0.17, y1: 0.67, x2: 1, y2: -1.73),
            CubicBezier(x1: 0, y1: 0, x2: 0, y2: 0),
            CubicBezier(x1: 1, y1: 1, x2: 1, y2: 1),
            // x'(0.5) = 0: Newton stalls at the inflection and bisection must finish the job.
            CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1),
            CubicBezier(x1: 0.99, y1: 0, x2: 0.01, y2: 1),
            CubicBezier(x1: 1, y1: 0, x2: 1, y2: 0),
            CubicBezier(x1: 0, y1: 1, x2: 0, y2: 1),
        ]
        for curve in curves {
            var worst = 0.0
            var worstX = 0.0
            var outside: [Double] = []
            for i in 0...1000 {
                let x = Double(i) / 1000
                let t = curve.solveParameter(forX: x)
                let error = abs(curve.x(atParameter: t) - x)
                if error > worst { (worst, worstX) = (error, x) }
                // The root must be the one on the curve itself, not one of the cubic's roots beyond it.
                if !(0...1).contains(t) { outside.append(x) }
            }
            #expect(
                worst <= CubicBezier.solveEpsilon,
                "curve \(curve.x1),\(curve.y1),\(curve.x2),\(curve.y2): error \(worst) at x=\(worstX)")
            #expect(
                outside.isEmpty,
                "curve \(curve.x1),\(curve.y1),\(curve.x2),\(curve.y2): t outside [0, 1] at x in \(outside)")
        }
    }

    // value(at:) is y at the solved parameter, so on the flat curve it still tracks the true y.
    @Test func valueIsYAtSolvedParameter() {
        let curve = CubicBezier(x1: 0.99, y1: 0, x2: 0.01, y2: 1)
        for i in 1..<100 {
            let x = Double(i) / 100
            #expect(curve.value(at: x) == curve.y(atParameter: curve.solveParameter(forX: x)))
        }
    }

    // The ease curves never go backwards, and they start at exactly 0 and end at exactly 1.
    @Test func easeCurvesAreMonotoneAndExactAtEnds() {
        for curve in [CubicBezier.linear, .easeIn, .easeOut, .easeInOut, .default] {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            var previous = curve.value(at: 0)
            for i in 1...2000 {
                let value = curve.value(at: Double(i) / 2000)
                #expect(value >= previous - 1e-9, "curve \(curve.x1),\(curve.y1),\(curve.x2),\(curve.y2) at \(i)")
                previous = value
            }
        }
    }

    // Linear is the identity inside [0, 1] (to solver precision) and a straight line outside it.
    @Test func linearIsIdentity() {
        for i in -10...20 {
            let x = Double(i) / 10
            #expect(abs(CubicBezier.linear.value(at: x) - x) <= 1e-6, "x=\(x)")
        }
    }

    // Equality and hashing depend on the control points only.
    @Test func equalityAndHashing() {
        let a = CubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4)
        let b = CubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != CubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.5))
        #expect(Set([a, b, .linear]).count == 2)
    }
}
