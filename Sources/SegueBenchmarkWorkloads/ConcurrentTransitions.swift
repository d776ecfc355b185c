import SegueEngine
import SegueHost
import SegueKit

/// `windowCount` windows on one engine, each running one transition at the same time (all
/// presenting, then all dismissing): how the cost of a transition grows with how many run at once.
public final class ConcurrentTransitions {
    /// Windows, and so transitions per round.
    public let windowCount: Int
    /// The one engine every window is on.
    private let engine = AnimationEngine()
    /// Its clock.
    private let clock: TransitionClock
    /// The windows.
    private let stages: [TransitionStage]

    /// The windows, each showing its root controller (set-up, not measured).
    public init(windowCount: Int) {
        self.windowCount = windowCount
        clock = TransitionClock(engine: engine)
        let engine = engine
        stages = (0..<windowCount).map { _ in TransitionStage(engine: engine) }
        clock.settle()
    }

    /// Starts one transition in every window, then ticks until all of them have ended.
    public func runRound(_ makeAnimator: TransitionStage.MakeAnimator) throws {
        let before = stages.reduce(0) { $0 + $1.completedTransitions }
        for stage in stages { try stage.startNextTransition(makeAnimator) }
        clock.settle()
        let after = stages.reduce(0) { $0 + $1.completedTransitions }
        precondition(after == before + windowCount, "a concurrent transition did not complete")
        for stage in stages { stage.forgetEvents() }
    }
}
