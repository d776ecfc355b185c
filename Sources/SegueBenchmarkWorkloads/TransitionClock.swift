import SegueEngine

/// Runs an engine's transitions to the end on a virtual clock at 60 frames per second, failing
/// loudly when they do not settle (a benchmark of a transition that hangs measures nothing).
public struct TransitionClock {
    /// The clock's engine.
    public let engine: AnimationEngine
    /// The virtual clock driving the engine.
    private let clock: VirtualClock

    /// A clock for `engine`.
    public init(engine: AnimationEngine) {
        self.engine = engine
        clock = VirtualClock(engine: engine)
    }

    /// Ticks until nothing runs or is queued; traps after a minute of engine time.
    public func settle() {
        let idle = clock.runUntilIdle(framesPerSecond: 60, limit: 60)
        precondition(idle, "a benchmarked transition did not settle within a minute of engine time")
    }
}
