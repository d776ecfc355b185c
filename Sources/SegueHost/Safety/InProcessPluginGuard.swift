import CSegueProcess
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What keeps a plugin running in this process from making the host lie: while plugin code
/// runs, standard output points at standard error (so `--json` output always parses), and a
/// plugin that calls `exit` ends the process with `exitStatus` and a message naming its library
/// instead of the success its `exit(0)` would report. (`_exit` and signals bypass this; only
/// isolation contains those.) Off by default; a host that runs plugins in process turns it on
/// once with `install()`. Thread: main; plugin calls come on the main thread.
public enum InProcessPluginGuard {
    /// The status a process ends with when a plugin called `exit` inside a call from the host.
    public static let exitStatus: Int32 = 70

    // Global because they describe process-wide state (standard output, the call in flight) and
    // the `atexit` handler, a C function with no context argument, reads them.
    // `installed` is read on every plugin call and set once (see `PluginCalls.observer`).
    @exclusivity(unchecked) nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) private static var depth = 0
    nonisolated(unsafe) private static var callbacks: [PluginCallback] = []
    nonisolated(unsafe) private static var realOutput: Int32 = -1

    /// Turns the guard on (once; later calls do nothing): a plugin call running longer than
    /// `callTimeout` seconds ends segue (InProcessCallWatchdog), as do a plugin's `exit` and
    /// fatal signals (PluginCrashReport).
    public static func install(callTimeout: Double = PluginIsolation.defaultCallTimeout) {
        guard !installed else { return }
        installed = true
        realOutput = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
        PluginCrashReport.install()
        InProcessCallWatchdog.start(seconds: callTimeout)
        atexit { InProcessPluginGuard.exitedDuringPluginCall() }
    }

    /// Whether the guard is on: the one check every plugin call pays when it is off.
    @inline(__always) static var isActive: Bool { installed }

    /// The host is about to run plugin code for `callback`.
    static func enter(_ callback: PluginCallback) {
        callbacks.append(callback)
        PluginCrashReport.inFlight = PluginCrashReport.name(of: callback)
        depth += 1
        guard depth == 1 else { return }
        InProcessCallWatchdog.outermostCall(began: true)
        guard realOutput >= 0 else { return }
        fflush(nil)
        dup2(STDERR_FILENO, STDOUT_FILENO)
    }

    /// The plugin code entered last returned.
    static func leave() {
        callbacks.removeLast()
        PluginCrashReport.inFlight = callbacks.last.flatMap(PluginCrashReport.name(of:))
        depth -= 1
        guard depth == 0 else { return }
        InProcessCallWatchdog.outermostCall(began: false)
        guard realOutput >= 0 else { return }
        // What the plugin left in stdio's buffer belongs on standard error too.
        fflush(nil)
        dup2(realOutput, STDOUT_FILENO)
    }

    /// Runs from `exit`: when a plugin call is in flight the plugin called it, so the process
    /// ends with `exitStatus` and says whose library did.
    private static func exitedDuringPluginCall() {
        // From here on the libraries' destructors may run (glibc runs them after atexit's
        // handlers): a crash there is the plugin's (PluginCrashReport).
        PluginCrashReport.exiting = true
        guard depth > 0, let callback = callbacks.last else { return }
        let library = callingLibrary() ?? "a plugin library"
        let message =
            "segue: \(library) called exit() inside its \(callback.rawValue); segue stops with status \(exitStatus) "
            + "instead of reporting success (run the plugin isolated, without --in-process, to contain it)\n"
        _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        _exit(exitStatus)
    }

    /// The first library on the stack that is neither this program nor the C or Swift runtime:
    /// the plugin that called `exit`.
    private static func callingLibrary() -> String? {
        var frames = [UnsafeMutableRawPointer?](repeating: nil, count: 64)
        let count = Int(segue_stack_addresses(&frames, Int32(frames.count)))
        let program = PluginSearchPath.runningExecutablePath()
        for frame in frames.prefix(count) {
            guard let frame, let name = segue_object_containing(frame).map({ String(cString: $0) }) else { continue }
            let file = (name as NSString).lastPathComponent
            if name == program || isRuntime(file) { continue }
            return name
        }
        return nil
    }

    /// The host program's path as a C string, kept for the crash handler (which must not allocate).
    // Global because the crash handler (a C function with no context) reads it; a `let`, marked
    // unsafe only because a pointer is not Sendable.
    nonisolated(unsafe) private static let programPath: UnsafeMutablePointer<CChar>? = segue_object_containing(
        #dsohandle
    ).map { strdup($0) }

    /// How the runtime libraries' file names begin.
    private static let runtimePrefixes = [
        "libc.", "libswift", "libFoundation", "libdispatch", "ld-linux", "libstdc++", "libgcc",
    ]

    /// Whether `file` (a base name) is the C, C++ or Swift runtime or the loader.
    private static func isRuntime(_ file: String) -> Bool {
        runtimePrefixes.contains { file.hasPrefix($0) }
    }

    /// `isRuntime` or the program itself, for a path as a C string, without allocating: for the
    /// crash handler (PluginCrashReport).
    static func isHostObject(_ path: UnsafePointer<CChar>) -> Bool {
        if let programPath, strcmp(programPath, path) == 0 { return true }
        let base = strrchr(path, 0x2F).map { UnsafePointer($0 + 1) } ?? path
        for prefix in runtimePrefixes {
            if prefix.withCString({ strncmp(base, $0, strlen($0)) }) == 0 { return true }
        }
        return false
    }
}
