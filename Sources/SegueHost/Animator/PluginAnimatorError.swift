/// Why a plugin animator could not be made or configured, in one sentence with a hint.
public struct PluginAnimatorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sentence.
    public let description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
