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
        let status = Self.serve(socket: socket, outputLimit: outputLimit)
        if status != 0 { throw ExitCode(status) }
    }

    private static func serve(socket: Int32, outputLimit: UInt64) -> Int32 {
        _ = segue_limit_file_size(outputLimit)
        return PluginHostWorker.run(socket: socket)
    }

    /// Serves at once when `arguments` are exactly what the host passes
    /// (`plugin-host --socket N --output-limit BYTES`), sparing every plugin process the
    /// argument parser's start-up; nil for anything else, which the parser then handles.
    static func runIfRequested(_ arguments: [String]) -> Int32? {
        guard arguments.count == 6, arguments[1] == configuration.commandName, arguments[2] == "--socket",
            let socket = Int32(arguments[3]), arguments[4] == "--output-limit", let limit = UInt64(arguments[5])
        else { return nil }
        return serve(socket: socket, outputLimit: limit)
    }
}
