import Benchmark
import SegueBenchmarkWorkloads

/// The engine's tick at 1 k, 10 k and 100 k animated properties, and the C yardstick doing the
/// same work over flat arrays: one iteration is a batch of ticks (about a million property
/// updates), allocations must be zero.
enum TickBenchmarks {
    /// Animated properties per size.
    static let sizes = [1_000, 10_000, 100_000]

    /// Registers the engine's and the yardstick's benchmark at every size.
    static func register() {
        for size in sizes {
            let ticks = max(1_000_000 / size, 1)
            let engine = Fixture<TickWorkload>()
            Benchmark("Tick.Engine.\(size / 1000)k", configuration: configuration) { benchmark in
                measure(benchmark, ticks: ticks, properties: size, engine.built)
            } setup: {
                engine.value = TickWorkload(propertyCount: size)
            } teardown: {
                engine.value = nil
            }
            let yardstick = Fixture<TickYardstick>()
            Benchmark("Tick.CYardstick.\(size / 1000)k", configuration: configuration) { benchmark in
                measure(benchmark, ticks: ticks, properties: size, yardstick.built)
            } setup: {
                yardstick.value = TickYardstick(propertyCount: size)
            } teardown: {
                yardstick.value = nil
            }
        }
    }

    /// Thirty iterations, the allocation threshold, the unit cost.
    private static var configuration: Benchmark.Configuration {
        SuiteConfiguration.with(
            [.picosecondsPerPropertyTick], iterations: 30, thresholds: SuiteConfiguration.allocatesNothing)
    }

    /// Runs `ticks` ticks of `subject`, then (outside the measured region, since recording
    /// allocates) the cost per property per tick. Generic rather than taking a closure: binding a
    /// method to a closure would allocate inside the measured region.
    private static func measure<Subject: Ticking>(
        _ benchmark: Benchmark, ticks: Int, properties: Int, _ subject: Subject
    ) {
        let seconds = Elapsed.seconds { for _ in 0..<ticks { subject.tick() } }
        benchmark.stopMeasurement()
        benchmark.measurement(.picosecondsPerPropertyTick, Int(seconds * 1e12 / Double(ticks * properties)))
    }
}

/// Something advanced one frame per tick: the engine's workload or the C yardstick.
protocol Ticking: AnyObject {
    /// Advances one frame.
    func tick()
}

extension TickWorkload: Ticking {}
extension TickYardstick: Ticking {}
