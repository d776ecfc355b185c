import ArgumentParser

/// `segue plugin`: tools for plugin authors.
struct PluginCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugin",
        abstract: "Tools for writing animator plugins.",
        subcommands: [PluginNewCommand.self, PluginImportCommand.self])
}
