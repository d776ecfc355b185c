import SegueKit

/// The body every scripted gesture shares on the command line: `VALUE@SECONDS` items in time
/// order, then `release`, `release@SECONDS`, `cancel` or `cancel@SECONDS` (the system cancels the
/// gesture). Times lie in 0...60 s and at most 1 000 items are read; what a value means (a
/// fraction of the container, a pinch scale) is the gesture's.
struct GestureSteps {
    /// (time, value) pairs, in the order given.
    let samples: [(time: Double, value: Double)]
    /// When the finger lifts: the release's own time, else the last sample's.
    let releaseTime: Double
    /// Whether the system cancels the gesture instead of it ending.
    let endsCancelled: Bool

    /// Times a script may name, in seconds after the gesture began: a scripted gesture longer
    /// than a minute exceeds the scenario's time limit, so it could only end as "never completed".
    static let timeRange: ClosedRange<Double> = 0...60
    /// The most positions a script may list.
    static let maximumSamples = 1_000

    /// Parses `body` (the text after the gesture's prefix) of the gesture `text`, each value named
    /// `valueName` in messages and checked against `valueRange`; throws one sentence naming the bad part.
    init(parsing text: String, body: Substring, valueName: String, valueRange: ClosedRange<Double>) throws(TransitionError) {
        var samples: [(time: Double, value: Double)] = []
        var release: Double?
        var cancelled = false
        let items = body.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        for (index, item) in items.enumerated() {
            if item == "release" || item.hasPrefix("release@") || item == "cancel" || item.hasPrefix("cancel@") {
                guard index == items.count - 1 else { throw TransitionError("gesture \"\(text)\": \(item) must come last") }
                cancelled = item.hasPrefix("cancel")
                release = try Self.releaseTime(of: item, in: text) ?? samples.last?.time ?? 0
                continue
            }
            guard samples.count < Self.maximumSamples else {
                throw TransitionError("gesture \"\(text.prefix(40))…\" lists more than \(Self.maximumSamples) positions; give fewer")
            }
            samples.append(try Self.sample(item, in: text, valueName: valueName, valueRange: valueRange))
        }
        guard let release else { throw TransitionError("gesture \"\(text)\" never lifts the finger; end it with release (or cancel)") }
        guard !samples.isEmpty else { throw TransitionError("gesture \"\(text)\" has no positions; give \(valueName)@SECONDS pairs before release") }
        self.samples = samples
        self.releaseTime = release
        self.endsCancelled = cancelled
    }

    /// The time of `release@SECONDS` or `cancel@SECONDS`, nil when the item gives none.
    private static func releaseTime(of item: String, in text: String) throws(TransitionError) -> Double? {
        guard let at = item.split(separator: "@").dropFirst().first else { return nil }
        guard let time = Double(at), timeRange.contains(time) else {
            throw TransitionError("gesture \"\(text)\": \(item) needs a time from 0 to 60 seconds")
        }
        return time
    }

    /// One `VALUE@SECONDS` item, checked.
    private static func sample(
        _ item: String, in text: String, valueName: String, valueRange: ClosedRange<Double>
    ) throws(TransitionError) -> (time: Double, value: Double) {
        let parts = item.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let value = Double(parts[0]), let time = Double(parts[1]), value.isFinite, time.isFinite else {
            throw TransitionError("gesture \"\(text)\": \"\(item)\" is not \(valueName)@SECONDS such as 0.3@0.2")
        }
        guard timeRange.contains(time), valueRange.contains(value) else {
            throw TransitionError(
                "gesture \"\(text)\": \"\(item)\" is out of range; times go from 0 to 60 seconds and \(valueName.lowercased())s from \(valueRange.lowerBound.formatted) to \(valueRange.upperBound.formatted)")
        }
        return (time, value)
    }
}

private extension Double {
    /// A bound as the messages print it: whole numbers without a fraction.
    var formatted: String { self == rounded() ? String(Int(self)) : String(self) }
}
