#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT and SIGTERM as a request to stop, noticed by a loop that checks `requested` between
/// waits, so that it ends its work and exits normally (status 0, plugin processes ended).
enum StopSignal {
    // Global because its only writer is a signal handler, a C function with no context argument;
    // written by the handler only, read by the loop: a signal-safe flag.
    nonisolated(unsafe) private static var flag: sig_atomic_t = 0

    /// Makes SIGINT and SIGTERM set the flag instead of ending the process. Thread: main, once.
    static func install() {
        var stopping = sigset_t()
        sigemptyset(&stopping)
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber) { _ in StopSignal.flag = 1 }
            sigaddset(&stopping, signalNumber)
        }
        // A parent may have started us with them blocked (the mask is inherited).
        pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
    }

    /// Whether a stop was asked for.
    static var requested: Bool { flag != 0 }
}
