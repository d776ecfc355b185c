import SegueKit

/// What a live session is doing, for the preview's heads-up line.
public struct LiveStatus: Equatable, Sendable {
    /// Where the current transition is.
    public enum Phase: String, Equatable, Sendable {
        /// Nothing runs.
        case idle
        /// A transition plays on its own.
        case animating
        /// The pointer drives the transition.
        case interactive
        /// Released: the transition finishes from where it was.
        case finishing
        /// Released: the transition runs back to its start.
        case cancelling
    }

    /// The selected animator's id.
    public var animatorID: String
    /// The operation the last (or running) transition performs.
    public var operation: TransitionOperation
    /// Where the transition is.
    public var phase: Phase
    /// Seconds since the transition began (0 when idle).
    public var transitionTime: Double
    /// The interactive fraction, 0…1, while the pointer drives or the release runs; nil otherwise.
    public var fraction: Double?
    /// The newest diagnostic the session or its animators raised, if any.
    public var lastDiagnostic: String?

    /// A status.
    public init(
        animatorID: String, operation: TransitionOperation, phase: Phase = .idle, transitionTime: Double = 0,
        fraction: Double? = nil, lastDiagnostic: String? = nil
    ) {
        self.animatorID = animatorID
        self.operation = operation
        self.phase = phase
        self.transitionTime = transitionTime
        self.fraction = fraction
        self.lastDiagnostic = lastDiagnostic
    }
}
