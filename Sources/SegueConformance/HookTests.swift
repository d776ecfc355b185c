import SegueHost
import SegueKit

/// Tests of the optional hooks: when a plugin sets one, its answers must keep the hook's contract.
enum HookTests {
    static let all: [ValidationTest] = [interruptibleAnimation]

    static let interruptibleAnimation = ValidationTest(
        id: "hooks.interruptible-animation", level: 5,
        summary: "interruptible_animation, when set, answers SEGUE_OK with a handle of an animation it started in this transition, presenting and dismissing.",
        proves: "An interactive transition can pause, scrub and reverse the plugin's animation.", scope: .animator
    ) { subject in
        guard try subject.capabilities().contains(.interruptible) else { throw ValidationStop(.skipped, "the animator does not claim interruptible") }
        for operation in try LifecycleTests.claimedOperations(subject) {
            let scene = ProbeScene()
            let interaction = PercentDrivenInteractiveTransition()
            let animator = try subject.makeAnimator(operation)
            try scene.start(operation, with: animator, interaction: interaction)
            scene.clock.advance(frames: 1, framesPerSecond: 60)
            interaction.update(0.5)
            interaction.finish()
            scene.settle()
            if let bad = LifecycleTests.refusals(animator, of: PluginCallback.interruptible_animation.rawValue).first {
                return .failed(
                    expected: "SEGUE_OK with a handle of this transition's animation on \(operation.rawValue)",
                    got: PrintableText.escaped(bad.reason, oneLine: true))
            }
        }
        return .passed
    }
}
