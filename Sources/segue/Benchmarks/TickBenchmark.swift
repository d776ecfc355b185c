import Foundation
import SegueBenchmarkWorkloads
import SegueEngine

/// The engine's per-tick cost with `propertyCount` animated properties, beside the C yardstick
/// doing the same work over flat arrays and the naive one-object-per-animation baseline, all in
/// the same run; with heap allocations per engine tick when the counter is loaded.
struct TickBenchmark {
    /// Animated properties.
    let propertyCount: Int
    /// Measured ticks of each (after 10 warm-up ticks).
    let ticks: Int

    /// What one size measured.
    struct Result: Encodable {
        /// Animated properties.
        let properties: Int
        /// Engine nanoseconds per property per tick.
        let nsPerPropertyPerTick: Double
        /// C yardstick nanoseconds per property per tick.
        let yardstickNsPerPropertyPerTick: Double
        /// Engine time over C yardstick time.
        let engineOverYardstick: Double
        /// Naive baseline nanoseconds per property per tick.
        let baselineNsPerPropertyPerTick: Double
        /// Naive baseline time over engine time.
        let speedup: Double
        /// Heap allocations per engine tick, when the counter is loaded.
        let allocationsPerTick: Double?
    }

    /// The engine and the yardstick run in alternating chunks so both see the same machine load;
    /// each chunk's time per tick is kept and the medians compared.
    private static let chunks = 10

    /// Runs the three measurements.
    func run() -> Result {
        let workload = TickWorkload(propertyCount: propertyCount)
        guard let yardstick = TickYardstick(propertyCount: propertyCount) else {
            fatalError("the C yardstick could not allocate \(propertyCount) properties")
        }
        // Warm up through the stopwatch too: its clock is created on first use, which allocates.
        _ = Stopwatch.seconds {
            for _ in 0..<10 {
                workload.tick()
                yardstick.tick()
            }
        }
        let perChunk = max(ticks / Self.chunks, 1)
        var engineTimes: [Double] = []
        var yardstickTimes: [Double] = []
        // nil when the counter is not loaded; the counter is read outside the timed blocks.
        var allocations: UInt64? = AllocationCounting.count().map { _ in 0 }
        for _ in 0..<Self.chunks {
            let before = AllocationCounting.count() ?? 0
            let engineTime = Stopwatch.seconds { for _ in 0..<perChunk { workload.tick() } }
            allocations? += (AllocationCounting.count() ?? 0) - before
            engineTimes.append(engineTime / Double(perChunk))
            yardstickTimes.append(Stopwatch.seconds { for _ in 0..<perChunk { yardstick.tick() } } / Double(perChunk))
        }
        // Keep the yardstick's output observable so the optimiser cannot drop its stores.
        if yardstick.checksum.isNaN { print("yardstick checksum is NaN") }
        let baseline = NaiveTickBaseline(propertyCount: propertyCount)
        for _ in 0..<10 { baseline.tick() }
        let baselineTime = Stopwatch.seconds { for _ in 0..<ticks { baseline.tick() } } / Double(ticks)
        return result(
            engine: Stopwatch.median(engineTimes), yardstick: Stopwatch.median(yardstickTimes), baseline: baselineTime,
            allocationsPerTick: allocations.map { Double($0) / Double(perChunk * Self.chunks) })
    }

    /// The result from seconds per tick of each.
    private func result(engine: Double, yardstick: Double, baseline: Double, allocationsPerTick: Double?) -> Result {
        let perProperty = 1e9 / Double(propertyCount)
        return Result(
            properties: propertyCount, nsPerPropertyPerTick: engine * perProperty,
            yardstickNsPerPropertyPerTick: yardstick * perProperty,
            engineOverYardstick: engine / yardstick, baselineNsPerPropertyPerTick: baseline * perProperty,
            speedup: baseline / engine,
            allocationsPerTick: allocationsPerTick)
    }

    /// The text table for `results`.
    static func table(_ results: [Result], ticks: Int) -> [String] {
        let widths = [12, 18, 14, 12, 16, 10]
        return [
            "Engine tick against the C yardstick, \(ticks) ticks per size, one core",
            BenchFormat.row(
                ["properties", "ns/property/tick", "C yardstick", "engine/C", "naive baseline", "speed-up"],
                widths: widths) + "allocations/tick",
        ]
            + results.map { r in
                BenchFormat.row(
                    [
                        "\(r.properties)", BenchFormat.fixed(r.nsPerPropertyPerTick, 2),
                        BenchFormat.fixed(r.yardstickNsPerPropertyPerTick, 2),
                        BenchFormat.ratio(r.engineOverYardstick), BenchFormat.fixed(r.baselineNsPerPropertyPerTick, 2),
                        BenchFormat.fixed(r.speedup, 1) + "x",
                    ], widths: widths)
                    + (r.allocationsPerTick.map(BenchFormat.count) ?? "not measured (counter library not found)")
            }
    }
}
