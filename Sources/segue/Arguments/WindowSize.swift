import SegueEngine

/// A window size from `--size WxH`, each side between 1 and 100 000 points.
struct WindowSize {
    /// The accepted side length in points; outside it pictures and traces lose meaning.
    static let sideRange: ClosedRange<Double> = 1...100_000

    /// The size.
    let size: Size

    /// Parses "WIDTHxHEIGHT", refusing sides outside `sideRange`.
    init(parsing text: String) throws {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
            throw InvalidValue("give WIDTHxHEIGHT in points, for example 400x800")
        }
        guard Self.sideRange.contains(width), Self.sideRange.contains(height) else {
            throw InvalidValue("each side must be from 1 to 100000 points, for example 400x800")
        }
        size = Size(width: width, height: height)
    }
}
