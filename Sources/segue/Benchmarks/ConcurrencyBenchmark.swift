import SegueBenchmarkWorkloads
import SegueKit

/// Microseconds per transition when `windowCount` transitions run at once in one engine (one per
/// window, native Diagonal animators): the target is within 1.5x from 10 to 10 000.
struct ConcurrencyBenchmark {
    /// Windows, and so concurrent transitions.
    let windowCount: Int

    /// What one size measured.
    struct Result: Encodable {
        /// Concurrent transitions.
        let transitions: Int
        /// Microseconds per transition (median round time over the transitions in a round).
        let microsecondsPerTransition: Double
        /// Rounds measured.
        let rounds: Int
    }

    /// Seconds of rounds to time per size.
    private static let budget = 0.3
    /// The fewest rounds timed (a presentation and a dismissal).
    private static let minimumRounds = 2

    /// Rounds (every window presenting, then every window dismissing…) timed by `Stopwatch.samples`.
    func run() throws -> Result {
        let scene = ConcurrentTransitions(windowCount: windowCount)
        let animators: TransitionStage.MakeAnimator = { DiagonalAnimator(presenting: $0 == .present) }
        let times = try Stopwatch.samples(budget: Self.budget, minimum: Self.minimumRounds) {
            try scene.runRound(animators)
        }
        return Result(
            transitions: windowCount, microsecondsPerTransition: Stopwatch.median(times) * 1e6 / Double(windowCount),
            rounds: times.count)
    }

    /// The text table for `results`, each size against the smallest.
    static func table(_ results: [Result]) -> [String] {
        let first = results.first?.microsecondsPerTransition ?? 1
        let widths = [14, 18, 16]
        return [
            "Concurrent transitions in one engine (native Diagonal, one window each; target: within 1.5x from 10 to "
                + "10 000)",
            BenchFormat.row(["transitions", "µs/transition", "vs smallest"], widths: widths),
        ]
            + results.map {
                BenchFormat.row(
                    [
                        "\($0.transitions)", BenchFormat.fixed($0.microsecondsPerTransition, 2),
                        BenchFormat.ratio($0.microsecondsPerTransition / first),
                    ], widths: widths)
            }
    }
}
