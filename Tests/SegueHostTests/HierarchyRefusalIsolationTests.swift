import Foundation
import SegueEngine
import SegueKit
import SegueScenario
import Testing

@testable import SegueHost

extension HostTests {
    /// Source: include/segue/context.h, "What a plugin may change" ("These answers are the same
    /// in process and in a plugin process"): the hierarchy fixtures' refused changes are reported
    /// alike, and leave the same window, whether the plugin runs in process or isolated (where
    /// its proxy may batch calls, ForwardedCallBatch).
    @Suite("Refused hierarchy changes are the same in process and isolated")
    struct HierarchyRefusalIsolationTests {
        /// What one present-and-dismiss showed: the animator's diagnostics and the window after each.
        struct Observed: Equatable {
            var diagnostics: [String] = []
            var windows: [RenderTreeSnapshot] = []
        }

        /// Presents and dismisses with the fixture `name`'s animator (id `id`), in process or isolated.
        private static func observe(_ name: String, id: String, isolated: Bool) throws -> Observed {
            let isolation =
                try isolated
                ? PluginIsolation(
                    executable: try #require(BuiltLibraries.directory) + "/segue", forksWhenPossible: false) : nil
            let registry = PluginRegistry(
                libraries: [try BuiltLibraries.path("libSegueFixture\(name).so")], isolation: isolation)
            let available = try #require(registry.animator(named: id), "\(registry.diagnostics)")
            let animator = try registry.makeAnimator(available, operation: .present)
            let scene = try GrabScene(operation: .present, animator: animator)
            scene.interactive = false
            var observed = Observed()
            try scene.first.present(scene.second, animated: true)
            scene.clock.advance(frames: 40, framesPerSecond: 60)
            observed.windows.append(scene.snapshot)
            try scene.second.dismiss(animated: true)
            scene.clock.advance(frames: 40, framesPerSecond: 60)
            observed.windows.append(scene.snapshot)
            // Handles carry the transition's serial, which counts every transition in the process.
            observed.diagnostics = animator.diagnostics.map { $0.message.replacing(/0x[0-9a-f]+/, with: "HANDLE") }
            return observed
        }

        @Test(arguments: [
            (
                "MovesContainerIntoOwnView", "org.segue.fixture.moves-container-into-own-view",
                "the transition's container view"
            ),
            ("ChangesReadOnlyView", "org.segue.fixture.changes-read-only-view", "is not the plugin's to change"),
            ("WrapsPresentedView", "org.segue.fixture.wraps-presented-view", "wrapper"),
        ])
        func sameRefusalsAndWindows(name: String, id: String, says: String) throws {
            let local = try Self.observe(name, id: id, isolated: false)
            let isolated = try Self.observe(name, id: id, isolated: true)
            #expect(local.diagnostics.contains { $0.contains(says) }, "\(local.diagnostics)")
            #expect(local == isolated)
        }
    }
}
