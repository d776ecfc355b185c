import SegueKit

/// One transition a live session started.
final class LiveRun {
    /// What it performs.
    let operation: TransitionOperation
    /// Engine time it started.
    let startTime: Double
    /// Whether the pointer drives it.
    let interactive: Bool
    /// Whether its operation's completion ran.
    var completed = false

    init(operation: TransitionOperation, startTime: Double, interactive: Bool) {
        self.operation = operation
        self.startTime = startTime
        self.interactive = interactive
    }
}
