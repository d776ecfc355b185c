import SegueEngine
import SegueKit

/// A live pointer's touches fed to a gesture interaction's recognizer through the same
/// `TouchFeed` scripts use, and kept so they can be written back as an `--interactive` script.
/// Each touch's values are in the first touch's frame: a later touch lands where the one before
/// lifted and moves by the pointer's movement since its press, as the script language means.
final class LiveGesture<Recognizer: TouchRecognizer> {
    /// One touch as it happened: times in seconds after the first touch-down.
    struct Stroke {
        /// When it went down.
        var press: Double
        /// Where the recognizer's value was when it went down.
        var landing: Recognizer.Value
        /// Where the pointer was, after the press.
        var waypoints: [(time: Double, value: Recognizer.Value)] = []
        /// When it lifted, once it did.
        var release: Double?
        /// Whether the system took it away.
        var cancelled = false

        /// Its path, times relative to its press.
        var path: GesturePath<Recognizer.Value> {
            GesturePath(start: landing, waypoints: waypoints.map { ($0.time - press, $0.value) })
        }

        /// Where it is (or lifted).
        var lastValue: Recognizer.Value { waypoints.last?.value ?? landing }
    }

    /// The feed into the interaction's recognizer.
    private let feed: TouchFeed<Recognizer>
    /// The recognizer's value for the pointer at a point, given where this touch went down and
    /// the value it landed at.
    private let value: (_ pointer: Point, _ pressedAt: Point, _ landing: Recognizer.Value) -> Recognizer.Value
    /// The value the first touch goes down at (zero translation, scale 1).
    private let origin: Recognizer.Value
    /// Every touch so far; the last is down while `pressPoint` is set.
    private(set) var strokes: [Stroke] = []
    /// Where the current touch went down, while it is down.
    private var pressPoint: Point?

    /// A live gesture into `feed`, its first touch landing at `origin`.
    init(
        feed: TouchFeed<Recognizer>, origin: Recognizer.Value,
        value: @escaping (Point, Point, Recognizer.Value) -> Recognizer.Value
    ) {
        self.feed = feed
        self.origin = origin
        self.value = value
    }

    /// Whether a touch is down.
    var isDown: Bool { pressPoint != nil }

    /// A touch goes down at `point` at engine time `time`: `began`, where the last touch lifted.
    func press(at point: Point, time: Double) {
        guard !isDown else { return }
        let stroke = Stroke(
            press: max(time - feed.start, strokes.last?.release ?? 0), landing: strokes.last?.lastValue ?? origin)
        strokes.append(stroke)
        pressPoint = point
        feed.press(stroke.landing, at: stroke.press)
    }

    /// The pointer moved to `point` at `time`: a waypoint, the touches and `changed`.
    func move(to point: Point, time: Double) {
        guard let pressPoint, var stroke = strokes.popLast() else { return }
        let elapsed = max(time - feed.start, stroke.waypoints.last?.time ?? stroke.press)
        // Two moves at one time: the later one is where the pointer is.
        if stroke.waypoints.last?.time == elapsed { stroke.waypoints.removeLast() }
        stroke.waypoints.append((elapsed, value(point, pressPoint, stroke.landing)))
        strokes.append(stroke)
        feed.move(along: stroke.path, pressedAt: stroke.press, to: elapsed)
    }

    /// The touch lifts at `point` at `time` (the system took it away when `cancelled`).
    func lift(at point: Point, time: Double, cancelled: Bool) {
        guard isDown else { return }
        move(to: point, time: time)
        guard var stroke = strokes.popLast(), let last = stroke.waypoints.last else { return }
        stroke.release = last.time
        stroke.cancelled = cancelled
        strokes.append(stroke)
        pressPoint = nil
        feed.lift(along: stroke.path, pressedAt: stroke.press, at: last.time, cancelled: cancelled)
    }

    /// The touches as a script body (`VALUE@SECONDS` items, releases, presses), each value
    /// written by `text`; nil while a touch is down or when the script would not fit the
    /// language's bounds.
    func scriptBody(_ text: (Recognizer.Value) -> Double) -> String? {
        guard !isDown, !strokes.isEmpty else { return nil }
        var items: [String] = []
        var latest = 0.0
        for (index, stroke) in strokes.enumerated() {
            guard let release = stroke.release, release <= GestureRecording.timeLimit else { return nil }
            if index > 0 { items.append("press@\(GestureRecording.time(stroke.press))") }
            var positions: [(time: Double, value: Double)] = []
            for waypoint in stroke.waypoints {
                let time = GestureRecording.time(waypoint.time)
                // Moves closer together than the script's resolution: the later one stands.
                if let last = positions.last, time <= last.time { positions.removeLast() }
                positions.append((max(time, latest), text(waypoint.value)))
            }
            items += positions.map { "\($0.value)@\($0.time)" }
            latest = GestureRecording.time(release)
            items.append("\(stroke.cancelled ? "cancel" : "release")@\(latest)")
        }
        return items.count <= GestureRecording.itemLimit ? items.joined(separator: ",") : nil
    }
}

/// The bounds a recorded script keeps to, the script language's own.
enum GestureRecording {
    /// The latest time a script may name.
    static let timeLimit = GestureSteps.timeRange.upperBound
    /// The most items a recorded script lists (positions plus presses and releases stay under the positions' limit).
    static let itemLimit = GestureSteps.maximumSamples
    /// The script's resolution: microseconds, so many a second.
    static let ticksPerSecond = 1_000_000.0

    /// `elapsed` as the script writes it: in whole microseconds, rounded down past a margin of a
    /// tenth of one, so a replay on a frame clock reaches each press and release on the frame
    /// the live run had it (a frame at exactly the time, give or take rounding, counts).
    static func time(_ elapsed: Double) -> Double {
        // Whole microseconds divided back (not multiplied by 1e-6) print as their decimals.
        max((elapsed * ticksPerSecond - 0.1).rounded(.down), 0) / ticksPerSecond
    }
}
