import ArgumentParser
import Foundation
import SegueHost

/// The options every command that loads plugins shares.
struct PluginOptions: ParsableArguments {
    @Option(
        name: .customLong("plugin-path"),
        help: ArgumentHelp(
            "A folder to look for plugin .so files in, before SEGUE_PLUGIN_PATH and the standard folders (repeatable).",
            valueName: "DIR"),
        completion: .directory)
    var pluginPaths: [String] = []

    @Flag(
        name: .customLong("allow-insecure-plugin-path"),
        help: ArgumentHelp(
            "Also load plugin folders and libraries that other users can write to (world-writable, or owned by someone "
                + "other than you or root). Risky: anyone who can write there can run code as you. Without it they are "
                + "refused with a warning."))
    var allowInsecurePluginPath = false

    @Option(
        name: .customLong("plugin-timeout"),
        help: ArgumentHelp(
            "Seconds a plugin process may take to load one library or answer one call before it is stopped as hung "
                + "(0.05 to 600; "
                + "default 2 per call and 5 per library loaded).",
            valueName: "SECONDS"))
    var pluginTimeout: Double?

    func validate() throws {
        // A folder option given a library: say which folder to pass rather than warn later that
        // the "folder" cannot be read. One meaning per option: folders are searched, files are not.
        for path in pluginPaths where FileProblem.isFile(path) {
            let folder = ShellWord.quoted(FileProblem.parentFolder(of: path))
            throw ValidationError(
                "--plugin-path '\(path)' is a file; pass its folder (--plugin-path \(folder)), where every .so is "
                    + "searched"
            )
        }
        if let pluginTimeout, !PluginIsolation.callTimeoutRange.contains(pluginTimeout) {
            throw ValidationError("--plugin-timeout \(pluginTimeout) is out of range; give from 0.05 to 600 seconds")
        }
    }

    /// How plugin processes are started: through this `segue`, with `--plugin-timeout` for both
    /// loading and calls when given, else the defaults (PluginIsolation).
    var isolation: PluginIsolation {
        .segue(
            callTimeout: pluginTimeout ?? PluginIsolation.defaultCallTimeout,
            loadTimeout: pluginTimeout ?? PluginIsolation.defaultLoadTimeout)
    }

    /// The standard search path with these folders first, refusing insecure folders and
    /// libraries unless `--allow-insecure-plugin-path`.
    var searchPath: PluginSearchPath {
        .standard(pluginPaths: pluginPaths, allowInsecure: allowInsecurePluginPath)
    }

    /// What to do when no plugin was found, worded for how this `segue` was made: from a source
    /// checkout (build the bundled plugins) or installed (put plugins in the plugin folder).
    static var noPluginsHint: String {
        if let checkout = SourceCheckout.containingRunningExecutable() {
            return "build the bundled plugins with `swift build` in \(checkout.path), or pass --plugin-path DIR"
        }
        let installed = PluginSearchPath.installedPluginFolder().map { "\($0) or " } ?? ""
        return "put plugin .so files in \(installed)~/.local/lib/segue/plugins, or pass --plugin-path DIR"
    }
}
