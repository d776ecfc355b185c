import Foundation
import SegueHost

/// The one line `segue watch` prints for a change: the time, the library's file name, what
/// happened to it ("reloaded org.x.y 1.2.0 in 84 ms", or "kept the last good build: why"), then
/// what was done with the new build, each part after a semicolon, all on one line.
struct WatchLine {
    /// When the change was handled.
    let time: Date
    /// What the reload did.
    let outcome: ReloadingPlugins.Outcome
    /// What the follow-ups said (the replay, the validator, the pictures), in order.
    var parts: [String] = []

    /// The line, control characters escaped so that a plugin's text cannot break it.
    var text: String {
        let name = URL(fileURLWithPath: outcome.path).lastPathComponent
        return PrintableText.escaped(
            ([Self.clock(time) + " " + name + ": " + verdict] + parts).joined(separator: "; "), oneLine: true)
    }

    /// "reloaded org.x.y 1.2.0 in 84 ms", "added …", or "kept the last good build: why".
    private var verdict: String {
        let milliseconds = Int((outcome.seconds * 1000).rounded())
        guard let failure = outcome.failure else {
            let animators = outcome.descriptors.map { "\($0.id) \($0.version)" }.joined(separator: ", ")
            return "\(outcome.isNew ? "added" : "reloaded") \(animators) in \(milliseconds) ms"
                + outcome.warnings.map { " (\($0))" }.joined()
        }
        // The line names the library already.
        let reason =
            failure.hasPrefix(outcome.path + ": ") ? String(failure.dropFirst(outcome.path.count + 2)) : failure
        return outcome.isNew ? "not loaded: \(reason)" : "kept the last good build: \(reason)"
    }

    /// "14:03:07" in local time.
    private static func clock(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970)
        var parts = tm()
        localtime_r(&seconds, &parts)
        return String(format: "%02d:%02d:%02d", parts.tm_hour, parts.tm_min, parts.tm_sec)
    }
}
