import SegueEngine
import SegueKit

/// A pan gesture as the command line writes it: `pan:0@0,0.3@0.2,0.6@0.4,release`, each
/// `FRACTION@SECONDS` a finger position (a fraction of the container's height, dragged down;
/// with `hpan:` a fraction of its width, dragged across) at a time after the gesture began, then
/// `release` (lift the finger at the last sample's time), `release@SECONDS`, or `cancel` /
/// `cancel@SECONDS` (the system cancels the gesture); then optionally `press@SECONDS` and more
/// positions and a release, as often as needed (grabs of the finishing or cancelling transition;
/// positions stay in the first touch's frame).
public struct PanGestureSpec: Equatable, Sendable {
    /// Which way the finger drags.
    public enum Axis: String, Sendable {
        /// Down the container (`pan:`), in fractions of its height: the seeds' swipe to dismiss.
        case vertical = "pan"
        /// Across the container (`hpan:`), in fractions of its width: VCTransitionsLibrary's
        /// horizontal swipe (either direction counts, as there).
        case horizontal = "hpan"
    }

    /// Which way the finger drags.
    public let axis: Axis
    /// (time, fraction of the container's height or width) pairs, in time order.
    public let samples: [(time: Double, fraction: Double)]
    /// When the finger lifts.
    public let releaseTime: Double
    /// Whether the system cancels the gesture instead of it ending.
    public let endsCancelled: Bool
    /// The touches after the first one lifted, in fractions of the container from the first touch-down.
    public let laterStrokes: [GestureStroke<Double>]

    /// Times a script may name, in seconds after the gesture began (`GestureSteps`).
    public static let timeRange = GestureSteps.timeRange
    /// Finger positions, as fractions of the container's height or width (up to ten either way).
    public static let fractionRange: ClosedRange<Double> = -10...10
    /// The most positions a script may list.
    public static let maximumSamples = GestureSteps.maximumSamples

    /// Parses the command-line form; throws one sentence naming the bad part.
    public init(parsing text: String) throws(TransitionError) {
        guard let axis = [Axis.vertical, .horizontal].first(where: { text.hasPrefix($0.rawValue + ":") }) else {
            throw TransitionError(
                "gesture \"\(text)\" must start with pan: or hpan:, for example pan:0@0,0.3@0.2,0.6@0.4,release")
        }
        self.axis = axis
        let steps = try GestureSteps(
            parsing: text, body: text.dropFirst(axis.rawValue.count + 1), valueName: "FRACTION",
            valueRange: Self.fractionRange)
        self.samples = steps.samples.map { (time: $0.time, fraction: $0.value) }
        self.releaseTime = steps.releaseTime
        self.endsCancelled = steps.endsCancelled
        self.laterStrokes = steps.laterStrokes
        // Checks order and times once, with the script's own messages.
        _ = try script(container: Size(width: 1, height: 1))
    }

    /// The script in points for a container of `container`'s size.
    public func script(container: Size) throws(TransitionError) -> PanGestureScript {
        try PanGestureScript(
            samples: samples.map { .init(time: $0.time, translation: translation(of: $0.fraction, in: container)) },
            releaseTime: releaseTime, endsCancelled: endsCancelled,
            laterStrokes: laterStrokes.map { stroke in
                GestureStroke(
                    pressTime: stroke.pressTime,
                    waypoints: zip(stroke.times, stroke.values).map { ($0, translation(of: $1, in: container)) },
                    releaseTime: stroke.releaseTime, endsCancelled: stroke.endsCancelled)
            })
    }

    /// The translation `fraction` of `container`'s height (or width) along the axis.
    private func translation(of fraction: Double, in container: Size) -> Point {
        axis == .vertical ? Point(x: 0, y: fraction * container.height) : Point(x: fraction * container.width, y: 0)
    }

    /// Equality by value.
    public static func == (lhs: PanGestureSpec, rhs: PanGestureSpec) -> Bool {
        lhs.axis == rhs.axis && lhs.samples.map(\.time) == rhs.samples.map(\.time)
            && lhs.samples.map(\.fraction) == rhs.samples.map(\.fraction)
            && lhs.releaseTime == rhs.releaseTime && lhs.endsCancelled == rhs.endsCancelled
            && lhs.laterStrokes == rhs.laterStrokes
    }
}
