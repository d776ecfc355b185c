import ArgumentParser
import Foundation
import SegueEngine

/// `segue bench`: the engine's speed and allocation numbers, measured side by side in one run.
struct BenchCommand: LoggingCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the engine's per-tick cost, heap allocations per tick and Bézier solver speed.",
        discussion: """
            Build in release mode for meaningful numbers. Each size also runs a naive baseline (one object per \
            animation, walked every tick) in the same process, so the speed-up column is a ratio measured side by \
            side. Allocations are counted by preloading libSegueAllocationCounter.so (done automatically when it sits \
            beside the segue executable).

            Examples:
              swift run -c release segue bench
              swift run -c release segue bench --properties 100000 --ticks 500 --json
            """
    )

    @OptionGroup var logging: LoggingOptions

    @Option(name: .long, help: ArgumentHelp("Comma-separated numbers of animated properties to measure, each 1 to 10000000.", valueName: "N,N,…"),
            transform: BenchCommand.parseSizes)
    var properties: [Int] = [1000, 10000, 100000]

    @Option(name: .long, parsing: .unconditional, help: "Ticks to time at each size (after 10 warm-up ticks), 1 to 100000.")
    var ticks: Int = 200

    @Option(name: .long, parsing: .unconditional, help: "Bézier evaluations to time, 1 to 1000000000.")
    var bezierEvaluations: Int = 2_000_000

    @Flag(name: .long, help: "Print the results as JSON.")
    var json = false

    func validate() throws {
        guard (1...100_000).contains(ticks) else { throw ValidationError("--ticks \(ticks) is out of range; measure from 1 to 100000 ticks") }
        guard (1...1_000_000_000).contains(bezierEvaluations) else {
            throw ValidationError("--bezier-evaluations \(bezierEvaluations) is out of range; use from 1 to 1000000000")
        }
    }

    /// `segue bench --json`.
    private struct Report: Encodable {
        struct Size: Encodable {
            let properties: Int
            let nsPerPropertyPerTick: Double
            let baselineNsPerPropertyPerTick: Double
            let speedup: Double
            let allocationsPerTick: Double?
        }
        struct Bezier: Encodable {
            let evaluationsPerSecond: Double
            let maximumError: Double
        }
        let configuration: String
        let ticks: Int
        let sizes: [Size]
        let bezier: Bezier
    }

    func run() throws {
        AllocationCounting.reexecuteWithCounterIfNeeded()

        let results = properties.map { TickBenchmark(propertyCount: $0, ticks: ticks).run() }
        let bezier = BezierBenchmark(evaluations: bezierEvaluations).run()
        #if DEBUG
        let configuration = "debug"
        #else
        let configuration = "release"
        #endif

        if json {
            try JSONOutput.print(Report(
                configuration: configuration, ticks: ticks,
                sizes: results.map {
                    Report.Size(
                        properties: $0.properties, nsPerPropertyPerTick: $0.nanosecondsPerProperty,
                        baselineNsPerPropertyPerTick: $0.baselineNanosecondsPerProperty,
                        speedup: $0.baselineNanosecondsPerProperty / $0.nanosecondsPerProperty, allocationsPerTick: $0.allocationsPerTick)
                },
                bezier: Report.Bezier(evaluationsPerSecond: bezier.evaluationsPerSecond, maximumError: bezier.maximumError)))
            return
        }
        if configuration == "debug" {
            print("note: debug build; run `swift run -c release segue bench` for representative numbers")
        }
        print("Engine tick, \(ticks) ticks per size, one core (\(configuration) build)")
        print(pad("properties", 12) + pad("ns/property/tick", 18) + pad("naive baseline", 16) + pad("speed-up", 10) + "allocations/tick")
        for result in results {
            print(
                pad("\(result.properties)", 12) + pad(fixed(result.nanosecondsPerProperty, 2), 18)
                    + pad(fixed(result.baselineNanosecondsPerProperty, 2), 16)
                    + pad(fixed(result.baselineNanosecondsPerProperty / result.nanosecondsPerProperty, 1) + "x", 10)
                    + (result.allocationsPerTick.map { fixed($0, 2) } ?? "not measured (counter library not found)"))
        }
        print("Bezier: \(fixed(bezier.evaluationsPerSecond / 1e6, 1)) million evaluations/s, maximum solver error in x \(bezier.maximumError)")
    }

    /// `--properties` text as sizes, each 1 to 10 000 000.
    private static func parseSizes(_ text: String) throws -> [Int] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { item in
            try InvalidValue.integer(String(item), in: 1...10_000_000, unit: "properties in each comma-separated size")
        }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    private func fixed(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
