import Foundation
import SegueEngine
import SegueHost
import SegueKit

/// `lifecycle.completes-once`: an animator completes its transition once, after its last
/// animation ended (within one frame) and never before, with the flag the transition's state has
/// then, in every operation it claims, plain and interactive (finished and cancelled).
///
/// UIKit's contract (UIViewControllerContextTransitioning, `completeTransition(_:)`): "You must
/// call this method after your animations have completed", passing whether the transition
/// finished, which for an interactive one is `!transitionWasCancelled` asked at that moment; the
/// seeds' animators call it from their animation's completion block.
enum CompletionTiming {
    /// How the transitions are driven.
    enum Drive: String, CaseIterable {
        /// Run to its end, untouched.
        case plain
        /// Scrubbed, then finished by the interaction controller.
        case finished = "interactive, finished"
        /// Scrubbed, then cancelled by the interaction controller.
        case cancelled = "interactive, cancelled"
    }

    /// The frame rate the probes tick at, and so how late "within one frame" allows.
    static let framesPerSecond = 60.0

    /// The drives the subject's animator claims: interactive ones only when it claims interactive.
    static func drives(_ subject: ValidationSubject) throws -> [Drive] {
        try subject.capabilities().contains(.interactive) ? Drive.allCases : [.plain]
    }

    /// Runs `operation` with a fresh animator under a completion witness, driven by `drive`
    /// (released at `fraction`), to the end.
    static func run(
        _ subject: ValidationSubject, _ operation: PluginOperation, _ drive: Drive, fraction: Double = 0.4
    ) throws -> (scene: ProbeScene, witness: CompletionWitness, animator: PluginAnimator) {
        let scene = ProbeScene(for: operation)
        let animator = try subject.makeAnimator(operation)
        let witness = CompletionWitness(animator)
        guard drive != .plain else {
            try scene.run(operation, with: witness, fps: framesPerSecond)
            return (scene, witness, animator)
        }
        let interaction = PercentDrivenInteractiveTransition()
        try scene.start(operation, with: witness, interaction: interaction)
        scene.clock.advance(frames: 1, framesPerSecond: framesPerSecond)
        interaction.update(fraction)
        scene.clock.advance(frames: 2, framesPerSecond: framesPerSecond)
        if drive == .finished { interaction.finish() } else { interaction.cancel() }
        scene.settle(fps: framesPerSecond)
        return (scene, witness, animator)
    }

    /// Every claimed operation, every drive: the first broken rule, or a pass.
    static func check(_ subject: ValidationSubject) throws -> ValidationOutcome {
        for operation in try LifecycleTests.claimedOperations(subject) {
            for drive in try drives(subject) {
                let (scene, witness, animator) = try run(subject, operation, drive)
                if let problem = problem(
                    scene, witness, animator, "\(operation.rawValue) (\(drive.rawValue))", plain: drive == .plain)
                {
                    return problem
                }
            }
        }
        return .passed
    }

    /// What is wrong with how the witnessed transition completed, or nil.
    static func problem(
        _ scene: ProbeScene, _ witness: CompletionWitness, _ animator: PluginAnimator, _ place: String, plain: Bool
    ) -> ValidationOutcome? {
        let frame = 1 / framesPerSecond
        if !LifecycleTests.refusals(animator, of: "complete_transition").isEmpty || witness.completions.count > 1 {
            return .failed(
                expected: "one complete_transition on \(place)", got: "the plugin called it again after completing")
        }
        if scene.window.events.events.contains(where: \.call.isWatchdogCompletion) {
            return .failed(
                expected: "complete_transition on \(place)",
                got: "the plugin never called it and the watchdog completed the transition")
        }
        guard let start = witness.animationStart, let completion = witness.completions.first else {
            return .failed(expected: "the \(place) to run and complete", got: "it did not")
        }
        let at = "\(format(completion.time - start)) s after animate_transition"
        if completion.inFlight > 0 {
            return .failed(
                expected: "complete_transition after the transition's animations ended on \(place)",
                got:
                    "it came \(at) while \(completion.inFlight) of them \(completion.inFlight == 1 ? "was" : "were") "
                    + "still running",
                hint: "complete from the completion of the animation that ends last")
        }
        if completion.didComplete == completion.wasCancelled {
            return .failed(
                expected:
                    "complete_transition(\(!completion.wasCancelled)) on \(place), as transition_was_cancelled "
                    + "answered \(completion.wasCancelled) then",
                got: "complete_transition(\(completion.didComplete)) \(at)",
                hint: "ask transition_was_cancelled when completing, not before")
        }
        if let end = completion.lastAnimationEnd, completion.time - end > frame + 1e-9 {
            return .failed(
                expected:
                    "complete_transition within one frame (\(format(frame)) s) of the last animation's end on \(place)",
                got: "it came \(format(completion.time - end)) s after it")
        }
        let limit = animator.transitionDuration(using: nil) + frame
        if plain, completion.time - start > limit + 1e-9 {
            return .failed(
                expected:
                    "completion within the duration plus one frame (\(format(limit)) s) of animate_transition on "
                    + "\(place)",
                got: "it came \(at)", hint: "end every animation within transition_duration")
        }
        return nil
    }

    private static func format(_ seconds: Double) -> String { String(format: "%.4g", seconds) }
}
