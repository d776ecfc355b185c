import SegueBenchmarkWorkloads

/// An interaction controller's cost per gesture event: the bundled HorizontalSwipe plugin through
/// the ABI in this process against SegueKit's native release-rule decider, side by side (target:
/// within 1.5x), and the time against a 120 Hz frame's budget.
struct InteractionBenchmark {
    /// Changed events per timed gesture.
    let events: Int
    /// The folder holding the bundled plugins.
    let buildFolder: String

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
        /// Nanoseconds per event, an empty controller behind the same decider: the floor of any plugin.
        let floorNs: Double
        /// Why the isolated column is missing: controllers do not run in plugin processes yet.
        let isolated: String
    }

    /// Timed pairs (after one warm-up pair); the median of each side is kept.
    private static let rounds = 7
    /// A 120 Hz frame, in nanoseconds.
    static let frameBudgetNs = 1e9 / 120

    /// Loads the plugin and measures both deciders, interleaved round by round.
    func run() throws -> Result {
        let native = InteractionEvents.native()
        let plugin = try InteractionEvents.plugin(buildFolder: buildFolder)
        let bare = try InteractionEvents.bare()
        var nativeSamples: [Double] = []
        var pluginSamples: [Double] = []
        var floorSamples: [Double] = []
        for round in 0...Self.rounds {
            let n = try Stopwatch.seconds { _ = try native.pan(changedEvents: events) }
            let p = try Stopwatch.seconds { _ = try plugin.pan(changedEvents: events) }
            let f = try Stopwatch.seconds { _ = try bare.pan(changedEvents: events) }
            if round > 0 {
                nativeSamples.append(n * 1e9 / Double(events))
                pluginSamples.append(p * 1e9 / Double(events))
                floorSamples.append(f * 1e9 / Double(events))
            }
        }
        let (nativeNs, pluginNs) = (Stopwatch.median(nativeSamples), Stopwatch.median(pluginSamples))
        return Result(
            events: events, nativeNs: nativeNs, pluginNs: pluginNs, pluginOverNative: pluginNs / nativeNs,
            floorNs: Stopwatch.median(floorSamples),
            isolated: "not measured: interaction controllers do not run in plugin processes yet")
    }

    /// The text table for `result`.
    static func table(_ result: Result) -> [String] {
        let widths = [22, 12, 12, 16, 18, 14]
        return [
            "Interaction controller per gesture event, \(result.events) events a gesture (target: plugin within 1.5x "
                + "of native in process)",
            BenchFormat.row(
                ["decider", "native ns", "plugin ns", "plugin/native", "of a 120 Hz frame", "empty ns"], widths: widths),
            BenchFormat.row(
                [
                    "horizontal swipe", BenchFormat.fixed(result.nativeNs, 1), BenchFormat.fixed(result.pluginNs, 1),
                    BenchFormat.ratio(result.pluginOverNative),
                    BenchFormat.fixed(result.pluginNs / frameBudgetNs * 100, 5) + " %",
                    BenchFormat.fixed(result.floorNs, 1),
                ], widths: widths),
            "empty: a controller that only answers UPDATE, behind the same call guard and conversions (the floor)",
            "isolated: \(result.isolated)",
        ]
    }
}
