import SegueBenchmarkWorkloads
import SegueHost

/// A whole transition (the animator's creation, the presentation or dismissal from its first
/// tick to its completion) by a bundled plugin, in this process and in a plugin process,
/// against its native SegueKit twin: the target is within 1.1x in process.
struct PluginTransitionBenchmark {
    /// Transitions per timed round.
    let transitions: Int
    /// The folder holding the bundled plugins.
    let buildFolder: String
    /// How to run the plugins isolated; nil skips the isolated columns.
    let isolation: PluginIsolation?

    /// What was measured.
    struct Result: Encodable {
        /// One plugin against its twin: microseconds and heap allocations (in this process) per transition.
        struct Twin: Encodable {
            /// The plugin's folder name.
            let plugin: String
            /// The native twin.
            let native: Figure
            /// The plugin in this process.
            let inProcess: Figure
            /// In process over native, in time.
            let inProcessOverNative: Double
            /// The plugin in a plugin process, when measured.
            let isolated: Figure?
            /// Isolated over native, in time.
            let isolatedOverNative: Double?
        }
        /// One way of running a transition.
        struct Figure: Encodable {
            /// Microseconds per transition.
            let microseconds: Double
            /// Heap allocations per transition in this process (when the counter is loaded).
            let allocations: Double?
        }
        /// A UIKit plugin against the same animator on the handle SDK.
        struct LayerPair: Encodable {
            /// The UIKit plugin's folder name.
            let uikit: String
            /// The handle-SDK plugin's folder name.
            let sdk: String
            /// In process: the handle SDK's, then the UIKit layer's.
            let inProcess: [Figure]
            /// UIKit over the handle SDK in process, in time.
            let inProcessRatio: Double
            /// In plugin processes, when measured: the handle SDK's, then the UIKit layer's.
            let isolated: [Figure]?
            /// UIKit over the handle SDK isolated, in time.
            let isolatedRatio: Double?
        }
        /// Transitions per timed round.
        let transitions: Int
        /// One entry per plugin.
        let twins: [Twin]
        /// One entry per UIKit plugin with a handle-SDK twin.
        let layers: [LayerPair]
    }

    /// Timed rounds of each way (after a warm-up round), alternating; the median is kept.
    private static let rounds = 3

    /// Measures every twin.
    func run() throws -> Result {
        let twins = try TransitionTwins.all.map { twin in
            var ways = [
                SequentialTransitions(makeAnimator: twin.nativeAnimators),
                SequentialTransitions(makeAnimator: try twin.pluginAnimators(buildFolder: buildFolder, isolation: nil)),
            ]
            if let isolation {
                ways.append(
                    SequentialTransitions(
                        makeAnimator: try twin.pluginAnimators(buildFolder: buildFolder, isolation: isolation)))
            }
            let figures = try measure(ways)
            return Result.Twin(
                plugin: twin.name, native: figures[0], inProcess: figures[1],
                inProcessOverNative: figures[1].microseconds / figures[0].microseconds,
                isolated: figures.count > 2 ? figures[2] : nil,
                isolatedOverNative: figures.count > 2 ? figures[2].microseconds / figures[0].microseconds : nil)
        }
        return Result(transitions: transitions, twins: twins, layers: try UIKitLayerTwins.all.map(measureLayer))
    }

    /// A UIKit plugin against its handle-SDK twin, in process and (when measured) isolated, all in one set of rounds.
    private func measureLayer(_ pair: UIKitLayerTwins) throws -> Result.LayerPair {
        var ways = try pair.plugins.map {
            SequentialTransitions(
                makeAnimator: try TransitionTwins.pluginAnimators($0, buildFolder: buildFolder, isolation: nil))
        }
        if let isolation {
            ways += try pair.plugins.map {
                SequentialTransitions(
                    makeAnimator: try TransitionTwins.pluginAnimators(
                        $0, buildFolder: buildFolder, isolation: isolation))
            }
        }
        let figures = try measure(ways)
        let isolated = figures.count > 2 ? Array(figures[2...]) : nil
        return Result.LayerPair(
            uikit: pair.uikit, sdk: pair.sdk, inProcess: Array(figures[..<2]),
            inProcessRatio: figures[1].microseconds / figures[0].microseconds, isolated: isolated,
            isolatedRatio: isolated.map { $0[1].microseconds / $0[0].microseconds })
    }

