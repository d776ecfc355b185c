import Foundation
import Logging
import SegueHost
import Synchronization

/// The swift-log handler `segue` installs: every message (the host's own and the plugins') goes
/// to standard error as `segue: LEVEL: text`, at or above the level `--log-level` chose.
///
/// The level lives in one shared place rather than in each logger, because loggers are made
/// before the command line is parsed.
struct ConsoleLogHandler: LogHandler {
    /// The level every handler answers, set once the command line is parsed.
    static let sharedLevel = Mutex<Logger.Level>(.info)

    /// What this logger reports, for messages attributed to a plugin.
    let label: String

    var metadata: Logger.Metadata = [:]

    var logLevel: Logger.Level {
        get { Self.sharedLevel.withLock { $0 } }
        set { Self.sharedLevel.withLock { $0 = newValue } }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes `event` as one line. The message is escaped on one line whoever logged it: plugin
    /// messages are plugin text, and the host's own quote plugin names, ids and file names, so a
    /// control character must not reach the terminal nor a newline forge a "segue: error:" line.
    func log(event: LogEvent) {
        let source = label == "segue.plugin" ? "plugin: " : ""
        let text = PrintableText.escaped("\(event.message)", oneLine: true)
        let line = TerminalStyle.prefix(for: event.level) + " " + source + text + "\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
