import ArgumentParser
import SegueHost

/// The options every command that loads plugins shares.
struct PluginOptions: ParsableArguments {
    @Option(
        name: .customLong("plugin-path"),
        help: ArgumentHelp(
            "A folder to look for plugin .so files in, before SEGUE_PLUGIN_PATH and the standard folders (repeatable).",
            valueName: "DIR"))
    var pluginPaths: [String] = []

    /// Loads every plugin on the standard search path with these folders first, printing each
    /// load diagnostic on standard error.
    func loadRegistry() -> PluginRegistry {
        let registry = PluginRegistry(searchPath: .standard(pluginPaths: pluginPaths))
        for diagnostic in registry.diagnostics {
            StandardError.warning("\(diagnostic)")
        }
        return registry
    }
}
