import SegueEngine
import SegueHost
import SegueKit

/// Tests of one animator's life: creation, duration, completion, and what it calls when.
enum LifecycleTests {
    static let all: [ValidationTest] = [
        createDestroy, duration, completesOnce, animationEnded, noCallsAfterCompletion, noRefusedCalls,
        MemoryTests.stable,
    ]

    /// The modal operations, which the tests that vary the presentation style run.
    static let modal: [PluginOperation] = [.present, .dismiss]

    /// The operations among `candidates` the subject's animator claims (descriptor.h: present
    /// covers present, push, tab and container switches; dismiss covers dismiss and pop).
    static func claimedOperations(
        _ subject: ValidationSubject, among candidates: [PluginOperation] = PluginOperation.allCases
    ) throws -> [PluginOperation] {
        let capabilities = try subject.capabilities()
        return candidates.filter { capabilities.contains($0.requiredCapability) }
    }

    /// Runs every claimed operation of the probe scene with fresh animators and hands each
    /// finished probe and its animator to `check`.
    static func eachTransition(
        _ subject: ValidationSubject,
        _ check: (ProbeScene, PluginAnimator, PluginOperation) throws -> ValidationOutcome?
    ) throws -> ValidationOutcome {
        for operation in try claimedOperations(subject) {
            let scene = ProbeScene(for: operation)
            let animator = try subject.makeAnimator(operation)
            try scene.run(operation, with: animator)
            if let problem = try check(scene, animator, operation) { return problem }
        }
        return .passed
    }

    /// The host's structured refusals of this animator's calls of `service`.
    static func refusals(_ animator: PluginAnimator, of service: String) -> [PluginRefusal] {
        animator.diagnostics.compactMap(\.refusal).filter { $0.call == service }
    }

    static let createDestroy = ValidationTest(
        id: "lifecycle.create-destroy", level: 2,
        summary: "Animators can be created and destroyed repeatedly; an unknown id creates nothing.",
        proves: "A host can make an animator per transition for as long as it runs.", scope: .animator
    ) { subject in
        let operation = try claimedOperations(subject)[0]
        for _ in 0..<16 { _ = try subject.makeAnimator(operation) }
        let plugin = try RawPlugin(subject.file)
        return try plugin.initialised { _ in
            if let made = plugin.createAnimator("org.segue.validator.no-such-animator") {
                plugin.destroy(made)
                return .failed(expected: "create_animator to answer NULL for an unknown id", got: "it made an animator")
            }
            return .passed
        }
    }

    static let duration = ValidationTest(
        id: "lifecycle.duration", level: 2,
        summary:
            "transition_duration is finite, non-negative and stable, asked without a context and with one in every "
            + "modal operation and style the animator claims.",
        proves: "Coordinators and alongside animations can rely on the duration whenever they ask.", scope: .animator
    ) { subject in
        for operation in try claimedOperations(subject, among: modal) {
            for (style, size) in TransitionTests.styles {
                let animator = try subject.makeAnimator(operation)
                let bare = (0..<3).map { _ in animator.transitionDuration(using: nil) }
                let probe = DurationProbe(animator)
                let scene = ProbeScene(for: operation, size: size, style: style)
                try scene.run(operation, with: probe)
                let place = "on \(operation.rawValue) with style \(style.rawValue)"
                if let bad = refusals(animator, of: PluginCallback.transition_duration.rawValue).first {
                    return .failed(
                        expected: "a finite, non-negative duration \(place)",
                        got: PrintableText.escaped(bad.reason, oneLine: true))
                }
                for answers in [bare, probe.answersWithContext] where Set(answers).count > 1 {
                    return .failed(expected: "the same duration on every call \(place)", got: "\(answers)")
                }
            }
        }
        return .passed
    }

    static let completesOnce = ValidationTest(
        id: "lifecycle.completes-once", level: 3,
        summary:
            "In every claimed operation, plain and interactive (finished and cancelled), complete_transition comes "
            + "once, after the last animation ended (within one frame, and within the duration plus a frame), with "
            + "!transition_was_cancelled as it is then.",
        proves: "Every transition ends once, when its animations do, saying truly how it ended.", scope: .animator
    ) { subject in
        try CompletionTiming.check(subject)
    }

    static let animationEnded = ValidationTest(
        id: "lifecycle.animation-ended", level: 4,
        summary: "animation_ended comes after completion, with the same flag.",
        proves: "The animator hears how its transition ended.", scope: .animator
    ) { subject in
        try eachTransition(subject) { scene, _, operation in
            let events = scene.window.events.events
            guard let complete = events.firstIndex(where: { $0.name == "context.completeTransition(_:)" }),
                let ended = events.firstIndex(where: { $0.name == "animator.animationEnded(_:)" }),
                ended > complete, events[ended].field("completed") == events[complete].field("completed")
            else {
                return .failed(
                    expected: "animation_ended after complete_transition with the same flag on \(operation.rawValue)",
                    got: "it was not")
            }
            return nil
        }
    }

    static let noCallsAfterCompletion = ValidationTest(
        id: "lifecycle.no-calls-after-completion", level: 4,
        summary: "The plugin makes no context calls after complete_transition.",
        proves: "The plugin never touches a finished transition's views.", scope: .animator
    ) { subject in
        try eachTransition(subject) { _, animator, operation in
            guard let late = animator.diagnostics.compactMap(\.refusal).first(where: { $0.state == "ended" }) else {
                return nil
            }
            return .failed(
                expected: "no calls after complete_transition on \(operation.rawValue)", got: "\(late.call) was called")
        }
    }

    static let noRefusedCalls = ValidationTest(
        id: "lifecycle.no-refused-calls", level: 4,
        summary:
            "Every context call is allowed: issued context and handles, valid values, the right state, the calling "
            + "thread.",
        proves: "The plugin keeps every rule of context.h on a normal present and dismiss.", scope: .animator
    ) { subject in
        // The runner fails any test during which the host refused a call; this test provokes
        // nothing else, so its verdict is exactly that.
        try eachTransition(subject) { _, _, _ in nil }
    }
}
