import ArgumentParser
import SegueHost

/// `segue plugin-host` (hidden): the plugin process behind isolation. It loads the libraries the
/// host names and calls their plugins, forwarding every service they call to the host over the
/// socket it inherits. Its output is the host's to capture; a flood ends it with SIGXFSZ.
struct PluginHostCommand: WorkerCommand {
    static let configuration = CommandConfiguration(
        commandName: WorkerLaunch.pluginHostCommand, abstract: "Load and call plugins for another segue process.",
        shouldDisplay: false)

    @Argument(parsing: .captureForPassthrough, help: "What the host wrote (WorkerLaunch).")
    var options: [String] = []

    /// Serves at once when `arguments` are a plugin process's launch, sparing every plugin process
    /// the argument parser's start-up; nil for anything else, which the parser then handles.
    static func runIfRequested(_ arguments: [String]) -> Int32? {
        guard let launch = WorkerLaunch(arguments: arguments.dropFirst()), case .pluginHost = launch else { return nil }
        return launch.run()
    }
}
