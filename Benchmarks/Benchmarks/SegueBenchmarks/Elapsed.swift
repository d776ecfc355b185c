import SegueEngine

/// The monotonic clock, for benchmarks that report a unit cost of their own (a custom metric)
/// beside the runner's wall clock.
enum Elapsed {
    /// Seconds `body` takes.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = MonotonicTimeSource.system.now()
        try body()
        return MonotonicTimeSource.system.now() - start
    }
}
