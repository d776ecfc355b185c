import ArgumentParser
import SegueHost

/// How the commands that run plugins (`run`, `gallery`) run them: each library in a plugin
/// process of its own (the default), or in this process.
struct IsolationOptions: ParsableArguments {
    @Flag(
        name: .customLong("in-process"),
        help: """
            Run plugins inside this process instead of a plugin process of their own: faster, and easier to debug, \
            but a crashing or hanging plugin then takes segue down with it.
            """
    )
    var inProcess = false

    /// A registry of exactly `files`, each loaded in a plugin process (or here, `--in-process`)
    /// with the time limit `plugins` gives.
    func registry(for files: [String], plugins: PluginOptions) -> PluginRegistry {
        if inProcess { InProcessPluginGuard.install(callTimeout: plugins.isolation.callTimeout) }
        let registry = PluginRegistry(libraries: files, isolation: inProcess ? nil : plugins.isolation)
        for diagnostic in PluginDiagnostic.summarised(registry.diagnostics) {
            StandardError.warning("\(diagnostic)")
        }
        return registry
    }
}

extension PluginIsolation {
    /// Isolation through this very `segue` executable.
    static func segue(
        callTimeout: Double = PluginIsolation.defaultCallTimeout,
        loadTimeout: Double = PluginIsolation.defaultLoadTimeout
    ) -> PluginIsolation {
        PluginIsolation(
            executable: PluginSearchPath.runningExecutablePath() ?? CommandLine.arguments[0], callTimeout: callTimeout,
            loadTimeout: loadTimeout)
    }
}