    /// Each way's median time and allocations per transition, the ways run in turn each round.
    private func measure(_ ways: [SequentialTransitions]) throws -> [Result.Figure] {
        for way in ways {
            way.keepsEventLog = false
            try way.run(2)
        }
        var times = Array(repeating: [Double](), count: ways.count)
        var allocations = Array(repeating: [Double](), count: ways.count)
        for _ in 0..<Self.rounds {
            for (index, way) in ways.enumerated() {
                let before = AllocationCounting.count()
                times[index].append(try Stopwatch.seconds { try way.run(transitions) } * 1e6 / Double(transitions))
                if let before, let after = AllocationCounting.count() {
                    allocations[index].append(Double(after - before) / Double(transitions))
                }
            }
        }
        return ways.indices.map {
            Result.Figure(
                microseconds: Stopwatch.median(times[$0]),
                allocations: allocations[$0].isEmpty ? nil : Stopwatch.median(allocations[$0]))
        }
    }

    /// The text table for `result`.
    static func table(_ result: Result) -> [String] {
        let widths = [16, 12, 14, 10, 14, 10]
        /// A figure's allocations as a whole number, "-" when not measured.
        func allocations(_ figure: Result.Figure?) -> String {
            figure?.allocations.map { BenchFormat.fixed($0, 0) } ?? "-"
        }
        return [
            "Whole transitions, plugin against native twin (\(result.transitions) per round; µs per transition; "
                + "target: in process within 1.1x)",
            BenchFormat.row(["plugin", "native µs", "in-process µs", "ratio", "isolated µs", "ratio"], widths: widths)
                + "allocations native/in-process/isolated",
        ]
            + result.twins.map { t in
                BenchFormat.row(
                    [
                        t.plugin, BenchFormat.fixed(t.native.microseconds, 1),
                        BenchFormat.fixed(t.inProcess.microseconds, 1), BenchFormat.ratio(t.inProcessOverNative),
                        t.isolated.map { BenchFormat.fixed($0.microseconds, 1) } ?? "-",
                        t.isolatedOverNative.map(BenchFormat.ratio) ?? "-",
                    ], widths: widths)
                    + "\(allocations(t.native))/\(allocations(t.inProcess))/\(allocations(t.isolated))"
            } + layerTable(result)
    }

    /// The UIKit layer's rows: each UIKit plugin against the same animator on the handle SDK.
    private static func layerTable(_ result: Result) -> [String] {
        let widths = [16, 12, 12, 10, 12, 12, 10]
        return [
            "Whole transitions, UIKit plugin against the same animator on the handle SDK (µs per transition; target: "
                + "within 1.2x)",
            BenchFormat.row(
                ["plugin", "SDK µs", "UIKit µs", "ratio", "SDK iso µs", "UIKit iso µs", "ratio"], widths: widths),
        ]
            + result.layers.map { pair in
                BenchFormat.row(
                    [
                        pair.uikit, BenchFormat.fixed(pair.inProcess[0].microseconds, 1),
                        BenchFormat.fixed(pair.inProcess[1].microseconds, 1), BenchFormat.ratio(pair.inProcessRatio),
                        pair.isolated.map { BenchFormat.fixed($0[0].microseconds, 1) } ?? "-",
                        pair.isolated.map { BenchFormat.fixed($0[1].microseconds, 1) } ?? "-",
                        pair.isolatedRatio.map(BenchFormat.ratio) ?? "-",
                    ], widths: widths)
            }
    }
}
