/// Everything one `segue bench` run measured, as `--json` prints it; a section not run (or not
/// measurable, with the reason in `skipped`) is absent.
struct BenchReport: Encodable {
    /// "release" or "debug".
    var configuration: String
    /// Ticks timed per tick size.
    var ticks: Int?
    /// The tick sizes (named `sizes` since the first `segue bench`, which measured only the tick).
    var sizes: [TickBenchmark.Result]?
    var bezier: BezierBenchmark.Result?
    var concurrency: [ConcurrencyBenchmark.Result]?
    var animators: AnimatorSharingBenchmark.Result?
    var services: ServiceCallBenchmark.Result?
    var plugins: PluginTransitionBenchmark.Result?
    var memory: [MemoryBenchmark.Result]?
    /// Sections that could not be measured, and why.
    var skipped: [String: String] = [:]

    /// The build configuration this `segue` was compiled in.
    static var buildConfiguration: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }
}
