import ArgumentParser
import SegueHost

/// How the commands that run plugins (`run`, `gallery`) run them: each library in a plugin
/// process of its own (the default), or in this process.
struct IsolationOptions: ParsableArguments {
    @Flag(
        name: .customLong("in-process"),
        help: "Run plugins inside this process instead of a plugin process of their own: faster, and easier to debug, but a crashing or hanging plugin then takes segue down with it.")
    var inProcess = false

    @Option(
        name: .customLong("plugin-timeout"),
        help: ArgumentHelp(
            "Seconds one call into an isolated plugin may take before it is stopped as hung (0.05 to 600).", valueName: "SECONDS"))
    var pluginTimeout: Double = 10

    func validate() throws {
        guard PluginIsolation.callTimeoutRange.contains(pluginTimeout) else {
            throw ValidationError("--plugin-timeout \(pluginTimeout) is out of range; give from 0.05 to 600 seconds")
        }
    }

    /// The isolation to run plugins with, or nil for `--in-process`.
    var isolation: PluginIsolation? {
        inProcess ? nil : PluginIsolation.segue(callTimeout: pluginTimeout)
    }

    /// A registry of exactly `files`, each loaded in a plugin process (or here, `--in-process`).
    func registry(for files: [String]) -> PluginRegistry {
        let registry = PluginRegistry(libraries: files, isolation: isolation)
        for diagnostic in PluginDiagnostic.summarised(registry.diagnostics) {
            StandardError.warning("\(diagnostic)")
        }
        return registry
    }
}

extension PluginIsolation {
    /// Isolation through this very `segue` executable.
    static func segue(callTimeout: Double = 10) -> PluginIsolation {
        PluginIsolation(executable: PluginSearchPath.runningExecutablePath() ?? CommandLine.arguments[0], callTimeout: callTimeout)
    }
}
