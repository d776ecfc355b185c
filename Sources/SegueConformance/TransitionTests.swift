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

    /// The tree after presenting (and, when `dismissing`, dismissing again) with `animator`
    /// (nil: unanimated).
    static func endState(style: ModalPresentationStyle, size: Size, dismissing: Bool, animator: AnimatedTransitioning?) throws -> [ViewLook] {
        let scene = ProbeScene(size: size, style: style)
        if dismissing {
            try scene.present(with: nil)
            scene.settle()
            try scene.dismiss(with: animator)
        } else {
            try scene.present(with: animator)
        }
        scene.settle()
        return scene.looks()
    }

    static func check(_ subject: ValidationSubject, dismissing: Bool) throws -> ValidationOutcome {
        let operation: PluginOperation = dismissing ? .dismiss : .present
        guard try subject.capabilities().contains(operation.requiredCapability) else {
            throw ValidationStop(.skipped, "the animator does not claim \(operation.rawValue)")
        }
        for (style, size) in styles {
            let expected = try endState(style: style, size: size, dismissing: dismissing, animator: nil)
            let witness = CompletionWitness(try subject.makeAnimator(operation))
            let actual = try endState(style: style, size: size, dismissing: dismissing, animator: witness)
            if let difference = firstDifference(expected, actual) {
                return .failed(expected: "the unanimated \(operation.rawValue)'s tree with style \(style.rawValue)", got: difference)
            }
            if let view = witness.leftBehind.first {
                return .failed(
                    expected: "\(view) out of the container when the animator completed the \(operation.rawValue) with style \(style.rawValue)",
                    got: "it left it there", hint: "remove the from-view before complete_transition(true)")
            }
        }
        return .passed
    }

    static let all: [ValidationTest] = [
        ValidationTest(
            id: "transitions.present-end-state", level: 3, summary: "After a presentation the views are exactly where an unanimated presentation leaves them, for four styles.",
            proves: "Presenting with the animator leaves the screen as UIKit's own presentation would.", scope: .animator
        ) { subject in
            try check(subject, dismissing: false)
        },
        ValidationTest(
            id: "transitions.dismiss-end-state", level: 3, summary: "After a dismissal the views are exactly where an unanimated dismissal leaves them (the dismissed view removed).",
            proves: "Dismissing with the animator leaves the screen as UIKit's own dismissal would.", scope: .animator
        ) { subject in
            try check(subject, dismissing: true)
        },
    ]
}
