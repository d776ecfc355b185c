/// Why a timing curve or its textual spec was refused; `message` is one sentence for a person.
public struct TimingCurveError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What was wrong, naming the offending part.
    public let message: String

    /// An error with the given message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
