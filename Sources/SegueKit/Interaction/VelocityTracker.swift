/// How fast one coordinate of a touch moves, estimated from its recent samples the way gesture
/// recognisers estimate a release velocity: only samples from the last `horizon` seconds count,
/// and a pause longer than `stoppedGap` between two samples means the finger stopped there, so
/// older samples no longer count. The estimate is the slope of the least-squares line through
/// the samples that count (0 with fewer than two).
///
/// UIKit does not document its estimator. The horizon (100 ms) and the stop gap (40 ms) are those
/// of Android's and Flutter's velocity trackers (Flutter's `VelocityTracker`,
/// `_horizonMilliseconds` and `_assumePointerMoveStoppedMilliseconds`); they fit a quadratic,
/// this a line, which agrees with them on the straight strokes a script draws.
struct VelocityTracker {
    /// How far back samples count, in seconds.
    static let horizon = 0.1
    /// A pause between two samples longer than this, in seconds, means the finger had stopped.
    static let stoppedGap = 0.04
    /// The most samples kept (a 240 Hz digitiser fills the horizon with 24).
    static let capacity = 32

    private var samples: [(time: Double, value: Double)] = []

    /// Adds the finger's coordinate `value` at `time` (seconds, increasing), forgetting samples
    /// too old to count.
    mutating func add(_ value: Double, at time: Double) {
        samples.append((time, value))
        let stale = samples.prefix { time - $0.time > Self.horizon }.count
        samples.removeFirst(max(stale, samples.count - Self.capacity))
    }

    /// The estimated speed, in units of `value` per second.
    var velocity: Double {
        guard let newest = samples.last else { return 0 }
        var counted = [newest]
        for sample in samples.dropLast().reversed() {
            guard newest.time - sample.time <= Self.horizon,
                counted[counted.count - 1].time - sample.time <= Self.stoppedGap
            else { break }
            counted.append(sample)
        }
        return Self.slope(counted)
    }

    /// The slope of the least-squares line through `points`; 0 when they do not span any time.
    private static func slope(_ points: [(time: Double, value: Double)]) -> Double {
        guard points.count >= 2 else { return 0 }
        let meanTime = points.reduce(0) { $0 + $1.time } / Double(points.count)
        let meanValue = points.reduce(0) { $0 + $1.value } / Double(points.count)
        let covariance = points.reduce(0) { $0 + ($1.time - meanTime) * ($1.value - meanValue) }
        let variance = points.reduce(0) { $0 + ($1.time - meanTime) * ($1.time - meanTime) }
        return variance > 0 ? covariance / variance : 0
    }
}
