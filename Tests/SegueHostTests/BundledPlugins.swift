import SegueHost
import SegueScenario
import Testing

/// The bundled plugins beside the tests, loaded once for every suite that runs them through a
/// scenario (the catalogue suites share it rather than each loading its own registry).
enum BundledPlugins {
    /// The registry of the build folder's bundled plugins, or nil when they were not found.
    // Global because the bundled libraries load once per process (a library loaded in process is
    // never unloaded) and the ABI lets a plugin be called from one thread only, so the HostTests
    // suites that share it run one test at a time; PluginRegistry is not Sendable.
    nonisolated(unsafe) static let registry: PluginRegistry? = (try? BuiltLibraries.bundledSearchPath()).map {
        PluginRegistry(searchPath: $0)
    }

    /// Runs `scenario` with the bundled plugin `id` (an id or name), its parameters set to `parameters`.
    static func run(_ id: String, _ scenario: TransitionScenario, parameters: [String: Double] = [:]) throws
        -> ScenarioRecording
    {
        let registry = try #require(registry)
        let available = try #require(registry.animator(named: id), "\(registry.diagnostics)")
        return try scenario.run { try registry.makeAnimator(available, operation: $0, parameters: parameters) }
    }
}
