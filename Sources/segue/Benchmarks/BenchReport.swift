/// Everything one `segue bench` run measured, as `--json` prints it; a section not run (or not
/// measurable, with the reason in `skipped`) is absent.
struct BenchReport: Encodable {
    /// "release" or "debug".
    var configuration: String
    /// Ticks timed per tick size.
    var ticks: Int?
    /// The tick sizes (named `sizes` since the first `segue bench`, which measured only the tick).
    var sizes: [TickBenchmark.Result]?
    /// Bézier speed and error.
    var bezier: BezierBenchmark.Result?
    /// One entry per number of concurrent transitions.
    var concurrency: [ConcurrencyBenchmark.Result]?
    /// One animator per view against a shared one.
    var animators: AnimatorSharingBenchmark.Result?
    /// Snapshot views against naive copies.
    var snapshots: SnapshotBenchmark.Result?
    /// Raster frames of every bundled animator.
    var raster: RasterBenchmark.Result?
    /// The preview window's frame times per animator.
    var preview: PreviewBenchmark.Result?
    /// Context service calls, plugin against native.
    var services: ServiceCallBenchmark.Result?
    /// Interaction controller events, when measured.
    var interaction: InteractionBenchmark.Result?
    /// Whole transitions, plugins against native twins.
    var plugins: PluginTransitionBenchmark.Result?
    /// Reload latency of a rebuilt C plugin.
    var reload: ReloadBenchmark.Result?
    /// Memory kept per 1 000 transitions, one entry per way.
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
