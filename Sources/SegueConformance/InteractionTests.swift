import SegueEngine
import SegueHost
import SegueKit

/// Tests of interactive transitions, in every operation the animator claims, for animators that claim interactive.
enum InteractionTests {
    static let all: [ValidationTest] = [linearScrub, cancelRestores, finishReachesEnd, completionOnce]

    /// The operations to drive interactively: those claimed, when the animator claims interactive.
    static func operations(_ subject: ValidationSubject) throws -> [PluginOperation] {
        guard try subject.capabilities().contains(.interactive) else {
            throw ValidationStop(.skipped, "the animator does not claim interactive")
        }
        return try LifecycleTests.claimedOperations(subject)
    }

    /// `operation` of the default scene driven by a percent-driven interaction controller,
    /// started and scrubbed to `fraction`.
    static func scrubbed(
        _ subject: ValidationSubject, _ operation: PluginOperation, to fraction: Double
    ) throws -> (ProbeScene, PercentDrivenInteractiveTransition, PluginAnimator) {
        let scene = ProbeScene(for: operation)
        let interaction = PercentDrivenInteractiveTransition()
        let animator = try subject.makeAnimator(operation)
        try scene.start(operation, with: animator, interaction: interaction)
        scene.clock.advance(frames: 1, framesPerSecond: 60)
        interaction.update(fraction)
        return (scene, interaction, animator)
    }

    /// The tree once `operation`, scrubbed to `fraction`, was finished (or cancelled) and settled.
    static func released(
        _ subject: ValidationSubject, _ operation: PluginOperation, at fraction: Double, finishing: Bool
    ) throws -> [ViewLook] {
        let (scene, interaction, _) = try scrubbed(subject, operation, to: fraction)
        if finishing { interaction.finish() } else { interaction.cancel() }
        scene.settle()
        return scene.looks()
    }

    /// The tree before `operation` starts.
    static func treeBefore(_ operation: PluginOperation) throws -> [ViewLook] {
        try ProbeScene(for: operation).looksBefore(operation)
    }

    /// Fractions drawn from the subject's seed.
    static func fractions(_ subject: ValidationSubject, count: Int) -> [Double] {
        var random = SeededRandom(seed: subject.seed)
        return (0..<count).map { _ in Double.random(in: 0.05...0.95, using: &random) }
    }

    static let linearScrub = ValidationTest(
        id: "interaction.linear-scrub", level: 5,
        summary: "Scrubbing to p shows the tree the plain run shows at p × duration, presenting and dismissing.",
        proves: "A finger dragging the transition sees exactly the animation, frame for frame.", scope: .animator
    ) { subject in
        // Modal only: how the engine scrubs does not depend on the container, and each
        // fraction costs two transitions.
        for operation in try operations(subject).filter(LifecycleTests.modal.contains) {
            for p in [0.25, 0.5, 0.75] {
                let (scrubbed, interaction, animator) = try scrubbed(subject, operation, to: p)
                let plain = ProbeScene(for: operation)
                try plain.start(operation, with: try subject.makeAnimator(operation))
                plain.clock.advance(frames: 1, framesPerSecond: 60)
                plain.clock.advance(by: p * animator.transitionDuration(using: nil))
                let difference = firstDifference(plain.looks(), scrubbed.looks(), tolerance: 1e-4)
                // Both transitions end, so their animators are destroyed like any other's.
                interaction.finish()
                scrubbed.settle()
                plain.settle()
                if let difference {
                    return .failed(
                        expected:
                            "the plain run's tree at \(p) × duration when a \(operation.rawValue) is scrubbed to \(p)",
                        got: difference)
                }
            }
        }
        return .passed
    }

    static let cancelRestores = ValidationTest(
        id: "interaction.cancel-restores", level: 5,
        summary: "Cancelling each claimed operation at random percentages restores the tree from before it exactly.",
        proves: "A user who changes their mind gets the screen they started from.", scope: .animator
    ) { subject in
        for operation in try operations(subject) {
            let before = try treeBefore(operation)
            for p in fractions(subject, count: 3) {
                if let difference = firstDifference(before, try released(subject, operation, at: p, finishing: false)) {
                    return .failed(
                        expected: "the tree from before the \(operation.rawValue) after cancelling at \(p)",
                        got: difference,
                        hint: "complete with !transition_was_cancelled and undo what you added")
                }
            }
        }
        return .passed
    }

    static let finishReachesEnd = ValidationTest(
        id: "interaction.finish-reaches-end", level: 5,
        summary:
            "Finishing each claimed operation from random percentages reaches the unanimated operation's end state.",
        proves: "A released gesture lands exactly where an unanimated transition would.", scope: .animator
    ) { subject in
        for operation in try operations(subject) {
            let expected = try TransitionTests.endState(operation, animator: nil)
            for p in fractions(subject, count: 3) {
                if let difference = firstDifference(expected, try released(subject, operation, at: p, finishing: true))
                {
                    return .failed(
                        expected: "the end state of an unanimated \(operation.rawValue) after finishing from \(p)",
                        got: difference)
                }
            }
        }
        return .passed
    }

    static let completionOnce = ValidationTest(
        id: "interaction.completion-once", level: 6,
        summary: "Completion runs exactly once under double finish, cancel after finish and update after finish.",
        proves: "Gesture handlers that fire twice cannot complete a transition twice.", scope: .animator
    ) { subject in
        for operation in try operations(subject) {
            let (scene, interaction, _) = try scrubbed(subject, operation, to: 0.4)
            interaction.finish()
            interaction.finish()
            interaction.cancel()
            interaction.update(0.2)
            scene.settle()
            let completions = scene.eventNames.filter { $0 == "context.completeTransition(_:)" }.count
            guard completions == 1, scene.completions == 1 else {
                return .failed(
                    expected: "one completion of the \(operation.rawValue)",
                    got:
                        "the transition completed \(completions) times and the caller's completion ran "
                        + "\(scene.completions) times"
                )
            }
        }
        return .passed
    }
}
