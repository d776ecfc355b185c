import SegueEngine

/// A headless pan gesture recognizer (`UIPanGestureRecognizer`): it has no touches, only the
/// states, translations and touch samples a `PanGestureScript` feeds it on the engine's clock,
/// from which it estimates the velocity as a recognizer does.
public final class PanGestureRecognizer {
    /// The recognizer's state, as `UIGestureRecognizer.State` (ordered: ended and later mean over).
    public enum State: Int, Comparable, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static func < (lhs: State, rhs: State) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The current state.
    public private(set) var state = State.possible
    /// The most touches it accepts (kept for fidelity with code 10-3; scripts use one).
    public var maximumNumberOfTouches = 1
    /// The view it is attached to.
    public private(set) weak var view: View?
    private let action: (PanGestureRecognizer) -> Void
    private var translation = Point(x: 0, y: 0)
    private var reference: Point?
    private var horizontal = VelocityTracker()
    private var vertical = VelocityTracker()

    /// A recognizer calling `action` on every state change and movement.
    public init(action: @escaping (PanGestureRecognizer) -> Void) {
        self.action = action
    }

    /// Attaches the recognizer to `view` (`addGestureRecognizer`).
    public func attach(to view: View) {
        self.view = view
    }

    /// Detaches the recognizer (`removeGestureRecognizer`); later script events are dropped.
    public func detach() {
        view = nil
    }

    /// The translation since the gesture began (or since the last `setTranslation`), in `view`'s
    /// coordinates (a headless pan has one coordinate space).
    public func translation(in view: View?) -> Point {
        guard let reference else { return translation }
        return Point(x: translation.x - reference.x, y: translation.y - reference.y)
    }

    /// Makes the current translation read as `translation` from now on.
    public func setTranslation(_ translation: Point, in view: View?) {
        reference = Point(x: self.translation.x - translation.x, y: self.translation.y - translation.y)
    }

    /// How fast the finger moves, in points per second, from its recent touches
    /// (`UIPanGestureRecognizer.velocity(in:)`; a headless pan has one coordinate space).
    public func velocity(in view: View?) -> Point {
        Point(x: horizontal.velocity, y: vertical.velocity)
    }
}

extension PanGestureRecognizer: TouchRecognizer {
    /// Whether it is attached to a view.
    public var isListening: Bool { view != nil }

    /// Forgets the touches of an earlier stroke.
    public func forgetTouches() {
        horizontal = VelocityTracker()
        vertical = VelocityTracker()
    }

    /// One touch sample, for the velocity.
    public func touch(_ translation: Point, at time: Double) {
        horizontal.add(translation.x, at: time)
        vertical.add(translation.y, at: time)
    }

    /// Moves to `state` with raw `translation` and calls the action.
    public func deliver(_ state: State, _ translation: Point) {
        guard view != nil else { return }
        self.state = state
        self.translation = translation
        action(self)
    }
}

/// A scripted pan: timed translation samples (seconds after the gesture starts) and a release,
/// played into a `PanGestureRecognizer` on the engine's clock so tests and the CLI drive
/// interaction deterministically.
public struct PanGestureScript: Equatable, Sendable {
    /// One position of the finger: `time` seconds after the touch went down, `translation` from where it went down.
    public struct Sample: Equatable, Sendable {
        /// Seconds after the gesture began.
        public var time: Double
        /// Movement since the touch went down, in points.
        public var translation: Point
        /// A sample at `time` with `translation`.
        public init(time: Double, translation: Point) {
            self.time = time
            self.translation = translation
        }
    }

    /// The movement, in time order.
    public var samples: [Sample]
    /// When the finger lifts, seconds after the gesture began.
    public var releaseTime: Double
    /// Whether the system cancels the gesture at release instead of ending it.
    public var endsCancelled: Bool
    /// The touches after the first one lifted (grabs), translations in the first touch's frame.
    public var laterStrokes: [GestureStroke<Point>]

    /// A script, validated: times finite, non-negative, increasing, the release after the last
    /// sample, and each later stroke pressed after the previous release.
    public init(
        samples: [Sample], releaseTime: Double, endsCancelled: Bool = false, laterStrokes: [GestureStroke<Point>] = []
    ) throws(TransitionError) {
        var last = -Double.infinity
        for sample in samples {
            guard sample.time.isFinite, sample.time >= 0, sample.time > last, sample.translation.x.isFinite,
                sample.translation.y.isFinite
            else {
                throw TransitionError(
                    "pan script sample at \(sample.time) s is out of order or not finite; give finite, increasing "
                        + "times from 0"
                )
            }
            last = sample.time
        }
        guard releaseTime.isFinite, releaseTime >= max(last, 0) else {
            throw TransitionError(
                "pan script release at \(releaseTime) s comes before its last sample at \(last) s; release after the "
                    + "last movement"
            )
        }
        try GestureStroke.validate(laterStrokes, after: releaseTime, gesture: "pan")
        guard laterStrokes.allSatisfy({ $0.values.allSatisfy { $0.x.isFinite && $0.y.isFinite } }) else {
            throw TransitionError("pan script has a later translation that is not finite; give finite translations")
        }
        self.samples = samples
        self.releaseTime = releaseTime
        self.endsCancelled = endsCancelled
        self.laterStrokes = laterStrokes
    }

    /// A straight vertical drag to `distance` points over `duration` seconds in `steps` even
    /// samples, released `holdAfter` seconds later.
    public static func verticalDrag(to distance: Double, over duration: Double, steps: Int = 10, holdAfter: Double = 0)
        throws(TransitionError) -> PanGestureScript
    {
        let count = max(steps, 1)
        let samples = (1...count).map { step in
            Sample(
                time: duration * Double(step) / Double(count),
                translation: Point(x: 0, y: distance * Double(step) / Double(count)))
        }
        return try PanGestureScript(samples: samples, releaseTime: duration + holdAfter)
    }

    /// The finger's translation at every moment: from zero at the touch, in straight lines
    /// through the samples.
    public var path: GesturePath<Point> {
        GesturePath(start: Point(x: 0, y: 0), waypoints: samples.map { ($0.time, $0.translation) })
    }

    /// Plays the script into `recognizer` on `engine`, starting now, as a finger moves along
    /// `path`: `began` at once, `changed` on every frame the finger moved, `ended` (or
    /// `cancelled`) at the release, then each later stroke the same way (`GestureReplay`).
    public func play(into recognizer: PanGestureRecognizer, on engine: AnimationEngine) {
        let strokes = GestureReplay<PanGestureRecognizer>.strokes(
            path: path, releaseTime: releaseTime, endsCancelled: endsCancelled, later: laterStrokes)
        GestureReplay(strokes: strokes, into: recognizer, on: engine).begin()
    }
}
