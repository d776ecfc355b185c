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

    // Read on every plugin call and set once (see `PluginCalls.observer`).
    @exclusivity(unchecked) nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) private static var depth = 0
    nonisolated(unsafe) private static var callbacks: [PluginCallback] = []
    nonisolated(unsafe) private static var realOutput: Int32 = -1

    /// Turns the guard on (once; later calls do nothing).
    public static func install() {
        guard !installed else { return }
        installed = true
        realOutput = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
        atexit { InProcessPluginGuard.exitedDuringPluginCall() }
    }

    /// Whether the guard is on: the one check every plugin call pays when it is off.
    @inline(__always) static var isActive: Bool { installed }

    /// The host is about to run plugin code for `callback`.
    static func enter(_ callback: PluginCallback) {
        callbacks.append(callback)
        depth += 1
        guard depth == 1, realOutput >= 0 else { return }
        fflush(nil)
        dup2(STDERR_FILENO, STDOUT_FILENO)
    }

    /// The plugin code entered last returned.
    static func leave() {
        callbacks.removeLast()
        depth -= 1
        guard depth == 0, realOutput >= 0 else { return }
        // What the plugin left in stdio's buffer belongs on standard error too.
        fflush(nil)
        dup2(realOutput, STDOUT_FILENO)
    }

    /// Runs from `exit`: when a plugin call is in flight the plugin called it, so the process
    /// ends with `exitStatus` and says whose library did.
    private static func exitedDuringPluginCall() {
        guard depth > 0, let callback = callbacks.last else { return }
        let library = callingLibrary() ?? "a plugin library"
        let message = "segue: \(library) called exit() inside its \(callback.rawValue); segue stops with status \(exitStatus) instead of reporting success (run the plugin isolated, without --in-process, to contain it)\n"
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
            if name == program || file.hasPrefix("libc.") || file.hasPrefix("libswift") || file.hasPrefix("libFoundation")
                || file.hasPrefix("libdispatch") || file.hasPrefix("ld-linux") || file.hasPrefix("libstdc++") { continue }
            return name
        }
        return nil
    }
}
