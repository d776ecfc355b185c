import Benchmark
import SegueBenchmarkWorkloads
import SegueHost

/// Memory kept by 10 000 Diagonal transitions in one window (native, plugin in process, plugin
/// isolated with its plugin process counted): resident bytes per 1 000 transitions (target:
/// under 64 KiB) and the heap bytes the runner saw allocated and not freed (memoryLeakedBytes,
/// over all 10 000). The window's event log is emptied after each transition: it keeps every
/// call by design, and `segue bench --only memory` shows its cost.
enum MemoryBenchmarks {
    /// Transitions measured, after a tenth as many to warm up.
    static let transitions = 10_000

    /// Registers the three ways (the plugin ways need a segue build).
    static func register() {
        let twin = TransitionTwins.all[0]
        add("Memory.\(twin.name).Native") { twin.nativeAnimators }
        guard let folder = SuiteFiles.buildFolder else { return }
        add("Memory.\(twin.name).Plugin") { try twin.pluginAnimators(buildFolder: folder, isolation: nil) }
        guard let segue = SuiteFiles.segue else { return }
        add("Memory.\(twin.name).IsolatedPlugin") {
            try twin.pluginAnimators(buildFolder: folder, isolation: PluginIsolation(executable: segue))
        }
    }

    /// One benchmark of one timed iteration: the 10 000 transitions, after the warm-up in `setup`.
    private static func add(_ name: String, animators: @escaping @Sendable () throws -> TransitionStage.MakeAnimator) {
        let window = Fixture<SequentialTransitions>()
        let configuration = SuiteConfiguration.with(
            [.residentBytesPerThousand, .memoryLeakedBytes], iterations: 1, warmUps: 0)
        Benchmark(name, configuration: configuration) { benchmark in
            let growth = try TransitionMemory.growthPerThousand(of: window.built, count: transitions, warmUp: 0)
            benchmark.stopMeasurement()
            benchmark.measurement(.residentBytesPerThousand, Int(growth.resident))
        } setup: {
            let transitions = SequentialTransitions(makeAnimator: try animators())
            transitions.keepsEventLog = false
            // Warm up here, so the measured region (and its malloc counts) holds only the 10 000.
            try transitions.run(Self.transitions / 10)
            try transitions.finishCycle()
            window.value = transitions
        } teardown: {
            window.value = nil
        }
    }
}
