import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import Testing

extension HostTests {
    /// The catalogue driven as VCTransitionsLibrary's demo drives it: Cube, Pan and Turn swiped
    /// across the container, Portal pinched closed, each finished and cancelled.
    @Suite("Catalogue animators follow a horizontal pan or a pinch, and finish or cancel by the release rule")
    struct CatalogueGestureTests {
        /// A swipe past half the width and one that stops short and slows down.
        static let swipes = (
            finishing: "hpan:-0.2@0.1,-0.6@0.3,release", cancelling: "hpan:-0.1@0.1,-0.15@0.3,release@0.6"
        )
        /// A pinch past half closed and one that barely closes.
        static let pinches = (
            finishing: "pinch:0.8@0.1,0.4@0.3,release", cancelling: "pinch:0.9@0.1,0.85@0.3,release@0.6"
        )

        /// `id` dismissing under `gesture`.
        private func dismiss(_ id: String, _ gesture: String) throws -> ScenarioRecording {
            try BundledPlugins.run(
                id, TransitionScenario(operation: .dismiss, gesture: try InteractiveGesture(parsing: gesture)))
        }

        @Test(
            "finish ends where the plain dismissal does; cancel restores the first frame",
            arguments: [
                ("cube", swipes.finishing, swipes.cancelling), ("pan", swipes.finishing, swipes.cancelling),
                ("turn", swipes.finishing, swipes.cancelling), ("portal", pinches.finishing, pinches.cancelling),
            ])
        func finishAndCancel(id: String, finishing: String, cancelling: String) throws {
            let plain = try BundledPlugins.run(id, TransitionScenario(operation: .dismiss))
            let finished = try dismiss(id, finishing)
            #expect(finished.completed == true && finished.diagnostics.isEmpty, "\(id): \(finished.diagnostics)")
            #expect(
                finished.frames.last.map { RenderTreeSnapshot(views: $0.views) }
                    == plain.frames.last.map { RenderTreeSnapshot(views: $0.views) })
            let cancelled = try dismiss(id, cancelling)
            #expect(cancelled.cancelled && cancelled.finished && cancelled.diagnostics.isEmpty, "\(id)")
            let first = try #require(cancelled.frames.first)
            let last = try #require(cancelled.frames.last)
            #expect(
                RenderTreeSnapshot(views: last.views).differences(from: RenderTreeSnapshot(views: first.views)) == [],
                "\(id) cancel")
        }
    }
}
