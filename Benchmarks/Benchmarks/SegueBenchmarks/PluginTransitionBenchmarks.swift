import Benchmark
import SegueBenchmarkWorkloads
import SegueHost

/// A whole transition (animator creation, the transition from its first tick to its completion)
/// by Diagonal (Swift) and Cover Vertical (C): native, plugin in process, plugin isolated. One
/// iteration is one transition (presentations and dismissals alternate); the plugin in process
/// should be within 1.1x of native.
enum PluginTransitionBenchmarks {
    /// Registers the three ways for both plugins (the plugin ways need a segue build).
    static func register() {
        for twin in TransitionTwins.all {
            add("Transition.\(twin.name).Native") { twin.nativeAnimators }
            guard let folder = SuiteFiles.buildFolder else { continue }
            add("Transition.\(twin.name).Plugin") { try twin.pluginAnimators(buildFolder: folder, isolation: nil) }
            guard let segue = SuiteFiles.segue else { continue }
            add("Transition.\(twin.name).IsolatedPlugin") {
                try twin.pluginAnimators(buildFolder: folder, isolation: PluginIsolation(executable: segue))
            }
        }
    }

    /// One benchmark whose animators come from the factory `animators` makes in `setup`.
    private static func add(_ name: String, animators: @escaping @Sendable () throws -> TransitionStage.MakeAnimator) {
        let window = Fixture<SequentialTransitions>()
        Benchmark(name, configuration: SuiteConfiguration.with(iterations: 2_000)) { _ in
            try window.built.run(1)
        } setup: {
            let transitions = SequentialTransitions(makeAnimator: try animators())
            transitions.keepsEventLog = false
            window.value = transitions
        } teardown: {
            window.value = nil
        }
    }
}
