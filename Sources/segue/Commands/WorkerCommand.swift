import ArgumentParser
import SegueConformance
import SegueHost

/// A hidden command a worker process runs: its options are what `WorkerLaunch` wrote, and only
/// `WorkerLaunch` reads them.
protocol WorkerCommand: ParsableCommand {
    /// Everything after the command's name, as the parent passed it.
    var options: [String] { get }
}

extension WorkerCommand {
    func run() throws {
        let command = Self.configuration.commandName ?? ""
        guard let launch = WorkerLaunch(arguments: [command] + options) else {
            throw ValidationError("\(command) is started by segue itself, with the options it writes")
        }
        let status = launch.run()
        if status != 0 { throw ExitCode(status) }
    }
}

extension WorkerLaunch {
    /// Runs the worker this launch describes in this process; answers its exit status.
    func run() -> Int32 {
        switch self {
        case .pluginHost(let socket, let outputLimit):
            PluginHostWorker.run(socket: socket, outputLimit: outputLimit)
        case .validation(let file, let seed, let socket, let board):
            ValidationWorker.serve(file: file, seed: seed, socket: socket, board: board)
        }
    }
}
