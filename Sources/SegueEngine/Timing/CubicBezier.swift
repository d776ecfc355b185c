/// A CSS / Core Animation cubic Bézier timing function through (0, 0), (x1, y1), (x2, y2), (1, 1).
///
/// `value(at:)` finds the curve parameter t with x(t) = input by Newton's method, falling back to
/// bisection when the slope is too flat for Newton to converge, to within `solveEpsilon` in x.
/// Outside [0, 1] the curve continues as a straight line along its end tangents, as browsers do.
public struct CubicBezier: Hashable, Sendable {
    /// First control point.
    public let x1: Double, y1: Double
    /// Second control point.
    public let x2: Double, y2: Double

    // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    // Slopes of the straight lines used outside [0, 1].
    private let startGradient: Double, endGradient: Double

    /// The largest error in x the solver accepts.
    public static let solveEpsilon = 1e-6

    /// A curve with the given control points, clamped into `xRange` and `yRange` (NaN counts as
    /// 0) so the solver's monotonic x holds and no value overflows; use
    /// `validated(x1:y1:x2:y2:)` to refuse untrusted points instead.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let (x1, x2) = (Self.x1Range.clamp(x1), Self.x2Range.clamp(x2))
        let (y1, y2) = (Self.y1Range.clamp(y1), Self.y2Range.clamp(y2))
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by

        // The end tangents point at the nearest distinct control point; when both control points
        // sit on the end point the curve is a straight line there.
        if x1 > 0 {
            startGradient = y1 / x1
        } else if y1 == 0 && x2 > 0 {
            startGradient = y2 / x2
        } else if y1 == 0 && y2 == 0 {
            startGradient = 1
        } else {
            startGradient = 0
        }
        if x2 < 1 {
            endGradient = (y2 - 1) / (x2 - 1)
        } else if y2 == 1 && x1 < 1 {
            endGradient = (y1 - 1) / (x1 - 1)
        } else if y2 == 1 && y1 == 1 {
            endGradient = 1
        } else {
            endGradient = 0
        }
    }

    /// Linear timing.
    public static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    /// Core Animation's ease-in (0.42, 0, 1, 1).
    public static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Core Animation's ease-out (0, 0, 0.58, 1).
    public static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's ease-in-ease-out (0.42, 0, 0.58, 1).
    public static let easeInOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's default (0.25, 0.1, 0.25, 1), CSS's `ease`.
    public static let `default` = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    @inline(__always) private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter t whose x(t) equals `x`, for `x` in [0, 1].
    public func solveParameter(forX x: Double, epsilon: Double = solveEpsilon) -> Double {
        // Newton's method converges in a few steps wherever the slope is not near zero.
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let slope = sampleDerivativeX(t)
            if abs(slope) < 1e-7 { break }
            t -= error / slope
        }
        // Bisection always converges because x(t) is monotonic on [0, 1] when x1, x2 ∈ [0, 1].
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<64 {
            let sample = sampleX(t)
            if abs(sample - x) < epsilon { return t }
            if x > sample { low = t } else { high = t }
            t = low + (high - low) / 2
        }
        return t
    }

    /// The eased progress for input progress `x`; straight-line extrapolation outside [0, 1].
    public func value(at x: Double) -> Double {
        if x <= 0 { return x == 0 ? 0 : startGradient * x }
        if x >= 1 { return x == 1 ? 1 : 1 + endGradient * (x - 1) }
        return sampleY(solveParameter(forX: x))
    }

    /// The x coordinate at curve parameter `t` (exposed so tests can measure the solver's error).
    public func x(atParameter t: Double) -> Double { sampleX(t) }

    /// The y coordinate at curve parameter `t`.
    public func y(atParameter t: Double) -> Double { sampleY(t) }

    /// Field-by-field equality of the control points.
    public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
    }

    /// Hashes the control points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }
}
