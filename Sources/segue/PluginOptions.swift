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

    /// The animator called `name` in `registry`, or a failure naming the closest ids.
    func animator(named name: String, in registry: PluginRegistry) throws -> AvailableAnimator {
        guard let available = registry.animator(named: name) else {
            let closest = registry.closestMatches(to: name)
            throw CommandFailure(
                "no animator named '\(name)'"
                    + (closest.isEmpty ? "; no plugins were found, so build them with `swift build` or pass --plugin-path DIR"
                        : "; closest: \(closest.joined(separator: ", ")) (run `segue list` for all)"))
        }
        return available
    }
}
