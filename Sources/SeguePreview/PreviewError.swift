/// Why the preview could not open or keep its window, in one sentence with a hint.
public struct PreviewError: Error, CustomStringConvertible, Sendable {
    /// The sentence.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
