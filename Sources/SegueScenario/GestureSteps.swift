import SegueKit

/// The body every scripted gesture shares on the command line: `VALUE@SECONDS` items in time
/// order, then `release`, `release@SECONDS`, `cancel` or `cancel@SECONDS` (the system cancels the
/// gesture); after a release, `press@SECONDS` puts the finger down again (grabbing the finishing
/// or cancelling transition) and more items follow, ending with their own release. Values stay
/// in the first touch's frame; a later touch lands where the previous one lifted. Times lie in
/// 0...60 s and at most 1 000 items are read; what a value means (a fraction of the container,
/// a pinch scale) is the gesture's.
struct GestureSteps {
    /// (time, value) pairs of the first touch, in the order given.
    let samples: [(time: Double, value: Double)]
    /// When the first touch lifts: the release's own time, else the last sample's.
    let releaseTime: Double
    /// Whether the system cancels the first touch instead of it ending.
    let endsCancelled: Bool
    /// The touches after the first, in order.
    let laterStrokes: [GestureStroke<Double>]

    /// Times a script may name, in seconds after the gesture began: a scripted gesture longer
    /// than a minute exceeds the scenario's time limit, so it could only end as "never completed".
    static let timeRange: ClosedRange<Double> = 0...60
    /// The most positions a script may list.
    static let maximumSamples = 1_000

    /// Parses `body` (the text after the gesture's prefix) of the gesture `text`, each value named
    /// `valueName` in messages and checked against `valueRange`; throws one sentence naming the bad part.
    init(parsing text: String, body: Substring, valueName: String, valueRange: ClosedRange<Double>)
        throws(TransitionError)
    {
        var strokes: [GestureStroke<Double>] = []
        var open: (press: Double, samples: [(time: Double, value: Double)])? = (0, [])
        var count = 0
        for item in body.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            if item == "release" || item.hasPrefix("release@") || item == "cancel" || item.hasPrefix("cancel@") {
                guard let stroke = open else {
                    throw TransitionError(
                        "gesture \"\(text)\": \(item) comes after the finger "
                            + "lifted; put press@SECONDS before a second touch"
                    )
                }
                let release = try Self.time(of: item, in: text) ?? stroke.samples.last?.time ?? stroke.press
                strokes.append(
                    GestureStroke(
                        pressTime: stroke.press, waypoints: stroke.samples, releaseTime: release,
                        endsCancelled: item.hasPrefix("cancel")))
                open = nil
                continue
            }
            if item == "press" || item.hasPrefix("press@") {
                guard open == nil else {
                    throw TransitionError(
                        "gesture \"\(text)\": \(item) comes while the finger is down; release it first")
                }
                guard let press = try Self.time(of: item, in: text) else {
                    throw TransitionError("gesture \"\(text)\": press needs a time, such as press@0.5")
                }
                open = (press, [])
                continue
            }
            guard open != nil else {
                throw TransitionError(
                    "gesture \"\(text)\": \"\(item)\" comes after the finger "
                        + "lifted; put press@SECONDS before it to touch again"
                )
            }
            count += 1
            guard count <= Self.maximumSamples else {
                throw TransitionError(
                    "gesture \"\(text.prefix(40))…\" lists more than \(Self.maximumSamples) positions; give fewer")
            }
            open?.samples.append(try Self.sample(item, in: text, valueName: valueName, valueRange: valueRange))
        }
        guard open == nil, let first = strokes.first else {
            throw TransitionError("gesture \"\(text)\" never lifts the finger; end it with release (or cancel)")
        }
        guard !first.times.isEmpty else {
            throw TransitionError(
                "gesture \"\(text)\" has no positions; give \(valueName)@SECONDS pairs before release")
        }
        self.samples = zip(first.times, first.values).map { ($0, $1) }
        self.releaseTime = first.releaseTime
        self.endsCancelled = first.endsCancelled
        self.laterStrokes = Array(strokes.dropFirst())
    }

    /// The time of `release@SECONDS`, `cancel@SECONDS` or `press@SECONDS`, nil when the item gives none.
    private static func time(of item: String, in text: String) throws(TransitionError) -> Double? {
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
        guard parts.count == 2, let value = Double(parts[0]), let time = Double(parts[1]), value.isFinite, time.isFinite
        else {
            throw TransitionError("gesture \"\(text)\": \"\(item)\" is not \(valueName)@SECONDS such as 0.3@0.2")
        }
        guard timeRange.contains(time), valueRange.contains(value) else {
            throw TransitionError(
                "gesture \"\(text)\": \"\(item)\" is out of range; times go from 0 to 60 "
                    + "seconds and \(valueName.lowercased())s from "
                    + "\(valueRange.lowerBound.formatted) to \(valueRange.upperBound.formatted)"
            )
        }
        return (time, value)
    }
}

extension Double {
    /// A bound as the messages print it: whole numbers without a fraction.
    fileprivate var formatted: String { self == rounded() ? String(Int(self)) : String(self) }
}
