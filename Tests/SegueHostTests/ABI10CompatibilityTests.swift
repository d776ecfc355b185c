import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import Testing

extension HostTests {
    /// A plugin binary compiled against the ABI 1.0 headers (the BuiltAgainstABI10 fixture, the
    /// well-behaved fixture animator) loads and animates on this 1.1 host unchanged, in process
    /// and isolated, exactly as the same animator compiled against 1.1 does.
    @Suite("An ABI 1.0 plugin runs unchanged on a 1.1 host")
    struct ABI10CompatibilityTests {
        /// A registry of the fixture `name`, in process or in a plugin process of its own.
        private func registry(_ name: String, isolated: Bool) throws -> PluginRegistry {
            let isolation =
                try isolated
                ? PluginIsolation(
                    executable: try #require(BuiltLibraries.directory) + "/segue", forksWhenPossible: false) : nil
            return PluginRegistry(
                libraries: [try BuiltLibraries.path("libSegueFixture\(name).so")], isolation: isolation)
        }

        /// The fixture `name`'s recording of `operation`.
        private func record(_ name: String, _ operation: PluginOperation, isolated: Bool) throws -> ScenarioRecording {
            let registry = try registry(name, isolated: isolated)
            let available = try #require(registry.animators.first)
            return try TransitionScenario(operation: operation).run {
                try registry.makeAnimator(available, operation: $0)
            }
        }

        @Test("the binary declares 1.0 and the host accepts it")
        func declaresTheOldMinor() throws {
            let library = try #require(try registry("BuiltAgainstABI10", isolated: false).animators.first?.library)
            #expect(library.abiVersion == SemanticVersion(major: 1, minor: 0, patch: 0))
            #expect(PluginLibrary.hostABIVersion.minor >= 1)
        }

        @Test("present and dismiss match the 1.1 build frame for frame", arguments: [false, true])
        func matchesTheNewBuild(isolated: Bool) throws {
            for operation in [PluginOperation.present, .dismiss] {
                let old = try record("BuiltAgainstABI10", operation, isolated: isolated)
                let new = try record("WellBehaved", operation, isolated: isolated)
                #expect(old.completed == true && old.diagnostics.isEmpty, "\(operation): \(old.diagnostics)")
                #expect(old.frames.map(\.views) == new.frames.map(\.views), "\(operation) isolated \(isolated)")
            }
        }
    }
}
