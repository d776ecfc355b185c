import SegueEngine

/// Frames per second of a clock, from `--fps`: between 1 and 10 000.
struct FrameRate: Equatable, CustomStringConvertible {
    /// The accepted range; beyond 10 000 a recording holds millions of frames for no visible gain.
    static let range: ClosedRange<Double> = 1...10_000

    /// Frames per second.
    let value: Double

    /// A rate already known to be in range.
    init(_ value: Double) {
        self.value = value
    }

    /// Parses `--fps` text, refusing anything outside `range`.
    init(parsing text: String) throws {
        value = try InvalidValue.number(text, in: Self.range, unit: "frames per second")
    }

    var description: String { JSONText.number(value) }
}
