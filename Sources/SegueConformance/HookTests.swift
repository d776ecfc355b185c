import SegueHost
import SegueKit

/// Tests of the optional hooks: when a plugin sets one, its answers must keep the hook's contract.
enum HookTests {
    static let all: [ValidationTest] = [interruptibleAnimation]

    static let interruptibleAnimation = ValidationTest(
        id: "hooks.interruptible-animation", level: 5,
        summary:
            "interruptible_animation, when set, answers SEGUE_OK with a handle of an animation it started in this "
            + "transition, presenting and dismissing; grabbed mid-finish it holds still, and cancelled it "
            + "completes the transition itself.",
        proves: "An interactive transition can pause, scrub and reverse the plugin's animation.", scope: .animator
    ) { subject in
        guard try subject.capabilities().contains(.interruptible) else {
            throw ValidationStop(.skipped, "the animator does not claim interruptible")
        }
        for operation in try LifecycleTests.claimedOperations(subject, among: LifecycleTests.modal) {
            let scene = ProbeScene(for: operation)
            let interaction = PercentDrivenInteractiveTransition()
            let animator = try subject.makeAnimator(operation)
            try scene.start(operation, with: animator, interaction: interaction)
            scene.clock.advance(frames: 1, framesPerSecond: 60)
            interaction.update(0.5)
            interaction.finish()
            scene.clock.advance(frames: 3, framesPerSecond: 60)
            if let bad = LifecycleTests.refusals(animator, of: PluginCallback.interruptible_animation.rawValue).first {
                return .failed(
                    expected: "SEGUE_OK with a handle of this transition's animation on \(operation.rawValue)",
                    got: PrintableText.escaped(bad.reason, oneLine: true))
            }
            if let outcome = grabAndCancel(scene, interaction, operation) { return outcome }
        }
        return .passed
    }

    /// Grabs the finishing transition (the views must then hold still, as under a paused
    /// UIViewPropertyAnimator), then cancels it: the vended animation's completion must
    /// complete the transition, not the host's watchdog.
    private static func grabAndCancel(
        _ scene: ProbeScene, _ interaction: PercentDrivenInteractiveTransition, _ operation: PluginOperation
    ) -> ValidationOutcome? {
        let tree = scene.window.view.tree
        interaction.pause()
        // Compared from the grab on, not from just before it: a spring caught overshooting its
        // end is held at the end (an animator's fraction stops at 1), a host limit, not the plugin's.
        let grabbed = tree.snapshot(of: scene.window.view)
        scene.clock.advance(frames: 10, framesPerSecond: 60)
        if let moved = tree.snapshot(of: scene.window.view).differences(from: grabbed, tolerance: 1e-9).first {
            return .failed(
                expected: "the views held where they were while grabbed on \(operation.rawValue)",
                got: PrintableText.escaped(moved, oneLine: true))
        }
        interaction.cancel()
        scene.settle()
        guard !scene.eventNames.contains("watchdog.completeTransition") else {
            return .failed(
                expected: "the vended animation's completion completes the transition on \(operation.rawValue)",
                got: "the host's watchdog had to complete it")
        }
        return nil
    }
}
