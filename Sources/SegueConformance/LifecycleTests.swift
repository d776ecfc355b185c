import SegueEngine
import SegueHost
import SegueKit

/// Tests of one animator's life: creation, duration, completion, and what it calls when.
enum LifecycleTests {
    /// Runs a present (and a dismiss, when claimed) of the default scene with fresh animators
    /// and hands each finished probe and its animator to `check`.
    static func eachTransition(
        _ subject: ValidationSubject, _ check: (ProbeScene, PluginAnimator, PluginOperation) throws -> ValidationOutcome?
    ) throws -> ValidationOutcome {
        let capabilities = try subject.capabilities()
        for operation in [PluginOperation.present, .dismiss] where capabilities.contains(operation.requiredCapability) {
            let scene = ProbeScene()
            if operation == .dismiss {
                try scene.present(with: nil)
                scene.settle()
                scene.window.events.removeAll()
            }
            let animator = try subject.makeAnimator(operation)
            if operation == .present { try scene.present(with: animator) } else { try scene.dismiss(with: animator) }
            scene.settle()
            if let problem = try check(scene, animator, operation) { return problem }
        }
        return .passed
    }

    /// The plugin's own runtime diagnostics that contain `text`.
    static func diagnostics(_ animator: PluginAnimator, containing text: String) -> [String] {
        animator.diagnostics.map(\.message).filter { $0.contains(text) }
    }

    static let all: [ValidationTest] = [
        ValidationTest(id: "lifecycle.create-destroy", level: 2, summary: "Animators can be created and destroyed repeatedly; an unknown id creates nothing.", scope: .animator) { subject in
            for _ in 0..<16 { _ = try subject.makeAnimator(try subject.capabilities().contains(.present) ? .present : .dismiss) }
            let plugin = try RawPlugin(subject.file)
            let host = PluginHostServices()
            guard plugin.entry.pointee.`init`?(host.raw) == true else { return ValidationOutcome(.failed, "expected init to answer true; it refused") }
            defer { plugin.entry.pointee.deinit?() }
            if let made = "org.segue.validator.no-such-animator".withCString({ plugin.entry.pointee.create_animator?($0) }) {
                made.pointee.destroy?(made)
                return ValidationOutcome(.failed, "expected create_animator to answer NULL for an unknown id; it made an animator")
            }
            return .passed
        },
        ValidationTest(id: "lifecycle.duration", level: 2, summary: "transition_duration is finite, non-negative and the same on every call.", scope: .animator) { subject in
            let animator = try subject.makeAnimator(try subject.capabilities().contains(.present) ? .present : .dismiss)
            let answers = (0..<5).map { _ in animator.transitionDuration(using: nil) }
            if let refused = animator.diagnostics.first { return ValidationOutcome(.failed, "expected a finite, non-negative duration; \(refused.message)") }
            guard Set(answers).count == 1 else { return ValidationOutcome(.failed, "expected the same duration on every call; got \(answers)") }
            return .passed
        },
        ValidationTest(id: "lifecycle.completes-once", level: 3, summary: "animate_transition completes exactly once, within the duration plus 0.1 s on the virtual clock.", scope: .animator) { subject in
            try eachTransition(subject) { scene, animator, operation in
                let events = scene.window.events.events
                let completions = events.filter { $0.name == "context.completeTransition(_:)" }
                if !diagnostics(animator, containing: "complete_transition was called while").isEmpty || completions.count > 1 {
                    return ValidationOutcome(.failed, "expected one complete_transition on \(operation.rawValue); the plugin called it again after completing")
                }
                if scene.window.events.diagnostics.contains(where: { $0.contains("did not call completeTransition") }) {
                    return ValidationOutcome(.failed, "expected complete_transition on \(operation.rawValue); the plugin never called it and the watchdog completed the transition")
                }
                guard let start = events.first(where: { $0.name == "animator.animateTransition(using:)" })?.time, let end = completions.first?.time else {
                    return ValidationOutcome(.failed, "expected the \(operation.rawValue) to run and complete; it did not")
                }
                let limit = animator.transitionDuration(using: nil) + 0.1
                if end - start > limit + 1e-9 {
                    return ValidationOutcome(.failed, "expected completion within \(limit) s of animate_transition on \(operation.rawValue); it took \(end - start) s")
                }
                return nil
            }
        },
        ValidationTest(id: "lifecycle.animation-ended", level: 4, summary: "animation_ended comes after completion, with the same flag.", scope: .animator) { subject in
            try eachTransition(subject) { scene, _, operation in
                let events = scene.window.events.events
                guard let complete = events.firstIndex(where: { $0.name == "context.completeTransition(_:)" }),
                      let ended = events.firstIndex(where: { $0.name == "animator.animationEnded(_:)" }),
                      ended > complete, events[ended].field("completed") == events[complete].field("completed")
                else { return ValidationOutcome(.failed, "expected animation_ended after complete_transition with the same flag on \(operation.rawValue)") }
                return nil
            }
        },
        ValidationTest(id: "lifecycle.no-calls-after-completion", level: 4, summary: "The plugin makes no context calls after complete_transition.", scope: .animator) { subject in
            try eachTransition(subject) { _, animator, operation in
                let late = diagnostics(animator, containing: "while the transition was ended")
                return late.isEmpty ? nil : ValidationOutcome(.failed, "expected no calls after complete_transition on \(operation.rawValue); \(late[0])")
            }
        },
        ValidationTest(id: "lifecycle.no-refused-calls", level: 4, summary: "Every context call is allowed: issued handles, valid values, the right state.", scope: .animator) { subject in
            try eachTransition(subject) { _, animator, operation in
                let refused = diagnostics(animator, containing: "refused")
                return refused.isEmpty ? nil : ValidationOutcome(.failed, "expected every context call on \(operation.rawValue) to be allowed; \(refused[0])")
            }
        },
    ]
}
