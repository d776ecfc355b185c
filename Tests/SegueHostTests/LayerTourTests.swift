import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import Testing

extension HostTests {
    /// The LayerTour fixtures (C, and Swift with the SDK) call every ABI 1.1 service in each
    /// transition: each runs clean, shows what it asked for mid-transition, leaves nothing behind,
    /// and traces identically in process and isolated, and the two languages frame for frame.
    @Suite("A plugin using every 1.1 service runs the same in process and isolated")
    struct LayerTourTests {
        /// The fixture `name`'s recording of `operation`.
        private func record(_ name: String, _ operation: PluginOperation, isolated: Bool) throws -> ScenarioRecording {
            let isolation =
                try isolated
                ? PluginIsolation(
                    executable: try #require(BuiltLibraries.directory) + "/segue", forksWhenPossible: false) : nil
            let registry = PluginRegistry(libraries: [try BuiltLibraries.path(name)], isolation: isolation)
            let available = try #require(registry.animators.first, "\(registry.diagnostics)")
            return try TransitionScenario(operation: operation).run {
                try registry.makeAnimator(available, operation: $0)
            }
        }

        /// The C fixture and the Swift test plugin.
        static let libraries = ["libSegueFixtureLayerTour.so", "libSegueFixtureSwiftLayerTour.so"]

        @Test(
            "present and dismiss: clean, visible mid-way, tidy at the end, identical isolated", arguments: libraries,
            [PluginOperation.present, .dismiss])
        func tour(library: String, operation: PluginOperation) throws {
            let local = try record(library, operation, isolated: false)
            #expect(local.completed == true && local.diagnostics.isEmpty, "\(local.diagnostics)")
            let middle = try #require(local.frames.dropFirst(local.frames.count / 2).first)
            #expect(middle.views.contains { $0.name == "tour.shade" && $0.gradient?.stops.count == 2 })
            #expect(middle.views.filter { $0.snapshotContent != nil }.count == 3, "the whole snapshot and two halves")
            #expect(
                middle.views.contains {
                    $0.mask?.shape == .ellipse && $0.borderWidth > 0 && $0.clipsToBounds && $0.anchorPoint.x == 0
                })
            #expect(middle.views.contains { $0.sublayerTransform.m34 != 0 })
            let last = try #require(local.frames.last)
            #expect(!last.views.contains { $0.name == "tour.shade" || $0.snapshotContent != nil })
            #expect(
                last.views.allSatisfy {
                    $0.mask == nil && $0.borderWidth == 0 && $0.anchorPoint == Point(x: 0.5, y: 0.5)
                        && $0.sublayerTransform == .identity
                })
            let isolated = try record(library, operation, isolated: true)
            #expect(isolated.completed == true && isolated.diagnostics.isEmpty, "\(isolated.diagnostics)")
            #expect(isolated.frames.map(\.views) == local.frames.map(\.views))
        }

        @Test("the C and Swift tours draw the same frames", arguments: [PluginOperation.present, .dismiss])
        func languagesAgree(operation: PluginOperation) throws {
            let c = try record(Self.libraries[0], operation, isolated: false)
            let swift = try record(Self.libraries[1], operation, isolated: false)
            #expect(c.frames.map(\.views) == swift.frames.map(\.views))
        }
    }
}
