/// Why a motion file, PNG sequence or filmstrip could not be written: one sentence naming the
/// input and a hint. Nothing is left half-written when one is thrown.
public struct MotionError: Error, Equatable, CustomStringConvertible {
    /// The sentence.
    public let description: String

    /// An error saying `description`.
    init(_ description: String) { self.description = description }
}
