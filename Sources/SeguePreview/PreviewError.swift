/// Why the preview could not open or keep its window, in one sentence with a hint.
public struct PreviewError: Error, CustomStringConvertible, Sendable {
    /// The sentence.
    public let description: String
    /// Whether it failed because no display answered (rather than SDL or a file failing later).
    public let isNoDisplay: Bool

    /// An error saying `description`.
    public init(_ description: String, isNoDisplay: Bool = false) {
        self.description = description
        self.isNoDisplay = isNoDisplay
    }
}
