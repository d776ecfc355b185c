import Foundation
import SegueEngine

/// Measures cubic Bézier evaluations per second over a spread of curves and inputs, and the
/// largest solver error in x seen over the same inputs.
struct BezierBenchmark {
    /// Evaluations timed.
    let evaluations: Int

    /// What was measured.
    struct Result: Encodable {
        /// Evaluations per second.
        let evaluationsPerSecond: Double
        /// Largest |x(t) − x| over every solved input.
        let maximumError: Double
    }

    /// Curves chosen to exercise Newton's easy cases and the bisection fallback.
    static let curves: [CubicBezier] = [
        .easeIn, .easeOut, .easeInOut, .default,
        CubicBezier(x1: 0.17, y1: 0.67, x2: 0.83, y2: 0.67),
        CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1),
        CubicBezier(x1: 0.99, y1: 0, x2: 0.01, y2: 1),
        CubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55),
    ]

    /// Runs the timing and the error scan.
    func run() -> Result {
        let inputsPerCurve = max(evaluations / Self.curves.count, 1)
        let inputs = (0..<inputsPerCurve).map { (Double($0) + 0.5) / Double(inputsPerCurve) }
        let clock = MonotonicTimeSource()
        var sink = 0.0
        let start = clock.now()
        for curve in Self.curves {
            for x in inputs { sink += curve.value(at: x) }
        }
        let elapsed = clock.now() - start
        var maximumError = 0.0
        for curve in Self.curves {
            for x in inputs {
                maximumError = max(maximumError, abs(curve.x(atParameter: curve.solveParameter(forX: x)) - x))
            }
        }
        // Keep the timed loop's result alive so the optimiser cannot drop it.
        if sink.isNaN { print(sink) }
        return Result(
            evaluationsPerSecond: Double(inputsPerCurve * Self.curves.count) / elapsed, maximumError: maximumError)
    }

    /// The text line for `result`.
    static func table(_ result: Result) -> [String] {
        [
            "Bezier: \(BenchFormat.fixed(result.evaluationsPerSecond / 1e6, 1)) million evaluations/s, maximum solver "
                + "error in x \(result.maximumError)"
        ]
    }
}
