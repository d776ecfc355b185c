import Foundation
import SegueKit
import SegueScenario
import Testing

@testable import SegueHost

extension HostTests {
    @Suite("Plugin parameters through libffi")
    struct PluginParameterTests {
        private func fixtureRegistry() throws -> PluginRegistry {
            PluginRegistry(
                searchPath: PluginSearchPath(folders: [
                    .init(path: try BuiltLibraries.folder(with: ["libSegueFixtureMisbehaving.so"]))
                ]))
        }

        @Test("double, int64 and bool parameters round-trip through their C accessors")
        func roundTrip() throws {
            let registry = try fixtureRegistry()
            let available = try #require(registry.animator(named: "org.segue.fixture.parameters"))
            #expect(available.descriptor.parameters.map(\.kind) == [.double, .int64, .bool])
            let animator = try registry.makeAnimator(available, operation: .present)
            #expect(animator.parameterValue("speed") == 1)
            #expect(animator.parameterValue("count") == 3)
            #expect(animator.parameterValue("enabled") == 1)
            try animator.setParameter("speed", to: 2.5)
            try animator.setParameter("count", to: 42)
            try animator.setParameter("enabled", to: 0)
            #expect(animator.parameterValue("speed") == 2.5)
            #expect(animator.parameterValue("count") == 42)
            #expect(animator.parameterValue("enabled") == 0)
            // One prepared call interface per C signature, reused: 3 getters and 3 setters.
            _ = animator.parameterValue("speed")
            try animator.setParameter("speed", to: 3)
            #expect(registry.parameterCalls.preparedInterfaceCount == 6)
        }

        @Test("values given at creation are applied; out-of-range and unknown parameters are refused with a sentence")
        func creationParameters() throws {
            let registry = try fixtureRegistry()
            let available = try #require(registry.animator(named: "org.segue.fixture.parameters"))
            let animator = try registry.makeAnimator(
                available, operation: .present, parameters: ["count": 7, "enabled": 0])
            #expect(animator.parameterValue("count") == 7)
            #expect(animator.parameterValue("enabled") == 0)
            #expect(throws: PluginAnimatorError("parameter count must lie between 0 and 100; 101 is out of range")) {
                try animator.setParameter("count", to: 101)
            }
            #expect(animator.parameterValue("count") == 7, "a refused value changes nothing")
            let unknown = #expect(throws: PluginAnimatorError.self) { try animator.setParameter("colour", to: 1) }
            #expect(unknown?.description.contains("it takes speed, count, enabled") == true)
        }

        @Test("command-line text parses into the declared type and is checked against the range")
        func parsing() throws {
            let registry = try fixtureRegistry()
            let parameters = try #require(registry.animator(named: "org.segue.fixture.parameters")).descriptor
                .parameters
            let (speed, count, enabled) = (parameters[0], parameters[1], parameters[2])
            #expect(try speed.value(parsing: "2.25") == 2.25)
            #expect(throws: ParameterError.self) { try speed.value(parsing: "fast") }
            #expect(throws: ParameterError.self) { try speed.value(parsing: "nan") }
            #expect(throws: ParameterError.self) { try speed.value(parsing: "11") }
            #expect(try count.value(parsing: "12") == 12)
            #expect(throws: ParameterError.self) { try count.value(parsing: "1.5") }
            #expect(try enabled.value(parsing: "false") == 0)
            #expect(try enabled.value(parsing: "YES") == 1)
            #expect(throws: ParameterError.self) { try enabled.value(parsing: "maybe") }
        }

        @Test("a bundled plugin's duration parameter changes the transition it runs")
        func durationChangesTheRun() throws {
            let registry = PluginRegistry(searchPath: try BuiltLibraries.bundledSearchPath())
            let available = try #require(registry.animator(named: "diagonal"))
            let recording = try TransitionScenario().run { operation in
                try registry.makeAnimator(available, operation: operation, parameters: ["duration": 0.8])
            }
            #expect(recording.duration == 0.8)
            #expect(recording.completed == true)
            let end = try #require(recording.events.first { $0.name == "context.completeTransition(_:)" })
            #expect(
                abs(end.time - (0.8 + 1.0 / 60)) < 1.0 / 60 + 1e-9,
                "completes one frame after start plus 0.8 s, at \(end.time)")
        }
    }
}
