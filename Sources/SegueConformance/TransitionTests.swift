import SegueEngine
import SegueHost
import SegueKit

/// Tests of where a transition leaves the views: exactly where an unanimated one would.
enum TransitionTests {
    /// The styles checked, each in a window where it does not adapt to full screen.
    static let styles: [(ModalPresentationStyle, Size)] = [
        (.fullScreen, Size(width: 400, height: 800)), (.overFullScreen, Size(width: 400, height: 800)),
        (.pageSheet, Size(width: 1024, height: 768)), (.formSheet, Size(width: 1024, height: 768)),
    ]

    /// The tree after `operation` of the probe scene with `animator` (nil: unanimated), the
    /// modal ones with `style` in a window of `size`.
    static func endState(
        _ operation: PluginOperation, style: ModalPresentationStyle = .fullScreen,
        size: Size = Size(width: 400, height: 800),
        animator: AnimatedTransitioning?
    ) throws -> [ViewLook] {
        let scene = ProbeScene(for: operation, size: size, style: style)
        try scene.run(operation, with: animator)
        return scene.looks()
    }

    static func check(_ subject: ValidationSubject, dismissing: Bool) throws -> ValidationOutcome {
        let operation: PluginOperation = dismissing ? .dismiss : .present
        guard try subject.capabilities().contains(operation.requiredCapability) else {
            throw ValidationStop(.skipped, "the animator does not claim \(operation.rawValue)")
        }
        for (style, size) in styles {
            let expected = try endState(operation, style: style, size: size, animator: nil)
            let witness = CompletionWitness(try subject.makeAnimator(operation))
            let actual = try endState(operation, style: style, size: size, animator: witness)
            if let difference = firstDifference(expected, actual) {
                return .failed(
                    expected: "the unanimated \(operation.rawValue)'s tree with style \(style.rawValue)",
                    got: difference)
            }
            if let view = witness.leftBehind.first {
                return .failed(
                    expected:
                        "\(view) out of the container when the animator completed the \(operation.rawValue) with "
                        + "style \(style.rawValue)",
                    got: "it left it there", hint: "remove the from-view before complete_transition(true)")
            }
        }
        return .passed
    }

    /// Presents and dismisses with the animator and fails when the host had to remove views the
    /// animator created or snapshotted (ABI 1.1) because they were still shown at the end.
    static func checkOwnViews(_ subject: ValidationSubject) throws -> ValidationOutcome {
        let operations = [PluginOperation.present, .dismiss].filter {
            (try? subject.capabilities().contains($0.requiredCapability)) == true
        }
        guard !operations.isEmpty else {
            throw ValidationStop(.skipped, "the animator claims neither present nor dismiss")
        }
        for operation in operations {
            let animator = try subject.makeAnimator(operation)
            _ = try endState(operation, animator: animator)
            if !animator.viewsLeftAtLastEnd.isEmpty {
                return .failed(
                    expected:
                        "no view the animator created or snapshotted left in the hierarchy when the "
                        + "\(operation.rawValue) ended",
                    got: "it left \(animator.viewsLeftAtLastEnd.joined(separator: ", "))",
                    hint: "remove created views and snapshots (remove_from_superview) before complete_transition")
            }
        }
        return .passed
    }

    /// Runs every claimed operation with the animator and compares its end state with the
    /// unanimated operation's (the container's own slide for container, which always animates).
    static func checkEveryOperation(_ subject: ValidationSubject) throws -> ValidationOutcome {
        for operation in try LifecycleTests.claimedOperations(subject) {
            let expected = try endState(operation, animator: nil)
            let actual = try endState(operation, animator: try subject.makeAnimator(operation))
            if let difference = firstDifference(expected, actual) {
                return .failed(
                    expected: "the unanimated \(operation.rawValue)'s tree after the animated \(operation.rawValue)",
                    got: difference)
            }
        }
        return .passed
    }

    static let all: [ValidationTest] = [
        ValidationTest(
            id: "transitions.present-end-state", level: 3,
            summary:
                "After a presentation the views are exactly where an unanimated presentation leaves them, for four "
                + "styles.",
            proves: "Presenting with the animator leaves the screen as UIKit's own presentation would.",
            scope: .animator
        ) { subject in
            try check(subject, dismissing: false)
        },
        ValidationTest(
            id: "transitions.dismiss-end-state", level: 3,
            summary:
                "After a dismissal the views are exactly where an unanimated dismissal leaves them (the dismissed "
                + "view removed).",
            proves: "Dismissing with the animator leaves the screen as UIKit's own dismissal would.", scope: .animator
        ) { subject in
            try check(subject, dismissing: true)
        },
        ValidationTest(
            id: "transitions.every-operation-end-state", level: 3,
            summary:
                "After each operation the animator claims (present, dismiss, push, pop, tab, container), every "
                + "property of every view is where the unanimated operation leaves it.",
            proves:
                "The animator finishes every kind of transition it claims, not only presentations, exactly as UIKit "
                + "would.",
            scope: .animator
        ) { subject in
            try checkEveryOperation(subject)
        },
        ValidationTest(
            id: "transitions.own-views-removed", level: 3,
            summary:
                "Views the animator creates or snapshots (ABI 1.1) are out of the hierarchy when a presentation or "
                + "dismissal ends.",
            proves: "The animator's shades, wrappers and snapshot pieces never outlive its transition on screen.",
            scope: .animator
        ) { subject in
            try checkOwnViews(subject)
        },
    ]
}
