import SegueEngine
import SegueHost
import SegueKit

/// Tests of interactive transitions, for animators that claim them.
enum InteractionTests {
    /// A present of the default scene driven by a percent-driven interaction controller,
    /// started and scrubbed to `fraction`.
    static func scrubbed(_ subject: ValidationSubject, to fraction: Double) throws -> (ProbeScene, PercentDrivenInteractiveTransition, PluginAnimator) {
        guard try subject.capabilities().contains(.interactive) else { throw ValidationStop(.skipped, "the animator does not claim interactive") }
        let scene = ProbeScene()
        let interaction = PercentDrivenInteractiveTransition()
        let animator = try subject.makeAnimator(.present)
        try scene.present(with: animator, interaction: interaction)
        scene.clock.advance(frames: 1, framesPerSecond: 60)
        interaction.update(fraction)
        return (scene, interaction, animator)
    }

    /// Fractions drawn from the subject's seed.
    static func fractions(_ subject: ValidationSubject, count: Int) -> [Double] {
        var random = SeededRandom(seed: subject.seed)
        return (0..<count).map { _ in Double.random(in: 0.05...0.95, using: &random) }
    }

    static let all: [ValidationTest] = [
        ValidationTest(id: "interaction.linear-scrub", level: 5, summary: "Scrubbing to p shows the tree the plain run shows at p × duration (linear scrubbing).", scope: .animator) { subject in
            for p in [0.25, 0.5, 0.75] {
                let (scrubbed, _, animator) = try scrubbed(subject, to: p)
                let plain = ProbeScene()
                try plain.present(with: try subject.makeAnimator(.present))
                plain.clock.advance(frames: 1, framesPerSecond: 60)
                plain.clock.advance(by: p * animator.transitionDuration(using: nil))
                if let difference = firstDifference(plain.looks(), scrubbed.looks(), tolerance: 1e-4) {
                    return ValidationOutcome(.failed, "scrubbed to \(p): expected the plain run's tree at \(p) × duration; \(difference)")
                }
            }
            return .passed
        },
        ValidationTest(id: "interaction.cancel-restores", level: 5, summary: "Cancelling at random percentages restores the initial tree exactly.", scope: .animator) { subject in
            for p in fractions(subject, count: 3) {
                let before = ProbeScene().looks()
                let (scene, interaction, _) = try scrubbed(subject, to: p)
                interaction.cancel()
                scene.settle()
                if let difference = firstDifference(before, scene.looks()) {
                    return ValidationOutcome(.failed, "cancelled at \(p): expected the tree from before the transition; \(difference) (complete with !transition_was_cancelled and undo what you added)")
                }
            }
            return .passed
        },
        ValidationTest(id: "interaction.finish-reaches-end", level: 5, summary: "Finishing from random percentages reaches the plain run's end state.", scope: .animator) { subject in
            let expected = try TransitionTests.endState(style: .fullScreen, size: Size(width: 400, height: 800), dismissing: false, animator: nil)
            for p in fractions(subject, count: 3) {
                let (scene, interaction, _) = try scrubbed(subject, to: p)
                interaction.finish()
                scene.settle()
                if let difference = firstDifference(expected, scene.looks()) {
                    return ValidationOutcome(.failed, "finished from \(p): expected the presented end state; \(difference)")
                }
            }
            return .passed
        },
        ValidationTest(id: "interaction.completion-once", level: 6, summary: "Completion runs exactly once under double finish, cancel after finish and update after finish.", scope: .animator) { subject in
            let (scene, interaction, _) = try scrubbed(subject, to: 0.4)
            interaction.finish()
            interaction.finish()
            interaction.cancel()
            interaction.update(0.2)
            scene.settle()
            let completions = scene.eventNames.filter { $0 == "context.completeTransition(_:)" }.count
            guard completions == 1, scene.completions == 1 else {
                return ValidationOutcome(.failed, "expected one completion; the transition completed \(completions) times and the caller's completion ran \(scene.completions) times")
            }
            return .passed
        },
    ]
}
