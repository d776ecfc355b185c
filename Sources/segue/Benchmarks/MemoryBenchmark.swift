import SegueBenchmarkWorkloads
import SegueHost

/// Memory kept per 1 000 transitions over many transitions in one window (Diagonal: native,
/// plugin in process, plugin isolated, whose plugin process counts too): the target is
/// under 64 KiB of resident memory per 1 000 transitions over 10 000. The window's event log
/// keeps every transition's calls by design (traces read it), so it is emptied after each
/// transition, and its own cost is one more row.
struct MemoryBenchmark {
    /// Transitions measured (after `transitions / 10` warm-up transitions).
    let transitions: Int
    /// The folder holding the bundled plugins.
    let buildFolder: String
    /// How to run the plugin isolated; nil skips that row.
    let isolation: PluginIsolation?

    /// What one way measured.
    struct Result: Encodable {
        /// How the transitions ran (native, plugin in process, plugin isolated).
        let way: String
        /// Transitions measured.
        let transitions: Int
        /// Resident memory gained (this process and its plugin processes), KiB per 1 000 transitions.
        let residentKiBPerThousand: Double
        /// Heap in use gained in this process, KiB per 1 000 transitions (when the counter is loaded).
        let heapKiBPerThousand: Double?
    }

    /// Each way in turn.
    func run() throws -> [Result] {
        let twin = TransitionTwins.all[0]
        var ways: [(String, TransitionStage.MakeAnimator, Bool)] = [
            ("native", twin.nativeAnimators, false),
            ("native, log kept", twin.nativeAnimators, true),
            ("plugin in process", try twin.pluginAnimators(buildFolder: buildFolder, isolation: nil), false),
        ]
        if let isolation {
            ways.append(
                ("plugin isolated", try twin.pluginAnimators(buildFolder: buildFolder, isolation: isolation), false))
        }
        return try ways.map { name, animators, keepsLog in
            let window = SequentialTransitions(makeAnimator: animators)
            window.keepsEventLog = keepsLog
            let growth = try TransitionMemory.growthPerThousand(
                of: window, count: transitions, warmUp: max(transitions / 10, 2),
                heapBytes: AllocationCounting.heapBytes)
            return Result(
                way: name, transitions: transitions, residentKiBPerThousand: growth.resident / 1024,
                heapKiBPerThousand: growth.heap.map { $0 / 1024 })
        }
    }

    /// The text table for `results`.
    static func table(_ results: [Result]) -> [String] {
        let widths = [20, 14, 24]
        return [
            "Memory kept by transitions in one window (\(results.first?.transitions ?? 0) Diagonal transitions, KiB "
                + "per 1 000; target: resident under 64)",
            BenchFormat.row(["way", "transitions", "resident KiB/1 000"], widths: widths)
                + "heap KiB/1 000 (this process)",
        ]
            + results.map {
                BenchFormat.row(
                    [$0.way, "\($0.transitions)", BenchFormat.fixed($0.residentKiBPerThousand, 1)], widths: widths)
                    + ($0.heapKiBPerThousand.map { BenchFormat.fixed($0, 1) } ?? "not measured")
            }
    }
}
