import SegueEngine

/// Where a scripted finger is at any moment: it goes down at `start` at time 0 and moves in
/// straight lines, at constant speed, through each waypoint at its time, then rests on the last.
/// A finger moves continuously, so a replay reads the path at every frame rather than jumping
/// from waypoint to waypoint.
public struct GesturePath<Value: Interpolatable & Equatable> {
    /// Where the touch went down (a pan's zero translation, a pinch's scale 1).
    public let start: Value
    /// Waypoint times, in seconds after the touch went down, increasing.
    public let times: [Double]
    /// The value at each waypoint time.
    public let values: [Value]

    /// A path from `start` through `waypoints` (times increasing, as the scripts check).
    public init(start: Value, waypoints: [(time: Double, value: Value)]) {
        self.start = start
        times = waypoints.map(\.time)
        values = waypoints.map(\.value)
    }

    /// The value `elapsed` seconds after the touch went down.
    public func value(at elapsed: Double) -> Value {
        guard let lastTime = times.last, elapsed < lastTime else { return values.last ?? start }
        let next = firstWaypoint(atOrAfter: elapsed)
        if elapsed == times[next] { return values[next] }
        let (fromTime, from) = next == 0 ? (0.0, start) : (times[next - 1], values[next - 1])
        // Before the touch went down there is no line to follow yet.
        guard elapsed > fromTime else { return from }
        return from.interpolated(to: values[next], fraction: (elapsed - fromTime) / (times[next] - fromTime))
    }

    /// The index of the first waypoint at or after `elapsed` (one exists: `elapsed` is before the last).
    private func firstWaypoint(atOrAfter elapsed: Double) -> Int {
        var (low, high) = (0, times.count - 1)
        while low < high {
            let middle = (low + high) / 2
            if times[middle] < elapsed { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
