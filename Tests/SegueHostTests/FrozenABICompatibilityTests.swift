import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import Testing

extension HostTests {
    /// Plugin binaries compiled against the frozen headers of older minors (BuiltAgainstABI10 and
    /// BuiltAgainstABI11: the well-behaved fixture animator built against the ABI 1.0 and 1.1
    /// headers) load and animate on this host unchanged, in process and isolated, exactly as the
    /// same animator compiled against the current headers does.
    @Suite("Plugins built against ABI 1.0 and 1.1 run unchanged on this host")
    struct FrozenABICompatibilityTests {
        /// A fixture built against an older minor, with that minor.
        struct OldBuild: CustomTestStringConvertible, Sendable {
            /// The fixture's name.
            let fixture: String
            /// The minor it declares.
            let minor: Int
            /// "BuiltAgainstABI10".
            var testDescription: String { fixture }
        }

        static let oldBuilds = [
            OldBuild(fixture: "BuiltAgainstABI10", minor: 0), .init(fixture: "BuiltAgainstABI11", minor: 1),
        ]

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

        @Test("the binary declares its old minor and the host accepts it", arguments: oldBuilds)
        func declaresTheOldMinor(_ build: OldBuild) throws {
            let library = try #require(try registry(build.fixture, isolated: false).animators.first?.library)
            #expect(library.abiVersion == SemanticVersion(major: 1, minor: build.minor, patch: 0))
            #expect(PluginLibrary.hostABIVersion.minor > build.minor)
        }

        @Test(
            "present and dismiss match the current build frame for frame",
            arguments: oldBuilds, [false, true])
        func matchesTheNewBuild(_ build: OldBuild, isolated: Bool) throws {
            for operation in [PluginOperation.present, .dismiss] {
                let old = try record(build.fixture, operation, isolated: isolated)
                let new = try record("WellBehaved", operation, isolated: isolated)
                #expect(old.completed == true && old.diagnostics.isEmpty, "\(operation): \(old.diagnostics)")
                #expect(old.frames.map(\.views) == new.frames.map(\.views), "\(operation) isolated \(isolated)")
            }
        }
    }
}
