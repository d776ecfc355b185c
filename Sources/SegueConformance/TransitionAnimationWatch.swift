import SegueEngine

/// Watches every animation started on an engine from the moment a transition's animator is asked
/// to animate, and when each reached its end, so a completion can be judged against them: UIKit's
/// contract is that `completeTransition(_:)` comes once the transition's animations have ended
/// (the seeds' animators call it from their animation's completion block), not before and not
/// long after.
final class TransitionAnimationWatch {
    private let engine: AnimationEngine
    private var animators: [PropertyAnimator] = []
    /// Engine time at which each watched animator was first seen ended, by identity.
    private var ends: [ObjectIdentifier: Double] = [:]
    private var tokens: (activation: Int, tick: Int)?

    /// Starts watching `engine`.
    init(_ engine: AnimationEngine) {
        self.engine = engine
        let activation = engine.addActivationObserver { [unowned self] animator in animators.append(animator) }
        let tick = engine.addTickObserver { [unowned self] engine in noteEnds(at: engine.currentTime) }
        tokens = (activation, tick)
    }

    deinit { stop() }

    /// Stops watching (the facts gathered so far stay).
    func stop() {
        guard let tokens else { return }
        engine.removeActivationObserver(tokens.activation)
        engine.removeTickObserver(tokens.tick)
        self.tokens = nil
    }

    /// How many watched animations are still short of their end now (running, or paused midway).
    var inFlight: Int { animators.filter { !Self.hasEnded($0) }.count }

    /// When the last watched animation ended (now, for one that reached its end during this
    /// tick), or nil when none was started or one is still in flight.
    var lastEnd: Double? {
        guard !animators.isEmpty, inFlight == 0 else { return nil }
        return animators.map { ends[ObjectIdentifier($0)] ?? engine.currentTime }.max()
    }

    private func noteEnds(at time: Double) {
        for animator in animators where ends[ObjectIdentifier(animator)] == nil && Self.hasEnded(animator) {
            ends[ObjectIdentifier(animator)] = time
        }
    }

    /// Whether `animator` is done: no longer active, or at the end it runs towards (its
    /// completion may still be waiting its turn in this tick's deliveries).
    private static func hasEnded(_ animator: PropertyAnimator) -> Bool {
        guard animator.state == .active else { return true }
        let fraction = animator.fractionComplete
        return animator.isReversed ? fraction <= 1e-9 : fraction >= 1 - 1e-9
    }
}
