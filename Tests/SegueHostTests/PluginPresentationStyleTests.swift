import SegueABI
import SegueEngine
import SegueKit
import SegueScenario
import Testing

@testable import SegueHost

/// Wraps an animator and records the presentation style of every context it animates in.
private final class StyleRecorder: AnimatedTransitioning {
    let inner: AnimatedTransitioning
    private(set) var styles: [ModalPresentationStyle] = []
    init(_ inner: AnimatedTransitioning) { self.inner = inner }
    func transitionDuration(using context: ContextTransitioning?) -> Double { inner.transitionDuration(using: context) }
    func animateTransition(using context: ContextTransitioning) {
        styles.append(context.presentationStyle)
        inner.animateTransition(using: context)
    }
    func animationEnded(_ transitionCompleted: Bool) { inner.animationEnded(transitionCompleted) }
}

extension HostTests {
    @Suite("The presentation style a plugin reads")
    struct PluginPresentationStyleTests {
        // Source: UIViewControllerTransitionCoordinator.h, the coordinator context's
        // `presentationStyle` (UIModalPresentationNone for a transition that is not a modal
        // presentation or dismissal), and include/segue/context.h's `presentation_style`.
        static let cases: [(ModalPresentationStyle, PluginOperation, segue_presentation_style_t)] = [
            (.none, .push, SEGUE_STYLE_NONE), (.none, .pop, SEGUE_STYLE_NONE), (.none, .tab, SEGUE_STYLE_NONE),
            (.custom, .container, SEGUE_STYLE_NONE),
            // A context's own .none reads as none whatever the animator was made for.
            (.none, .present, SEGUE_STYLE_NONE),
            (.pageSheet, .present, SEGUE_STYLE_PAGE_SHEET), (.formSheet, .dismiss, SEGUE_STYLE_FORM_SHEET),
            (.custom, .present, SEGUE_STYLE_CUSTOM),
        ]

        @Test(
            "presentation_style is SEGUE_STYLE_NONE outside modal transitions, the modal style inside", arguments: cases
        )
        func styleThroughTheABI(
            style: ModalPresentationStyle, operation: PluginOperation, expected: segue_presentation_style_t
        ) throws {
            let harness = try ServiceHarness(presentationStyle: style, operation: operation)
            #expect(harness.services.presentation_style(harness.context) == Int32(expected.rawValue))
        }

        @Test("a plugin animating a navigation push or a tab switch is handed a context whose style is .none")
        func pluginNavigationContextIsNone() throws {
            let registry = PluginRegistry(searchPath: try BuiltLibraries.bundledSearchPath())
            let available = try #require(registry.animator(named: "diagonal"))
            for operation in [PluginOperation.push, .tab] {
                var recorders: [StyleRecorder] = []
                let recording = try TransitionScenario(operation: operation).run { operation in
                    let recorder = StyleRecorder(try registry.makeAnimator(available, operation: operation))
                    recorders.append(recorder)
                    return recorder
                }
                #expect(recording.completed == true, "\(operation)")
                #expect(recorders.flatMap(\.styles) == [ModalPresentationStyle.none], "\(operation)")
            }
        }
    }
}
