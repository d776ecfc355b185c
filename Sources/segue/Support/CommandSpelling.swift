import ArgumentParser
import SegueKit

/// "Did you mean …?" for a mistyped command (`segue runn`, `segue plugin neww`), which
/// argument-parser reports only as an unexpected argument. (Options: `OptionSpelling`.)
enum CommandSpelling {
    /// A failure naming the first word of `arguments` (those after the executable) that should
    /// be a command of `root` or of a command under it and is not, with the closest command and
    /// the list; nil when every such word is a command (or `help`).
    static func check(_ arguments: [String], under root: ParsableCommand.Type) -> CommandFailure? {
        var command = root
        var path = [root._commandName]
        for word in arguments {
            let subcommands = command.configuration.subcommands
            guard !word.hasPrefix("-"), word != "help", !subcommands.isEmpty else { return nil }
            guard let next = subcommands.first(where: { $0._commandName == word }) else {
                let shown = subcommands.filter { $0.configuration.shouldDisplay }.map { $0._commandName }
                return CommandFailure(
                    "'\(word)' is not a \(path.joined(separator: " ")) "
                        + "command\(Spelling.didYouMean(word, among: shown)); "
                        + "the commands are \(shown.joined(separator: ", "))")
            }
            command = next
            path.append(word)
        }
        return nil
    }
}
