/// The sane range of each Bézier control point coordinate, and a constructor refusing the rest.
///
/// x is elapsed time, so x1 and x2 lie in 0…1 (the solver needs x monotonic). y is progress and
/// may overshoot, but within −10…10: ten times the whole change either way, where CSS's boldest
/// "back" easings stay within −1…2, while y = 1e308 overflows the polynomial into NaN.
extension CubicBezier {
    /// x1, elapsed time at the first control point.
    public static let x1Range = ParameterRange("cubic-bezier x1", 0...1, hint: "x is a fraction of the elapsed time")
    /// x2, elapsed time at the second control point.
    public static let x2Range = ParameterRange("cubic-bezier x2", 0...1, hint: "x is a fraction of the elapsed time")
    /// y1, progress at the first control point: overshoot is fine, ten times the change is not.
    public static let y1Range = ParameterRange(
        "cubic-bezier y1", -10...10, hint: "y is progress, and even bold overshoots stay within -1 and 2")
    /// y2, progress at the second control point.
    public static let y2Range = ParameterRange(
        "cubic-bezier y2", -10...10, hint: "y is progress, and even bold overshoots stay within -1 and 2")

    /// A curve through the given control points, or an error naming the first coordinate
    /// outside its range.
    public static func validated(x1: Double, y1: Double, x2: Double, y2: Double) throws(TimingCurveError) -> CubicBezier
    {
        CubicBezier(
            x1: try x1Range.check(x1), y1: try y1Range.check(y1), x2: try x2Range.check(x2), y2: try y2Range.check(y2))
    }
}
