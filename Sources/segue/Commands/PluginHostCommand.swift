import ArgumentParser
import CSegueProcess
import SegueHost

/// `segue plugin-host` (hidden): the plugin process behind isolation. It loads the libraries the
/// host names and calls their plugins, forwarding every service they call to the host over the
/// socket it inherits. Its output is the host's to capture; a flood ends it with SIGXFSZ.
struct PluginHostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugin-host", abstract: "Load and call plugins for another segue process.", shouldDisplay: false)

    @Option(help: "The descriptor of the socket to the host.")
    var socket: Int32

    @Option(name: .customLong("output-limit"), help: "The most bytes this process may write to its output.")
    var outputLimit: UInt64 = 64 << 20

    func run() throws {
        _ = segue_limit_file_size(outputLimit)
        let status = PluginHostWorker.run(socket: socket)
        if status != 0 { throw ExitCode(status) }
    }
}
