import Foundation
import SegueEngine
import SegueKit
import SegueScenario
import Synchronization
import Testing

@testable import SegueHost

extension HostTests {
    /// An isolated plugin's proxy answers some context calls itself and sends them in batches
    /// (ForwardedCallBatch); the rule is that no plugin can tell: the statuses it reads, the
    /// refusals the host reports and blames on it, and the frames are those of the plugin in process.
    @Suite("Batched context calls change nothing a plugin observes or the host reports")
    struct BatchedForwardingTests {
        /// What one run of the BatchEdges fixture showed: its status lines, the host's
        /// diagnostics of the animator, and the window after each transition.
        struct Observed: Equatable {
            var lines: [String] = []
            var diagnostics: [String] = []
            var windows: [RenderTreeSnapshot] = []
        }

        private static func registry(isolated: Bool) throws -> PluginRegistry {
            let isolation =
                try isolated
                ? PluginIsolation(
                    executable: try #require(BuiltLibraries.directory) + "/segue", forksWhenPossible: false) : nil
            return PluginRegistry(
                libraries: [try BuiltLibraries.path("libSegueFixtureBatchEdges.so")], isolation: isolation)
        }

        /// Presents then dismisses with one BatchEdges animator, so the second transition also
        /// tries the first one's (stale) snapshot handle.
        private static func observe(isolated: Bool) throws -> Observed {
            let registry = try registry(isolated: isolated)
            let available = try #require(
                registry.animator(named: "org.segue.fixture.batch-edges"), "\(registry.diagnostics)")
            let animator = try registry.makeAnimator(available, operation: .present)
            let scene = try GrabScene(operation: .present, animator: animator)
            scene.interactive = false
            var observed = Observed()
            try scene.first.present(scene.second, animated: true)
            scene.clock.advance(frames: 30, framesPerSecond: 60)
            observed.windows.append(scene.snapshot)
            try scene.second.dismiss(animated: true)
            scene.clock.advance(frames: 30, framesPerSecond: 60)
            observed.windows.append(scene.snapshot)
            observed.lines = registry.host.messages.map(\.text).filter {
                $0.hasPrefix("animate:") || $0.hasPrefix("completion:")
            }
            // Handles carry the transition's serial, which counts every transition in the test
            // process, so they are compared without it.
            observed.diagnostics = animator.diagnostics.map { $0.message.replacing(/0x[0-9a-f]+/, with: "HANDLE") }
            return observed
        }

        @Test("the plugin reads the same statuses and the host reports the same refusals, in process and isolated")
        func sameStatusesAndRefusals() throws {
            let local = try Self.observe(isolated: false)
            let served = ForwardedContextCall.batchedCallsServed.load(ordering: .relaxed)
            let isolated = try Self.observe(isolated: true)
            // Each transition's three batchable calls travel batched.
            #expect(ForwardedContextCall.batchedCallsServed.load(ordering: .relaxed) - served >= 6)
            #expect(local.lines.count == 4, "\(local.lines)")
            // The three batchable calls succeed; the six after them are each refused (BatchEdges.c).
            for line in local.lines where line.hasPrefix("animate:") {
                let statuses = line.split(separator: " ").suffix(9).compactMap { Int($0) }
                #expect(
                    statuses.count == 9 && statuses.prefix(3).allSatisfy { $0 == 0 }
                        && statuses.suffix(6).allSatisfy { $0 != 0 }, "\(line)")
            }
            // A call after complete_transition is refused as out of state, not answered by the proxy.
            #expect(
                local.lines.filter { $0.hasPrefix("completion:") }.allSatisfy { !$0.hasSuffix("late set 0") },
                "\(local.lines)")
            #expect(local.diagnostics.count >= 12, "\(local.diagnostics)")
            #expect(isolated.lines == local.lines)
            #expect(isolated.diagnostics == local.diagnostics)
            #expect(isolated.windows == local.windows)
        }

        @Test("a plugin process killed with calls still batched is survived: the transition is cancelled and blamed")
        func killedMidBatch() throws {
            let registry = try Self.registry(isolated: true)
            let available = try #require(registry.animator(named: "org.segue.fixture.batch-edges-then-crash"))
            let recording = try TransitionScenario(operation: .present).run {
                try registry.makeAnimator(available, operation: $0)
            }
            #expect(recording.cancelled && !recording.completedByWatchdog)
            #expect(
                recording.diagnostics.contains {
                    $0.contains("batch-edges-then-crash") && $0.contains("crashed in its animate_transition")
                },
                "\(recording.diagnostics)")
            // The host goes on: the dead process's registry refuses new animators with an error,
            // and a new plugin process runs the library's other animator to its end.
            let other = try #require(registry.animator(named: "org.segue.fixture.batch-edges"))
            #expect(throws: PluginAnimatorError.self) { try registry.makeAnimator(other, operation: .present) }
            let fresh = try Self.registry(isolated: true)
            let next = try #require(fresh.animator(named: "org.segue.fixture.batch-edges"))
            let after = try TransitionScenario(operation: .present).run { try fresh.makeAnimator(next, operation: $0) }
            #expect(after.completed == true && !after.completedByWatchdog, "\(after.diagnostics)")
        }
    }
}
