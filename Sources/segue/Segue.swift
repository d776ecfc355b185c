import ArgumentParser
import Logging

/// The `segue` command line: list and run animator plugins, preview timing curves, benchmark.
@main
struct Segue: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "UIKit's custom view-controller transitions, headless, with animators as plugins.",
        discussion: """
            Examples:
              segue list
              segue run --animator diagonal --operation dismiss --json
              segue curve ease-in-out --samples 5
              segue curve 'spring(damping-ratio=0.5,response=0.4)' --render spring.svg
              swift run -c release segue bench
            """,
        subcommands: [ListCommand.self, RunCommand.self, InspectCommand.self, GalleryCommand.self, ValidateCommand.self, ValidateJobCommand.self, CurveCommand.self, BenchCommand.self]
    )

    /// Sends log messages (plugins' included) to standard error, keeping standard output for
    /// results, then runs the command.
    static func main() {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        main(nil)
    }
}
