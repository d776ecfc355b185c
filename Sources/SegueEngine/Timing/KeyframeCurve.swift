/// A piecewise timing curve through key values at key times, with its own Bézier per segment
/// (`CAKeyframeAnimation`'s `values`, `keyTimes` and `timingFunctions` for a normalised value).
///
/// Values are in units of the whole change: 0 is the start value, 1 the end value, and values
/// beyond them overshoot.
public struct KeyframeCurve: Hashable, Sendable {
    /// Input progress of each key, strictly increasing from 0 to 1.
    public let keyTimes: [Double]
    /// Normalised value at each key.
    public let values: [Double]
    /// The easing of each segment between consecutive keys (one fewer than the keys).
    public let segmentCurves: [CubicBezier]

    /// The most keys a curve holds: `value(at:)` scans them, and a thousand is already a
    /// sample every millisecond of a one-second animation.
    public static let maximumKeyCount = 1000

    /// Key values, in units of the whole change: overshoot is fine, ten times the change is not
    /// (the same bound as a Bézier's y).
    public static let valueRange = ParameterRange(
        "keyframe value", -10...10, hint: "values are in units of the whole change, so 0 is the start and 1 the target")

    /// A keyframe curve, or an error naming what is wrong with its keys.
    public init(keyTimes: [Double], values: [Double], segmentCurves: [CubicBezier]? = nil) throws(TimingCurveError) {
        guard keyTimes.count >= 2, keyTimes.count == values.count else {
            throw TimingCurveError("keyframes need at least two key times and exactly one value per key time")
        }
        guard keyTimes.count <= Self.maximumKeyCount else {
            throw TimingCurveError(
                "keyframes allow at most \(Self.maximumKeyCount) keys, got \(keyTimes.count); sample the motion more "
                    + "coarsely"
            )
        }
        guard keyTimes.first == 0, keyTimes.last == 1 else {
            throw TimingCurveError("keyframe times must start at 0 and end at 1")
        }
        for index in 1..<keyTimes.count where !(keyTimes[index] > keyTimes[index - 1]) {
            throw TimingCurveError("keyframe times must increase strictly; key \(index) is \(keyTimes[index])")
        }
        guard (keyTimes + values).allSatisfy(\.isFinite) else {
            throw TimingCurveError("keyframe times and values must be finite numbers")
        }
        for (index, value) in values.enumerated() where !Self.valueRange.range.contains(value) {
            throw TimingCurveError("key \(index): " + Self.valueRange.refusal(of: value))
        }
        // The animated property must end on its target (the model value), as a timing curve does.
        guard values.first == 0, values.last == 1 else {
            throw TimingCurveError("keyframe values must start at 0 (the start value) and end at 1 (the target)")
        }
        let curves = segmentCurves ?? Array(repeating: .linear, count: keyTimes.count - 1)
        guard curves.count == keyTimes.count - 1 else {
            throw TimingCurveError(
                "keyframes need one segment curve between each pair of keys (\(keyTimes.count - 1)), got "
                    + "\(curves.count)"
            )
        }
        self.keyTimes = keyTimes
        self.values = values
        self.segmentCurves = curves
    }

    /// The value at input progress `x`, clamped to the first and last keys outside [0, 1].
    public func value(at x: Double) -> Double {
        if x <= 0 { return values[0] }
        if x >= 1 { return values[values.count - 1] }
        // Few keys in practice: a linear scan beats a binary search and allocates nothing.
        var segment = 0
        while segment < keyTimes.count - 2 && x >= keyTimes[segment + 1] { segment += 1 }
        let start = keyTimes[segment]
        let local = (x - start) / (keyTimes[segment + 1] - start)
        let eased = segmentCurves[segment].value(at: local)
        return values[segment].interpolated(to: values[segment + 1], fraction: eased)
    }
}
