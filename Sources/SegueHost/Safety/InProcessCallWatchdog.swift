import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The in-process guard's deadline for a plugin call that does not return: a thread of its own
/// looks every 50 ms at when the outermost plugin call in flight began, and once one has run for
/// longer than the deadline it ends segue with one sentence naming the call and status 70. In
/// process nothing short of ending the process stops plugin code; isolated, the plugin process is
/// stopped instead (PluginIsolation.callTimeout, the same deadline).
enum InProcessCallWatchdog {
    /// Nanoseconds on the monotonic clock at which the outermost plugin call began; 0 for none.
    private static let started = Atomic<UInt64>(0)
    /// The deadline in nanoseconds (0 until `start`).
    private static let deadline = Atomic<UInt64>(0)

    /// Starts the watching thread with `seconds` as the deadline. Thread: main, once.
    static func start(seconds: Double) {
        deadline.store(UInt64(seconds * 1e9), ordering: .relaxed)
        let thread = Thread { watch() }
        thread.name = "segue plugin-call watchdog"
        thread.start()
    }

    /// The outermost plugin call begins (`true`) or ended (`false`). Thread: the host's.
    @inline(__always)
    static func outermostCall(began: Bool) {
        started.store(began ? now() : 0, ordering: .relaxed)
    }

    private static func watch() {
        while true {
            usleep(50_000)
            let began = started.load(ordering: .relaxed)
            let limit = deadline.load(ordering: .relaxed)
            guard began != 0, limit != 0, now() &- began > limit else { continue }
            let call = PluginCrashReport.inFlight.map { String(cString: $0) } ?? "call"
            let seconds = PluginIsolation.format(Double(limit) / 1e9)
            let message =
                "segue: a plugin's \(call) did not return within \(seconds) s (--plugin-timeout); segue stops with "
                + "status \(InProcessPluginGuard.exitStatus) instead of waiting (run the plugin isolated, without "
                + "--in-process, to contain it)\n"
            _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            _exit(InProcessPluginGuard.exitStatus)
        }
    }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
