import ArgumentParser

/// The `segue` command line: preview timing curves now; list, run and validate animator
/// plugins as the plugin host lands.
@main
struct Segue: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "UIKit's custom view-controller transitions, headless, with animators as plugins.",
        discussion: """
            Examples:
              segue curve ease-in-out --samples 5
              segue curve 'spring(damping-ratio=0.5,response=0.4)' --render spring.svg
              swift run -c release segue bench
            """,
        subcommands: [CurveCommand.self, BenchCommand.self]
    )
}
