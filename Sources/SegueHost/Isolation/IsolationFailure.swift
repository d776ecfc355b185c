/// A plugin process that crashed, exited, hung or broke the protocol, in one sentence naming the
/// plugin, the callback it was in and how it ended.
public struct IsolationFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// How the plugin process stopped.
    public enum Ending: Sendable, Equatable {
        /// It ended on its own (exited, or was killed by a signal).
        case ended(ProcessEnd)
        /// It did not answer within the call time limit (seconds) and was stopped.
        case timedOut(Double)
        /// It sent something that is not a message of the protocol, and was stopped.
        case malformed(String)
    }

    /// The library file.
    public let file: String
    /// The animator id, when the failure happened while running one.
    public let plugin: String?
    /// The plugin function the host was waiting on.
    public let callback: PluginCallback
    /// How the plugin process stopped.
    public let ending: Ending

    /// "plugin org.example.x (FILE) crashed in its animate_transition: it was killed by SIGSEGV".
    public var description: String {
        let who = plugin.map { "plugin \($0) (\(file))" } ?? "plugin library \(file)"
        switch ending {
        case .ended(let end):
            let verb = if case .exited = end { "exited" } else { "crashed" }
            return "\(who) \(verb) in its \(callback.rawValue): its process \(end)"
        case .timedOut(let seconds):
            return "\(who) stopped answering in its \(callback.rawValue) and was stopped after \(PluginIsolation.format(seconds)) s (an infinite loop or a deadlock)"
        case .malformed(let problem):
            return "\(who) broke the plugin process protocol in its \(callback.rawValue) and was stopped (\(problem))"
        }
    }
}

extension PluginIsolation {
    /// Seconds without trailing zeros.
    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
