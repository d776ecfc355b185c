#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a real-time driver reads the time and waits: the system's monotonic clock in
/// production, a scripted one in tests.
public protocol TimeSource: AnyObject {
    /// Seconds since an arbitrary fixed point; never decreases.
    func now() -> Double
    /// Blocks until `now()` reaches `deadline` (returns at once if it already has).
    func sleep(until deadline: Double)
}

/// `CLOCK_MONOTONIC`, slept on with absolute-deadline `clock_nanosleep` so oversleeping in one
/// frame does not push every later frame back.
public final class MonotonicTimeSource: TimeSource, Sendable {
    /// The system clock.
    public init() {}

    /// One shared instance for code that only reads the time (it holds no state).
    public static let system = MonotonicTimeSource()

    /// The monotonic clock's reading in seconds.
    public func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Sleeps until the absolute monotonic time `deadline`, resuming after signals.
    public func sleep(until deadline: Double) {
        guard deadline > now() else { return }
        let seconds = deadline.rounded(.down)
        var spec = timespec(tv_sec: Int(seconds), tv_nsec: Int((deadline - seconds) * 1e9))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &spec, nil) == EINTR {}
    }
}
