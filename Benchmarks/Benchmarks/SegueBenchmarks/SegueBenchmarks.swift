import Benchmark

/// Every benchmark of the suite, registered when the benchmark runner starts (set-ups run
/// later, only for the benchmarks a filter keeps). Names are dotted, without spaces or slashes:
/// package-benchmark 1.38.1 writes threshold files with those replaced by underscores but reads
/// them under the name as it is, so a name with a space could never pass `thresholds check`.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = SuiteConfiguration.standard
    TickBenchmarks.register()
    ConcurrencyBenchmarks.register()
    AnimatorSharingBenchmarks.register()
    ServiceCallBenchmarks.register()
    InteractionBenchmarks.register()
    PluginTransitionBenchmarks.register()
    MemoryBenchmarks.register()
    DiscoveryBenchmarks.register()
    ListOutputBenchmarks.register()
    ValidatorBenchmarks.register()
    SnapshotBenchmarks.register()
    RasterBenchmarks.register()
}
