import Benchmark
import SegueBenchmarkWorkloads

/// An interaction controller's cost per gesture event: the bundled HorizontalSwipe plugin through
/// the ABI in this process against SegueKit's native release-rule decider (target: within 1.5x).
/// One iteration is one gesture of `events` changed events.
enum InteractionBenchmarks {
    /// Changed events per gesture.
    static let events = 10_000

    /// Registers the native decider and, given a segue build, the plugin's.
    static func register() {
        add("Interaction.HorizontalSwipe.Native") { InteractionEvents.native() }
        guard let folder = SuiteFiles.buildFolder else { return }
        add("Interaction.HorizontalSwipe.Plugin") { try InteractionEvents.plugin(buildFolder: folder) }
    }

    /// One benchmark: `make` loads the decider in `setup`.
    private static func add(_ name: String, make: @escaping @Sendable () throws -> InteractionEvents) {
        let decider = Fixture<InteractionEvents>()
        Benchmark(name, configuration: SuiteConfiguration.with([.picosecondsPerCall], iterations: 50)) { benchmark in
            let seconds = try Elapsed.seconds { _ = try decider.built.pan(changedEvents: events) }
            benchmark.stopMeasurement()
            benchmark.measurement(.picosecondsPerCall, Int(seconds * 1e12 / Double(events)))
        } setup: {
            decider.value = try make()
        } teardown: {
            decider.value = nil
        }
    }
}
