import SegueEngine
import SegueKit

/// One window running transitions one after another (present, dismiss, present…), each to the
/// end, with animators from one factory: the unit of the whole-transition and memory benchmarks.
public final class SequentialTransitions {
    /// The window's engine.
    private let engine = AnimationEngine()
    /// Its clock.
    private let clock: TransitionClock
    /// The window.
    private let stage: TransitionStage
    /// Where each transition's animator comes from.
    private let makeAnimator: TransitionStage.MakeAnimator
    /// Whether the window's event log keeps every call (as it does by default); false empties it
    /// after each transition.
    public var keepsEventLog = true

    /// A window whose transitions use animators from `makeAnimator`.
    public init(makeAnimator: @escaping TransitionStage.MakeAnimator) {
        clock = TransitionClock(engine: engine)
        stage = TransitionStage(engine: engine)
        self.makeAnimator = makeAnimator
    }

    /// Runs `count` transitions, each to the end; traps when one does not complete.
    public func run(_ count: Int) throws {
        for _ in 0..<count {
            let before = stage.completedTransitions
            try stage.startNextTransition(makeAnimator)
            clock.settle()
            precondition(stage.completedTransitions == before + 1, "a benchmarked transition did not complete")
            if !keepsEventLog { stage.forgetEvents() }
        }
    }

    /// Brings the window back to showing only its root (an even number of transitions ran).
    public func finishCycle() throws {
        if stage.isPresenting { try run(1) }
    }
}
