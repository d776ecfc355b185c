import CSegueProcess

#if canImport(Glibc)
    import Glibc
#endif

/// The in-process guard's answer to a fatal signal (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT)
/// raised while plugin code runs, or while the libraries' destructors run at exit: one sentence
/// naming the library and the call in flight, then the process ends with `exitStatus`, so segue
/// never reports success after it. A signal raised outside plugin code is the host's own and
/// takes its default course. The handler runs on its own stack (sigaltstack), so a plugin that
/// overflowed its stack is reported too; it uses only what was prepared at installation and
/// `write`, save for naming the library (dladdr), which it does last.
enum PluginCrashReport {
    /// The status segue ends with after a plugin's fatal signal (as for a plugin's `exit`).
    static var exitStatus: Int32 { InProcessPluginGuard.exitStatus }

    /// The signals handled.
    static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT]

    // Global because the fatal-signal handler, a C function with no context argument, reads these
    // four; it may neither lock nor allocate, so they are plain memory prepared at installation.
    /// Each callback's name as a C string, made at installation (the handler must not allocate).
    nonisolated(unsafe) private static var names: [PluginCallback: UnsafeMutablePointer<CChar>] = [:]
    /// The name of the call in flight (set by the guard on every plugin call), or nil.
    nonisolated(unsafe) static var inFlight: UnsafeMutablePointer<CChar>?
    /// Whether the process is exiting (the libraries' destructors may be running).
    nonisolated(unsafe) static var exiting = false
    /// How many return addresses the handler reads to find the library that crashed.
    private static let frameCapacity = 64
    /// Room for them, made at installation: a plugin that crashed inside malloc may hold its
    /// lock, so the handler must not allocate.
    // Global because the signal handler reads it (see `names`).
    nonisolated(unsafe) private static var frames: UnsafeMutablePointer<UnsafeMutableRawPointer?>?

    /// Installs the handlers on an alternate stack. Thread: main, once (InProcessPluginGuard).
    static func install() {
        for callback in PluginCallback.allCases { names[callback] = strdup(callback.rawValue) }
        frames = .allocate(capacity: frameCapacity)
        // backtrace loads its unwinder on first use, which allocates: do that here, not in the handler.
        _ = segue_stack_addresses(frames, Int32(frameCapacity))
        names[.unload] = strdup("library destructors at exit (DT_FINI, .fini_array)")
        let size = 256 * 1024
        var stack = stack_t(ss_sp: malloc(size), ss_flags: 0, ss_size: size)
        sigaltstack(&stack, nil)
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { signal, _, _ in PluginCrashReport.handle(signal) }
            action.sa_flags = Int32(SA_SIGINFO) | Int32(SA_ONSTACK) | Int32(bitPattern: UInt32(SA_RESETHAND))
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }

    /// The C string naming `callback`, for `inFlight`.
    static func name(of callback: PluginCallback) -> UnsafeMutablePointer<CChar>? { names[callback] }

    /// The handler: reports and ends the process when plugin code raised `signal`, else lets the
    /// signal take its default course (SA_RESETHAND restored it; re-raising delivers it).
    private static func handle(_ signal: Int32) {
        let call = inFlight ?? (exiting ? names[.unload] : nil)
        guard let call else {
            raise(signal)
            return
        }
        say("segue: a plugin library ")
        if let library = crashedLibrary() {
            say("(")
            say(library)
            say(") ")
        }
        say("crashed with ")
        say(signalName(signal))
        say(" in its ")
        say(call)
        say(
            "; segue stops with status 70 instead of reporting success (run the plugin isolated, without "
                + "--in-process, to contain it)\n"
        )
        _exit(exitStatus)
    }

    /// The first library on the stack that is neither this program nor a runtime library.
    private static func crashedLibrary() -> UnsafePointer<CChar>? {
        guard let frames else { return nil }
        let count = Int(segue_stack_addresses(frames, Int32(frameCapacity)))
        for index in 0..<max(0, min(count, frameCapacity)) {
            guard let frame = frames[index], let name = segue_object_containing(frame) else { continue }
            if InProcessPluginGuard.isHostObject(name) { continue }
            return name
        }
        return nil
    }

    private static func say(_ text: UnsafePointer<CChar>) { _ = write(STDERR_FILENO, text, strlen(text)) }
    private static func say(_ text: StaticString) { _ = write(STDERR_FILENO, text.utf8Start, text.utf8CodeUnitCount) }

    private static func signalName(_ signal: Int32) -> StaticString {
        switch signal {
        case SIGSEGV: "SIGSEGV"
        case SIGBUS: "SIGBUS"
        case SIGILL: "SIGILL"
        case SIGFPE: "SIGFPE"
        default: "SIGABRT"
        }
    }
}
