import SegueEngine
import SegueKit

/// A pan gesture as the command line writes it: `pan:0@0,0.3@0.2,0.6@0.4,release`, each
/// `FRACTION@SECONDS` a finger position (a fraction of the container's height, dragged down)
/// at a time after the gesture began, then `release` (lift the finger at the last sample's
/// time), `release@SECONDS`, or `cancel` / `cancel@SECONDS` (the system cancels the gesture).
public struct PanGestureSpec: Equatable, Sendable {
    /// (time, fraction of the container height) pairs, in time order.
    public let samples: [(time: Double, fraction: Double)]
    /// When the finger lifts.
    public let releaseTime: Double
    /// Whether the system cancels the gesture instead of it ending.
    public let endsCancelled: Bool

    /// Times a script may name, in seconds after the gesture began: a scripted drag longer than a
    /// minute exceeds the scenario's time limit, so it could only end as "never completed".
    public static let timeRange: ClosedRange<Double> = 0...60
    /// Finger positions, as fractions of the container's height (up to ten heights either way).
    public static let fractionRange: ClosedRange<Double> = -10...10
    /// The most positions a script may list.
    public static let maximumSamples = 1_000

    /// Parses the command-line form; throws one sentence naming the bad part.
    public init(parsing text: String) throws(TransitionError) {
        guard text.hasPrefix("pan:") else {
            throw TransitionError("gesture \"\(text)\" must start with pan:, for example pan:0@0,0.3@0.2,0.6@0.4,release")
        }
        var samples: [(Double, Double)] = []
        var release: Double?
        var cancelled = false
        let items = text.dropFirst(4).split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        for (index, item) in items.enumerated() {
            let isLast = index == items.count - 1
            if item == "release" || item.hasPrefix("release@") || item == "cancel" || item.hasPrefix("cancel@") {
                guard isLast else { throw TransitionError("gesture \"\(text)\": \(item) must come last") }
                cancelled = item.hasPrefix("cancel")
                if let at = item.split(separator: "@").dropFirst().first {
                    guard let time = Double(at), Self.timeRange.contains(time) else {
                        throw TransitionError("gesture \"\(text)\": \(item) needs a time from 0 to 60 seconds")
                    }
                    release = time
                }
                release = release ?? samples.last?.0 ?? 0
                continue
            }
            let parts = item.split(separator: "@", omittingEmptySubsequences: false)
            guard parts.count == 2, let fraction = Double(parts[0]), let time = Double(parts[1]), fraction.isFinite, time.isFinite else {
                throw TransitionError("gesture \"\(text)\": \"\(item)\" is not FRACTION@SECONDS such as 0.3@0.2")
            }
            guard Self.timeRange.contains(time), Self.fractionRange.contains(fraction) else {
                throw TransitionError("gesture \"\(text)\": \"\(item)\" is out of range; times go from 0 to 60 seconds and fractions from -10 to 10")
            }
            guard samples.count < Self.maximumSamples else {
                throw TransitionError("gesture \"\(text.prefix(40))…\" lists more than \(Self.maximumSamples) positions; give fewer")
            }
            samples.append((time, fraction))
        }
        guard let release else {
            throw TransitionError("gesture \"\(text)\" never lifts the finger; end it with release (or cancel)")
        }
        guard !samples.isEmpty else { throw TransitionError("gesture \"\(text)\" has no positions; give FRACTION@SECONDS pairs before release") }
        self.samples = samples
        self.releaseTime = release
        self.endsCancelled = cancelled
        // Checks order and times once, with the script's own messages.
        _ = try script(containerHeight: 1)
    }

    /// The script in points for a container `containerHeight` points tall.
    public func script(containerHeight: Double) throws(TransitionError) -> PanGestureScript {
        try PanGestureScript(
            samples: samples.map { .init(time: $0.time, translation: Point(x: 0, y: $0.fraction * containerHeight)) },
            releaseTime: releaseTime, endsCancelled: endsCancelled)
    }

    /// Equality by value.
    public static func == (lhs: PanGestureSpec, rhs: PanGestureSpec) -> Bool {
        lhs.samples.map(\.time) == rhs.samples.map(\.time) && lhs.samples.map(\.fraction) == rhs.samples.map(\.fraction)
            && lhs.releaseTime == rhs.releaseTime && lhs.endsCancelled == rhs.endsCancelled
    }
}
