import ArgumentParser
import Foundation
import Logging
import SegueHost

/// The `segue` command line: list, inspect, run and validate animator plugins, make new ones,
/// preview timing curves, benchmark.
@main
struct Segue: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "UIKit's custom view-controller transitions, headless, with animators as plugins.",
        discussion: """
            \(ExitStatus.helpText)

            Examples:
              segue list
              segue run --animator diagonal --operation dismiss --json
              segue plugin new Fade --lang c
              segue validate ./libFade.so --strictness 10
              segue curve ease-in-out --samples 5
              segue curve 'spring(damping-ratio=0.5,response=0.4)' --render spring.svg
            """,
        version: ToolVersion.description,
        subcommands: [
            ListCommand.self, RunCommand.self, InspectCommand.self, GalleryCommand.self, ValidateCommand.self,
            ValidateWorkerCommand.self, PluginHostCommand.self, PluginCommand.self, CurveCommand.self,
            BenchCommand.self,
            PreviewCommand.self,
            WatchCommand.self,
        ]
    )

    /// Parses the command line, applies its log level and runs the command; every error ends the
    /// process the same way (`report(_:)`).
    static func main() {
        // The plugin process starts once per scan and per isolated library: skip the parser.
        if let status = PluginHostCommand.runIfRequested(CommandLine.arguments) { Foundation.exit(status) }
        LoggingSystem.bootstrap { ConsoleLogHandler(label: $0) }
        if let failure = CommandSpelling.check(Array(CommandLine.arguments.dropFirst()), under: Segue.self) {
            report(failure)
        }
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            // An unknown option is the first thing to fix, whatever else the parse refused.
            let arguments = Array(CommandLine.arguments.dropFirst())
            if exitCode(for: error) != .success,
                let unknown = OptionSpelling.unknownOption(in: arguments, under: Segue.self)
            {
                report(unknown)
            }
            report(error)
        }
        do {
            (command as? LoggingCommand)?.logging.apply()
            try command.run()
        } catch {
            report(error)
        }
    }

    /// Prints `error` in the tool's one style and exits with its status: help and version on
    /// standard output with 0, everything else as "segue: error: …" on standard error.
    static func report(_ error: Error) -> Never {
        switch error {
        case let failure as CommandFailure:
            StandardError.write(TerminalStyle.error("segue: error:") + " \(failure.message)\n")
            Foundation.exit(failure.status.rawValue)
        case let code as ExitCode:
            Foundation.exit(code.rawValue)
        default:
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            // One line like every other error: argument-parser's sentence, then where help is.
            let full = fullMessage(for: error)
            let help =
                full.range(of: "See '[^']*'", options: .regularExpression).map { " (see \(full[$0].dropFirst(4)))" }
                ?? ""
            StandardError.write(TerminalStyle.error("segue: error:") + " \(message(for: error))\(help)\n")
            Foundation.exit(code.rawValue)
        }
    }
}

/// A command whose `--log-level` and `-v` apply before it runs.
protocol LoggingCommand: ParsableCommand {
    /// The command's logging options.
    var logging: LoggingOptions { get }
}

/// The tool's version, and the plugin ABI version it hosts.
enum ToolVersion {
    /// The `segue` tool's semantic version: the host's.
    static let tool = PluginHostServices.hostVersion

    /// What `segue --version` prints.
    static var description: String { "segue \(tool) (plugin ABI \(PluginLibrary.hostABIVersion))" }
}
