import ArgumentParser
import Foundation
import SegueEngine

/// `segue bench`: the engine's speed and allocation numbers, measured side by side in one run.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the engine's per-tick cost, heap allocations per tick and Bézier solver speed.",
        discussion: """
            Build in release mode for meaningful numbers:
              swift run -c release segue bench
              swift run -c release segue bench --properties 100000 --ticks 500 --json
            Each size also runs a naive baseline (one object per animation, walked every tick) in
            the same process, so the speed-up column is a ratio measured side by side.
            Allocations are counted by preloading libSegueAllocationCounter.so (done automatically
            when it sits beside the segue executable).
            """
    )

    @Option(name: .long, help: "Comma-separated numbers of animated properties to measure.")
    var properties: String = "1000,10000,100000"

    @Option(name: .long, help: "Ticks to time at each size (after 10 warm-up ticks).")
    var ticks: Int = 200

    @Option(name: .long, help: "Bézier evaluations to time.")
    var bezierEvaluations: Int = 2_000_000

    @Flag(name: .long, help: "Print the results as JSON.")
    var json = false

    func run() throws {
        let sizes: [Int]
        do {
            sizes = try parseSizes()
        } catch let failure as CommandFailure {
            throw failure.report()
        }
        AllocationCounting.reexecuteWithCounterIfNeeded()

        let results = sizes.map { TickBenchmark(propertyCount: $0, ticks: ticks).run() }
        let bezier = BezierBenchmark(evaluations: bezierEvaluations).run()
        #if DEBUG
        let configuration = "debug"
        #else
        let configuration = "release"
        #endif

        if json {
            let rows = results.map { result in
                "{\"properties\":\(result.properties),"
                    + "\"nsPerPropertyPerTick\":\(JSONText.number(result.nanosecondsPerProperty)),"
                    + "\"baselineNsPerPropertyPerTick\":\(JSONText.number(result.baselineNanosecondsPerProperty)),"
                    + "\"speedup\":\(JSONText.number(result.baselineNanosecondsPerProperty / result.nanosecondsPerProperty)),"
                    + "\"allocationsPerTick\":\(result.allocationsPerTick.map(JSONText.number) ?? "null")}"
            }
            print("{\"configuration\":\"\(configuration)\",\"ticks\":\(ticks),\"sizes\":[\(rows.joined(separator: ","))],"
                + "\"bezier\":{\"evaluationsPerSecond\":\(JSONText.number(bezier.evaluationsPerSecond)),"
                + "\"maximumError\":\(JSONText.number(bezier.maximumError))}}")
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

    private func parseSizes() throws -> [Int] {
        guard ticks > 0 else { throw CommandFailure("invalid --ticks \(ticks): measure at least one tick") }
        guard bezierEvaluations > 0 else { throw CommandFailure("invalid --bezier-evaluations \(bezierEvaluations): use at least one") }
        return try properties.split(separator: ",").map { item in
            guard let count = Int(item.trimmingCharacters(in: .whitespaces)), count > 0, count <= 10_000_000 else {
                throw CommandFailure("invalid --properties value '\(item)': use positive whole numbers up to 10000000, e.g. 1000,10000")
            }
            return count
        }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    private func fixed(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
