import SegueBenchmarkWorkloads
import SegueHost

/// An interaction controller's cost per gesture event: the bundled HorizontalSwipe plugin through
/// the ABI in this process (target: within 1.5x) and in a plugin process (target: within a 120 Hz
/// frame) against SegueKit's native release-rule decider, side by side, and each against a 120 Hz
/// frame's budget.
struct InteractionBenchmark {
    /// Changed events per timed gesture.
    let events: Int
    /// The folder holding the bundled plugins.
    let buildFolder: String
    /// Plugin processes for the isolated column (nil: not measured).
    let isolation: PluginIsolation?

    /// What was measured.
    struct Result: Encodable {
        /// Changed events per timed gesture.
        let events: Int
        /// Nanoseconds per event, natively.
        let nativeNs: Double
        /// Nanoseconds per event, the plugin in this process.
        let pluginNs: Double
        /// Plugin over native.
        let pluginOverNative: Double
        /// Nanoseconds per event, the plugin in a plugin process (nil: not measured).
        let isolatedNs: Double?
        /// Isolated over native.
        let isolatedOverNative: Double?
        /// Nanoseconds per event, an empty controller behind the same decider in this process: the
        /// floor any plugin pays (call guard, conversions, indirect call).
        let floorNs: Double
    }

    /// Timed pairs (after one warm-up pair); the median of each side is kept.
    private static let rounds = 7
    /// A 120 Hz frame, in nanoseconds.
    static let frameBudgetNs = 1e9 / 120

    /// Loads the plugin and measures both deciders, interleaved round by round.
    func run() throws -> Result {
        let native = InteractionEvents.native()
        let plugin = try InteractionEvents.plugin(buildFolder: buildFolder)
        let isolated = try isolation.map { try InteractionEvents.plugin(buildFolder: buildFolder, isolation: $0) }
        let bare = try InteractionEvents.bare()
        var samples: [[Double]] = [[], [], [], []]
        for round in 0...Self.rounds {
            for (column, events) in [native, plugin, isolated, bare].enumerated() {
                guard let events else { continue }
                let seconds = try Stopwatch.seconds { _ = try events.pan(changedEvents: self.events) }
                if round > 0 { samples[column].append(seconds * 1e9 / Double(self.events)) }
            }
        }
        let (nativeNs, pluginNs) = (Stopwatch.median(samples[0]), Stopwatch.median(samples[1]))
        let isolatedNs = isolated == nil ? nil : Stopwatch.median(samples[2])
        return Result(
            events: events, nativeNs: nativeNs, pluginNs: pluginNs, pluginOverNative: pluginNs / nativeNs,
            isolatedNs: isolatedNs, isolatedOverNative: isolatedNs.map { $0 / nativeNs },
            floorNs: Stopwatch.median(samples[3]))
    }

    /// The text table for `result`.
    static func table(_ result: Result) -> [String] {
        let widths = [30, 12, 12, 16, 18]
        let row = { (name: String, ns: Double, ratio: Double) in
            BenchFormat.row(
                [
                    name, BenchFormat.fixed(result.nativeNs, 1), BenchFormat.fixed(ns, 1), BenchFormat.ratio(ratio),
                    BenchFormat.fixed(ns / frameBudgetNs * 100, 5) + " %",
                ], widths: widths)
        }
        return [
            "Interaction controller per gesture event, \(result.events) events a gesture (targets: plugin within 1.5x "
                + "of native in process; isolated within a 120 Hz frame)",
            BenchFormat.row(
                ["horizontal swipe decider", "native ns", "plugin ns", "plugin/native", "of a 120 Hz frame"],
                widths: widths),
            row("plugin in process", result.pluginNs, result.pluginOverNative),
            result.isolatedNs.map { row("plugin isolated", $0, result.isolatedOverNative ?? 0) }
                ?? "plugin isolated: not measured (no segue executable to start plugin processes from)",
            row("empty controller in process", result.floorNs, result.floorNs / result.nativeNs),
            "empty: a controller that only answers UPDATE, behind the same call guard and conversions (the floor)",
        ]
    }
}
