import SegueEngine
import SegueHost
import SegueKit

/// The test that the animator's views are where UIKit's rule puts them during a transition, and
/// that it changes nothing it was not handed (`ViewPlacementWatch` states the rule).
enum ViewPlacementTests {
    /// The styles checked: two that move the presenter's view into the container (its view is
    /// the from-view on present, the to-view on dismiss) and four that keep it where it is (the
    /// context answers nil), each in a window where it does not adapt to full screen.
    static let styles: [(ModalPresentationStyle, Size)] = [
        (.fullScreen, Size(width: 400, height: 800)), (.currentContext, Size(width: 400, height: 800)),
        (.overFullScreen, Size(width: 400, height: 800)), (.overCurrentContext, Size(width: 400, height: 800)),
        (.custom, Size(width: 400, height: 800)), (.formSheet, Size(width: 1024, height: 768)),
    ]

    /// The most frames a checked transition may take (30 s at 60 fps).
    static let frameLimit = 1800

    static let all: [ValidationTest] = [viewsWhereTheRuleSays]

    static let viewsWhereTheRuleSays = ValidationTest(
        id: "transitions.views-where-the-rule-says", level: 3,
        summary:
            "At every frame of a presentation and a dismissal, in six styles, the from- and to-views are in the "
            + "container (or in no hierarchy) and nothing outside the container changed, the presenter's view the "
            + "context answered nil for included.",
        proves:
            "The animator works in the container UIKit gives it and leaves alone the views the context does not hand "
            + "it.",
        scope: .animator
    ) { subject in
        for operation in try LifecycleTests.claimedOperations(subject, among: LifecycleTests.modal) {
            for (style, size) in styles {
                if let violation = try firstViolation(subject, operation, style: style, size: size) {
                    return .failed(
                        expected:
                            "the views where UIKit's rule puts them at every frame of the \(operation.rawValue) with "
                            + "style \(style.rawValue)",
                        got: PrintableText.escaped(violation, oneLine: true),
                        hint:
                            "animate only the container, the views view_for_key hands out and views you create; when "
                            + "it answers SEGUE_NO_HANDLE, leave that side's view alone"
                    )
                }
            }
        }
        return .passed
    }

    /// Runs `operation` in `style` with a fresh animator, checking after every frame; answers the
    /// first broken rule, or nil.
    private static func firstViolation(
        _ subject: ValidationSubject, _ operation: PluginOperation, style: ModalPresentationStyle, size: Size
    ) throws -> String? {
        let scene = ProbeScene(for: operation, size: size, style: style)
        let watch = ViewPlacementWatch(try subject.makeAnimator(operation))
        try scene.start(operation, with: watch)
        var frames = 0
        repeat {
            scene.clock.advance(frames: 1, framesPerSecond: 60)
            frames += 1
            watch.check(when: "at frame \(frames)")
        } while watch.isAnimating && watch.violation == nil && frames < frameLimit
        scene.settle()
        return watch.violation
    }
}
