#if canImport(Glibc)
    import Glibc
#endif

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
        /// Its library was rebuilt and loaded in a new process, and this one was ended.
        case replaced
    }

    /// The library file.
    public let file: String
    /// The animator or controller id, when the failure happened while one was made.
    public let plugin: String?
    /// The plugin function the host was waiting on.
    public let callback: PluginCallback
    /// How the plugin process stopped.
    public let ending: Ending

    /// "plugin org.example.x (FILE) crashed in its animate_transition: its process was killed by SIGSEGV".
    public var description: String {
        let who = plugin.map { "plugin \($0) (\(file))" } ?? "plugin library \(file)"
        switch ending {
        case .ended(.signalled(SIGXFSZ)):
            return "\(who) flooded its output past the limit \(place) and was stopped"
        case .ended(let end):
            return "\(who) \(end.isExit ? "exited" : "crashed") \(place): its process \(end)"
        case .timedOut(let seconds):
            return
                "\(who) stopped answering \(place) and was stopped after "
                + "\(PluginIsolation.format(seconds)) s (an infinite loop or a deadlock)"
        case .malformed(let problem):
            return "\(who) broke the plugin process protocol \(place) and was stopped (\(problem))"
        case .replaced:
            return "\(who) was replaced by a rebuild of its library and its plugin process ended"
        }
    }

    /// "in its animate_transition", or for a load (which runs constructors, `init` and the
    /// descriptor functions in one request) "while loading".
    public var place: String {
        switch callback {
        case .load: "while loading (its constructors, init or descriptors)"
        case .unload: "while its library was unloaded at the exit of its process (destructors, DT_FINI, .fini_array)"
        default: "in its \(callback.rawValue)"
        }
    }
}

extension PluginIsolation {
    /// Seconds without trailing zeros.
    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
