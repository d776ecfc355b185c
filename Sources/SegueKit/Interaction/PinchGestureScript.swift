import SegueEngine

/// A scripted pinch: timed scale samples (seconds after the gesture starts, the fingers'
/// distance relative to the start) and a release, played into a `PinchGestureRecognizer` on the
/// engine's clock so tests and the CLI drive interaction deterministically.
public struct PinchGestureScript: Equatable, Sendable {
    /// One moment of the pinch.
    public struct Sample: Equatable, Sendable {
        /// Seconds after the gesture began.
        public var time: Double
        /// The fingers' distance relative to the start (1 unchanged, below 1 pinching in).
        public var scale: Double
        /// A sample at `time` with `scale`.
        public init(time: Double, scale: Double) {
            self.time = time
            self.scale = scale
        }
    }

    /// The scales a script may give: the fingers cannot cross, and ten times apart is far past a screen.
    public static let scaleRange: ClosedRange<Double> = 0...10

    /// The movement, in time order.
    public var samples: [Sample]
    /// When the fingers lift, seconds after the gesture began.
    public var releaseTime: Double
    /// Whether the system cancels the gesture at release instead of ending it.
    public var endsCancelled: Bool
    /// The touches after the first one lifted (grabs), scales in the first touch's frame.
    public var laterStrokes: [GestureStroke<Double>]

    /// A script, validated: times finite, non-negative, increasing, scales within `scaleRange`,
    /// the release after the last sample, and each later stroke pressed after the previous release.
    public init(
        samples: [Sample], releaseTime: Double, endsCancelled: Bool = false, laterStrokes: [GestureStroke<Double>] = []
    ) throws(TransitionError) {
        var last = -Double.infinity
        for sample in samples {
            guard sample.time.isFinite, sample.time >= 0, sample.time > last else {
                throw TransitionError(
                    "pinch script sample at \(sample.time) s is out of order or not finite; give finite, increasing "
                        + "times from 0"
                )
            }
            guard Self.scaleRange.contains(sample.scale) else {
                throw TransitionError(
                    "pinch script scale \(sample.scale) at \(sample.time) s is outside 0...10; scales are the "
                        + "fingers' distance relative to the start"
                )
            }
            last = sample.time
        }
        guard releaseTime.isFinite, releaseTime >= max(last, 0) else {
            throw TransitionError(
                "pinch script release at \(releaseTime) s comes before its last sample at \(last) s; release after "
                    + "the last movement"
            )
        }
        try GestureStroke.validate(laterStrokes, after: releaseTime, gesture: "pinch")
        if let scale = laterStrokes.flatMap(\.values).first(where: { !Self.scaleRange.contains($0) }) {
            throw TransitionError(
                "pinch script scale \(scale) is outside 0...10; scales are the fingers' distance relative to the start")
        }
        self.samples = samples
        self.releaseTime = releaseTime
        self.endsCancelled = endsCancelled
        self.laterStrokes = laterStrokes
    }

    /// The fingers' scale at every moment: from 1 at the touch, in straight lines through the samples.
    public var path: GesturePath<Double> {
        GesturePath(start: 1, waypoints: samples.map { ($0.time, $0.scale) })
    }

    /// Plays the script into `recognizer` on `engine`, starting now, as fingers move along
    /// `path`: `began` at scale 1 at once, `changed` on every frame the fingers moved, `ended`
    /// (or `cancelled`) at the release, then each later stroke the same way (`GestureReplay`).
    public func play(into recognizer: PinchGestureRecognizer, on engine: AnimationEngine) {
        let strokes = GestureReplay<PinchGestureRecognizer>.strokes(
            path: path, releaseTime: releaseTime, endsCancelled: endsCancelled, later: laterStrokes)
        GestureReplay(strokes: strokes, into: recognizer, on: engine).begin()
    }
}
