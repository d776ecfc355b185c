import SegueEngine

/// A later touch of a scripted gesture, after the finger lifted (a grab of a finishing or
/// cancelling transition): it goes down at `pressTime`, moves through its waypoints and lifts at
/// `releaseTime`, all in seconds after the gesture's first touch-down. Its values are in the first
/// touch's frame; the finger lands where the previous touch lifted, so what counts is how far it
/// moves from there.
public struct GestureStroke<Value: Equatable & Sendable>: Equatable, Sendable {
    /// When the finger goes down again.
    public var pressTime: Double
    /// Waypoint times, increasing, at or after `pressTime`.
    public var times: [Double]
    /// The value at each waypoint time.
    public var values: [Value]
    /// When the finger lifts, at or after the last waypoint.
    public var releaseTime: Double
    /// Whether the system cancels this touch at its release instead of it ending.
    public var endsCancelled: Bool

    /// A stroke down at `pressTime` through `waypoints`, lifting at `releaseTime`.
    public init(
        pressTime: Double, waypoints: [(time: Double, value: Value)], releaseTime: Double, endsCancelled: Bool = false
    ) {
        self.pressTime = pressTime
        times = waypoints.map(\.time)
        values = waypoints.map(\.value)
        self.releaseTime = releaseTime
        self.endsCancelled = endsCancelled
    }

    /// The stroke's path from `landing` (where the finger went down), with times relative to its press.
    func path(landingAt landing: Value) -> GesturePath<Value> where Value: Interpolatable {
        GesturePath(start: landing, waypoints: zip(times, values).map { ($0 - pressTime, $1) })
    }

    /// Checks that `strokes` follow a first touch lifted at `firstRelease` in order: each pressed
    /// at or after the previous lift, its waypoints increasing from its press, its lift after
    /// them, every time finite; `gesture` names the script kind in the message ("pan", "pinch").
    static func validate(_ strokes: [GestureStroke], after firstRelease: Double, gesture: String)
        throws(TransitionError)
    {
        var lifted = firstRelease
        for stroke in strokes {
            guard stroke.pressTime.isFinite, stroke.pressTime >= lifted else {
                throw TransitionError(
                    "\(gesture) script press at \(stroke.pressTime) s comes before the finger lifted at \(lifted) s; "
                        + "press again after a release"
                )
            }
            var last: Double?
            for time in stroke.times {
                guard time.isFinite, time >= stroke.pressTime, last.map({ time > $0 }) ?? true else {
                    throw TransitionError(
                        "\(gesture) script sample at \(time) s is out of order or not finite; give finite, "
                            + "increasing times after each press"
                    )
                }
                last = time
            }
            let moved = last ?? stroke.pressTime
            guard stroke.releaseTime.isFinite, stroke.releaseTime >= moved else {
                throw TransitionError(
                    "\(gesture) script release at \(stroke.releaseTime) s comes before its last sample at \(moved) "
                        + "s; release after the last movement"
                )
            }
            lifted = stroke.releaseTime
        }
    }
}
