/// A transition request Segue refused before changing anything: one sentence saying what was
/// asked, why it cannot happen, and what to do instead.
public struct TransitionError: Error, Equatable, CustomStringConvertible {
    /// The whole sentence.
    public let description: String

    /// An error reading `description`.
    public init(_ description: String) {
        self.description = description
    }
}
