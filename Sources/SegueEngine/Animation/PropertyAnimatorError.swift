/// A call a property animator refuses in its current state (UIKit raises an exception for each).
public struct PropertyAnimatorError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The refused call, e.g. `finishAnimation(at:)`.
    public let call: String
    /// The animator's state when the call came.
    public let state: AnimatingState
    /// Whether the animator was running at the time.
    public let wasRunning: Bool
    /// What to do instead.
    public let hint: String

    /// An error for `call` refused in `state`.
    public init(call: String, state: AnimatingState, wasRunning: Bool, hint: String) {
        self.call = call
        self.state = state
        self.wasRunning = wasRunning
        self.hint = hint
    }

    /// One sentence: what was refused, in which state, and the fix.
    public var description: String {
        let shown = state == .active ? (wasRunning ? "active (running)" : "active (paused)") : state.description
        return "\(call) is not allowed while the animator is \(shown); \(hint)."
    }
}
