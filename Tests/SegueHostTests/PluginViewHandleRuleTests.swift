import SegueABI
import SegueEngine
import SegueKit
import SegueScenario
import Testing

@testable import SegueHost

extension HostTests {
    /// Source: include/segue/context.h, the header comment of `view_for_key` (SEGUE_NO_HANDLE
    /// exactly where UIKit's `view(forKey:)` answers nil), which follows
    /// UIViewControllerTransitioning.h's `view(forKey:)` and UIPresentationController.h's
    /// `shouldRemovePresentersView`.
    @Suite("view_for_key answers SEGUE_NO_HANDLE exactly where the context answers nil")
    struct PluginViewHandleRuleTests {
        /// The presentation styles, whether each removes the presenter's view, and a window in which it does not adapt.
        static let styles: [(ModalPresentationStyle, Bool, Size)] = [
            (.fullScreen, true, Size(width: 400, height: 800)), (.currentContext, true, Size(width: 400, height: 800)),
            (.overFullScreen, false, Size(width: 400, height: 800)),
            (.overCurrentContext, false, Size(width: 400, height: 800)),
            (.custom, false, Size(width: 400, height: 800)), (.formSheet, false, Size(width: 1024, height: 768)),
        ]

        /// Asks the host's own `view_for_key` for both sides of the real context it is handed,
        /// through a session as a plugin animator's would be, then ends the transition at once.
        final class HandleProbe: AnimatedTransitioning, TransitioningDelegate {
            let registry: PluginRegistry
            let owner: PluginAnimator
            let operation: PluginOperation
            /// The view behind each side's handle (nil for SEGUE_NO_HANDLE), and the statuses.
            private(set) var views: [TransitionKey: View] = [:]
            private(set) var statuses: [segue_status_t] = []

            init(operation: PluginOperation) throws {
                (registry, owner) = try ServiceHarness.owner(for: operation)
                self.operation = operation
            }

            func animationController(
                forPresented presented: ViewController, presenting: ViewController, source: ViewController
            ) -> AnimatedTransitioning? { self }
            func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { self }
            func transitionDuration(using context: ContextTransitioning?) -> Double { 0 }

            func animateTransition(using context: ContextTransitioning) {
                let session = PluginTransitionSession(context: context, operation: operation, owner: owner)
                registry.host.serve(engine: context.engine)
                for (key, raw) in [(TransitionKey.from, SEGUE_KEY_FROM), (.to, SEGUE_KEY_TO)] {
                    var handle: segue_view_t = 0
                    statuses.append(session.raw.pointee.view_for_key(session.raw, Int32(raw.rawValue), &handle))
                    views[key] = handle == 0 ? nil : try? session.view(handle)
                }
                // Unanimated: the presented view in place, or gone.
                if operation == .present, let to = context.view(forKey: .to),
                    let controller = context.viewController(forKey: .to)
                {
                    to.frame = context.finalFrame(for: controller)
                    context.containerView.addSubview(to)
                } else {
                    context.view(forKey: .from)?.removeFromSuperview()
                }
                context.completeTransition(true)
            }
        }

        @Test("present and dismiss in six styles, in process", arguments: styles)
        func handlesFollowTheRule(style: ModalPresentationStyle, removes: Bool, size: Size) throws {
            let engine = AnimationEngine()
            let clock = VirtualClock(engine: engine)
            let window = Window(engine: engine, size: size)
            let first = ViewController(engine: engine, title: "First")
            let second = ViewController(engine: engine, title: "Second")
            window.rootViewController = first
            second.modalPresentationStyle = style
            let presenting = try HandleProbe(operation: .present)
            let dismissing = try HandleProbe(operation: .dismiss)
            second.transitioningDelegate = presenting
            try first.present(second, animated: true)
            clock.runUntilIdle(framesPerSecond: 60, limit: 5)
            second.transitioningDelegate = dismissing
            try second.dismiss(animated: true)
            clock.runUntilIdle(framesPerSecond: 60, limit: 5)
            withExtendedLifetime((presenting, dismissing)) {}
            #expect((presenting.statuses + dismissing.statuses).allSatisfy { $0 == SEGUE_OK })
            #expect(presenting.views[.from] === (removes ? first.view : nil), "the presenter's view on present")
            #expect(presenting.views[.to] === second.view)
            #expect(dismissing.views[.from] === second.view)
            #expect(dismissing.views[.to] === (removes ? first.view : nil), "the presenter's view on dismiss")
        }

        /// The shared fixture animator's dismissal inserts the to-view it is handed into the
        /// container (Fixtures/Support/broken_animator.h), so a handle where there should be
        /// none would pull First into the container.
        private func dismissal(_ style: ModalPresentationStyle, isolated: Bool) throws -> ScenarioRecording {
            let isolation =
                try isolated
                ? PluginIsolation(
                    executable: try #require(BuiltLibraries.directory) + "/segue", forksWhenPossible: false) : nil
            let registry = PluginRegistry(
                libraries: [try BuiltLibraries.path("libSegueFixtureWellBehaved.so")], isolation: isolation)
            let available = try #require(registry.animators.first, "\(registry.diagnostics)")
            var scenario = TransitionScenario(operation: .dismiss)
            scenario.presentationStyle = style
            return try scenario.run { try registry.makeAnimator(available, operation: $0) }
        }

        @Test(
            "a plugin, in process and isolated, gets no handle for the presenter's view when the style keeps it",
            arguments: [
                (ModalPresentationStyle.overFullScreen, false), (.fullScreen, true),
            ])
        func pluginSeesTheRule(style: ModalPresentationStyle, inContainer: Bool) throws {
            for isolated in [false, true] {
                let recording = try dismissal(style, isolated: isolated)
                #expect(recording.completed == true, "\(recording.diagnostics)")
                // After the first frame (before the dismissal began), while the container is there.
                let during = recording.frames.dropFirst().filter { $0.views.contains { $0.name == "container" } }
                #expect(!during.isEmpty)
                for frame in during {
                    let container = try #require(frame.views.first { $0.name == "container" })
                    let first = try #require(frame.views.first { $0.name == "First" })
                    #expect((first.superview == container.id) == inContainer, "isolated: \(isolated)")
                }
            }
        }
    }
}
