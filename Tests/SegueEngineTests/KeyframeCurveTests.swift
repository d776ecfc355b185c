import Testing

@testable import SegueEngine

/// `KeyframeCurve`: values at and between keys, per-segment easing, clamping, and every init error.
@Suite struct KeyframeCurveTests {
    /// Three segments with different easings and an overshoot: keys 0, 0.2, 0.7, 1 → 0, 1.3, 0.9, 1.
    private static func overshootCurve() throws -> KeyframeCurve {
        try KeyframeCurve(
            keyTimes: [0, 0.2, 0.7, 1], values: [0, 1.3, 0.9, 1],
            segmentCurves: [.easeIn, .easeOut, .easeInOut])
    }

    /// Whether `body` throws a `TimingCurveError` whose message contains `fragment`.
    private func expectError(
        containing fragment: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () throws(TimingCurveError) -> KeyframeCurve
    ) {
        do {
            let curve = try body()
            Issue.record("expected an error containing '\(fragment)', got \(curve)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.message.contains(fragment), "message: \(error.message)", sourceLocation: sourceLocation)
        }
    }

    // At each key time the curve is exactly that key's value.
    @Test func exactAtKeyTimes() throws {
        let curve = try Self.overshootCurve()
        for (time, value) in zip(curve.keyTimes, curve.values) {
            #expect(curve.value(at: time) == value, "key time \(time)")
        }
    }

    // Between keys the segment's own Bézier eases the local fraction, then values blend linearly.
    @Test func perSegmentEasing() throws {
        let curve = try Self.overshootCurve()
        for i in 0...1000 {
            let x = Double(i) / 1000
            let segment = x < 0.2 ? 0 : (x < 0.7 ? 1 : 2)
            let (start, end) = (curve.keyTimes[segment], curve.keyTimes[segment + 1])
            let eased = curve.segmentCurves[segment].value(at: (x - start) / (end - start))
            let expected = curve.values[segment] + (curve.values[segment + 1] - curve.values[segment]) * eased
            #expect(abs(curve.value(at: x) - expected) <= 1e-12, "x=\(x)")
        }
        // Spot check that the easings really differ per segment: ease-in lags linear in segment 0…
        #expect(curve.value(at: 0.1) < 0.65 - 0.1)
        // …and ease-out leads it in segment 1 (heading down from 1.3 to 0.9, so it is lower).
        #expect(curve.value(at: 0.45) < 1.1 - 0.05)
    }

    // Without segment curves every segment is linear, so the curve is piecewise linear.
    @Test func defaultSegmentsAreLinear() throws {
        let curve = try KeyframeCurve(keyTimes: [0, 0.5, 1], values: [0, 2, 1])
        #expect(curve.segmentCurves == [.linear, .linear])
        #expect(abs(curve.value(at: 0.25) - 1) <= 1e-6)
        #expect(abs(curve.value(at: 0.75) - 1.5) <= 1e-6)
        #expect(curve.value(at: 0.5) == 2)
    }

    // Outside [0, 1] the curve holds its first and last values rather than extrapolating.
    @Test func clampsOutsideUnitInterval() throws {
        let curve = try Self.overshootCurve()
        for x in [-10, -1, -1e-9] { #expect(curve.value(at: x) == 0, "x=\(x)") }
        for x in [1 + 1e-9, 2, 100] { #expect(curve.value(at: x) == 1, "x=\(x)") }
    }

    // Two keys with one Bézier segment is that Bézier exactly.
    @Test func singleSegmentIsItsBezier() throws {
        let bezier = CubicBezier(x1: 0.3, y1: -0.4, x2: 0.6, y2: 1.5)
        let curve = try KeyframeCurve(keyTimes: [0, 1], values: [0, 1], segmentCurves: [bezier])
        for i in 0...100 {
            let x = Double(i) / 100
            #expect(abs(curve.value(at: x) - bezier.value(at: x)) <= 1e-15, "x=\(x)")
        }
    }

    // Key times and values must pair up, with at least two keys.
    @Test func countMismatch() {
        expectError(containing: "one value per key time") { () throws(TimingCurveError) in
            try KeyframeCurve(keyTimes: [0, 0.5, 1], values: [0, 1])
        }
        expectError(containing: "at least two") { () throws(TimingCurveError) in
            try KeyframeCurve(keyTimes: [0], values: [0])
        }
        expectError(containing: "at least two") { () throws(TimingCurveError) in
            try KeyframeCurve(keyTimes: [], values: [])
        }
    }

    // Key times must run from exactly 0 to exactly 1.
    @Test func timesMustSpanUnitInterval() {
        expectError(containing: "start at 0") { () throws(TimingCurveError) in
            try KeyframeCurve(keyTimes: [0.1, 1], values: [0, 1])
        }
        expectError(containing: "end at 1") { () throws(TimingCurveError) in
            try KeyframeCurve(keyTimes: [0, 0.9], values: [0, 1])
        }
    }

    // Key times must increase strictly; the message names the offending key.
    @Test func timesMustIncrease() {
        expectError(containing: "key 2") { () throws(TimingCurveError) in
            try KeyframeCurve(keyTimes: [0, 0.5, 0.5, 1], values: [0, 0.3, 0.6, 1])
        }
        expectError(containing: "key 2") { () throws(TimingCurveError) in
            try KeyframeCurve(keyTimes: [0, 0.6, 0.4, 1], values: [0, 0.3, 0.6, 1])
        }
    }

    // Non-finite key times and values are refused.
    @Test func nonFiniteRefused() {
        // A non-finite time between 0 and 1 can never increase strictly, so it is caught there.
        expectError(containing: "key") { () throws(TimingCurveError) in
            try KeyframeCurve(keyTimes: [0, .nan, 1], values: [0, 0.5, 1])
        }
        expectError(containing: "key") { () throws(TimingCurveError) in
            try KeyframeCurve(keyTimes: [0, .infinity, 1], values: [0, 0.5, 1])
        }
        expectError(containing: "finite") { () throws(TimingCurveError) in
            try KeyframeCurve(keyTimes: [0, 0.5, 1], values: [0, .nan, 1])
        }
        expectError(containing: "finite") { () throws(TimingCurveError) in
            try KeyframeCurve(keyTimes: [0, 0.5, 1], values: [0, -.infinity, 1])
        }
    }

    // Values must start at 0 (the start value) and end at 1 (the target).
    @Test func valuesMustStartAtZeroAndEndAtOne() {
        expectError(containing: "start at 0") { () throws(TimingCurveError) in
            try KeyframeCurve(keyTimes: [0, 1], values: [0.2, 1])
        }
        expectError(containing: "end at 1") { () throws(TimingCurveError) in
            try KeyframeCurve(keyTimes: [0, 0.5, 1], values: [0, 1, 1.2])
        }
    }

    // There must be exactly one segment curve per pair of neighbouring keys.
    @Test func segmentCurveCount() {
        expectError(containing: "got 1") { () throws(TimingCurveError) in
            try KeyframeCurve(keyTimes: [0, 0.5, 1], values: [0, 0.5, 1], segmentCurves: [.easeIn])
        }
        expectError(containing: "got 3") { () throws(TimingCurveError) in
            try KeyframeCurve(
                keyTimes: [0, 0.5, 1], values: [0, 0.5, 1], segmentCurves: [.easeIn, .easeOut, .linear])
        }
        expectError(containing: "got 0") { () throws(TimingCurveError) in
            try KeyframeCurve(keyTimes: [0, 1], values: [0, 1], segmentCurves: [])
        }
    }

    // As a TimingCurve, keyframes evaluate through the curve.
    @Test func timingCurveCase() throws {
        let curve = try Self.overshootCurve()
        let timing = TimingCurve.keyframes(curve)
        #expect(timing.intrinsicDuration == nil)
        for x in [0, 0.1, 0.2, 0.5, 0.9, 1] { #expect(timing.value(at: x) == curve.value(at: x)) }
    }
}
