#if canImport(Glibc)
    import Glibc
#endif

/// How a child process ended.
public enum ProcessEnd: Sendable, Equatable, CustomStringConvertible {
    /// It called `exit` (or returned from `main`) with this status.
    case exited(Int32)
    /// A signal killed it.
    case signalled(Int32)

    /// Decodes a `waitpid` status.
    package init(waitStatus status: Int32) {
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift cannot import.
        let signal = status & 0x7F
        self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }

    /// "exited with status 0", "was killed by SIGSEGV".
    public var description: String {
        switch self {
        case .exited(let status): "exited with status \(status)"
        case .signalled(let signal): "was killed by \(Self.signalName(signal))"
        }
    }

    /// "SIGSEGV" for 11, and so on; "signal N" for the rest.
    package static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
            SIGABRT: "SIGABRT",
            SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE",
            SIGALRM: "SIGALRM",
            SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ", SIGSYS: "SIGSYS",
        ]
        return names[signal] ?? "signal \(signal)"
    }
}
