import ArgumentParser
import SegueKit

/// "Did you mean …?" for a mistyped option even when the command's own checks fail first:
/// argument-parser runs `validate()` before it looks for unknown options, so `segue run
/// --animatr diagonal` would otherwise say only that `--animator` is required.
enum OptionSpelling {
    /// Options every command takes, which its help does not list.
    private static let builtIn: Set<String> = [
        "--help", "--version", "--generate-completion-script", "--experimental-dump-help",
    ]

    /// A failure naming the first `--name` in `arguments` (those after the executable) that the
    /// command they reach does not take, with the closest it takes; nil when there is none.
    static func unknownOption(in arguments: [String], under root: ParsableCommand.Type) -> CommandFailure? {
        var command = root
        var path = [root._commandName]
        var rest = arguments[...]
        while let word = rest.first,
            let next = command.configuration.subcommands.first(where: { $0._commandName == word })
        {
            (command, rest) = (next, rest.dropFirst())
            path.append(word)
        }
        // The help lists every option the command takes, hidden ones included.
        let help = root.helpMessage(for: command, includeHidden: true, columns: 10_000)
        let known = builtIn.union(help.matches(of: /--[a-z0-9][a-z0-9-]*/).map { String($0.output) })
        for word in rest.prefix(while: { $0 != "--" }) where word.hasPrefix("--") {
            let name = String(word.prefix(while: { $0 != "=" }))
            guard !known.contains(name) else { continue }
            // Worded as argument-parser words it when it gets there first.
            let suggestion =
                Spelling.suggestion(for: name, among: known.sorted()).map { ". Did you mean '\($0)'?" } ?? ""
            return CommandFailure("Unknown option '\(name)'\(suggestion) (see '\(path.joined(separator: " ")) --help')")
        }
        return nil
    }
}
