/// Why a plugin interaction or presentation controller could not be made or configured, in one
/// sentence with a hint.
public struct PluginControllerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sentence.
    public let description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
