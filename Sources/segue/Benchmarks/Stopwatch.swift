import SegueEngine

/// Timing for `segue bench`: the monotonic clock around a block, and the median of repeated runs
/// (robust to the odd run slowed by another process on a shared core).
enum Stopwatch {
    /// Seconds `body` takes.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = MonotonicTimeSource.system.now()
        try body()
        return MonotonicTimeSource.system.now() - start
    }

    /// The median of `values` (0 for none).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Times `body` over and over: one warm-up run, then runs until `budget` seconds have been
    /// spent and at least `minimum` were timed. A warm-up run that alone takes the whole budget
    /// counts as a sample: a run that long is steady work, not first-time costs, and repeating it
    /// would only make the bench slow.
    static func samples(budget: Double, minimum: Int, _ body: () throws -> Void) rethrows -> [Double] {
        let warmUp = try seconds(body)
        var samples = warmUp >= budget ? [warmUp] : []
        var spent = 0.0
        while samples.count < minimum || spent < budget {
            let time = try seconds(body)
            samples.append(time)
            spent += time
        }
        return samples
    }
}
