import Benchmark
import SegueBenchmarkWorkloads
import SegueKit

/// Transitions running at once in one engine (one window each, native Diagonal) at 10, 100,
/// 1 000 and 10 000: one iteration is a round (every window presents, or every window
/// dismisses); the cost per transition should stay within 1.5x from 10 to 10 000.
enum ConcurrencyBenchmarks {
    /// Concurrent transitions per size.
    static let sizes = [10, 100, 1_000, 10_000]

    /// Registers one benchmark per size.
    static func register() {
        for size in sizes {
            let scene = Fixture<ConcurrentTransitions>()
            // A round of 10 000 takes seconds today: time one, without a warm-up.
            let configuration = SuiteConfiguration.with(
                [.nanosecondsPerTransition], iterations: size >= 10_000 ? 1 : 30, warmUps: size >= 10_000 ? 0 : 1)
            Benchmark("Transitions.Concurrent.\(size)", configuration: configuration) { benchmark in
                let seconds = try Elapsed.seconds {
                    try scene.built.runRound { DiagonalAnimator(presenting: $0 == .present) }
                }
                benchmark.stopMeasurement()
                benchmark.measurement(.nanosecondsPerTransition, Int(seconds * 1e9 / Double(size)))
            } setup: {
                scene.value = ConcurrentTransitions(windowCount: size)
            } teardown: {
                scene.value = nil
            }
        }
    }
}
