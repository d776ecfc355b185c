import ArgumentParser
import Logging

/// `--log-level` and `-v`, shared by every command: how much of the host's and the plugins'
/// logging reaches standard error.
struct LoggingOptions: ParsableArguments {
    @Option(
        name: .customLong("log-level"),
        help: ArgumentHelp(
            "Log messages at this level and above: trace, debug, info, warning or error.", valueName: "LEVEL"))
    var level: Logger.Level?

    @Flag(name: .customShort("v"), help: "Log debug messages too, plugins' included (the same as --log-level debug).")
    var verbose = false

    func validate() throws {
        if verbose, let level, level != .debug {
            throw ValidationError(
                "-v means --log-level debug, which contradicts --log-level \(level.rawValue); give one of them")
        }
    }

    /// The level chosen, `info` when none was.
    var effectiveLevel: Logger.Level { verbose ? .debug : level ?? .info }

    /// Makes every logger answer the chosen level.
    func apply() {
        ConsoleLogHandler.sharedLevel.withLock { $0 = effectiveLevel }
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {
    /// The documented level names; `notice` and `critical` are accepted as swift-log spells them.
    public static var allValueStrings: [String] { ["trace", "debug", "info", "warning", "error"] }
}
