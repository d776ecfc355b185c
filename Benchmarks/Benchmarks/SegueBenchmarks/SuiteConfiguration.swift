import Benchmark

/// The suite's settings: wall clock and malloc counts for every benchmark, a few seconds each at
/// most, and the metrics benchmarks add to say what one unit of work costs.
enum SuiteConfiguration {
    /// Every benchmark's default: modest so the whole suite runs in a few minutes.
    static var standard: Benchmark.Configuration {
        .init(
            metrics: [.wallClock, .mallocCountTotal], warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 50)
    }

    /// The standard configuration with `extra` metrics, at most `iterations` timed iterations
    /// (and `warmUps` untimed ones first), and `thresholds`.
    static func with(
        _ extra: [BenchmarkMetric] = [], iterations: Int = 50, warmUps: Int = 1,
        thresholds: [BenchmarkMetric: BenchmarkThresholds]? = nil
    ) -> Benchmark.Configuration {
        var configuration = standard
        configuration.metrics += extra
        configuration.maxIterations = iterations
        configuration.warmupIterations = warmUps
        configuration.thresholds = thresholds
        return configuration
    }

    /// Allocations must stay at zero: the tick benchmarks' only thresholds (never on time).
    static var allocatesNothing: [BenchmarkMetric: BenchmarkThresholds] {
        [.mallocCountTotal: .init(absolute: [.p90: 0])]
    }
}

extension BenchmarkMetric {
    /// Picoseconds of one animated property's share of a tick.
    static var picosecondsPerPropertyTick: BenchmarkMetric {
        .custom("ps per property per tick", useScalingFactor: false)
    }
    /// Nanoseconds per transition.
    static var nanosecondsPerTransition: BenchmarkMetric { .custom("ns per transition", useScalingFactor: false) }
    /// Nanoseconds per view faded.
    static var nanosecondsPerView: BenchmarkMetric { .custom("ns per view", useScalingFactor: false) }
    /// Picoseconds per view per steady tick.
    static var picosecondsPerViewTick: BenchmarkMetric { .custom("ps per view per tick", useScalingFactor: false) }
    /// Picoseconds per context service call.
    static var picosecondsPerCall: BenchmarkMetric { .custom("ps per call", useScalingFactor: false) }
    /// Resident bytes gained per 1 000 transitions.
    static var residentBytesPerThousand: BenchmarkMetric {
        .custom("resident bytes per 1000 transitions", useScalingFactor: false)
    }
    /// Validation tests run per second.
    static var testsPerSecond: BenchmarkMetric {
        .custom("tests per second", polarity: .prefersLarger, useScalingFactor: false)
    }
}
