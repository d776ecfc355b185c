import SegueBenchmarkWorkloads

/// One `segue bench` run: measures the sections asked for, one at a time, into a report, and
/// answers each section's text lines as it ends (so a long run shows progress).
struct BenchRun {
    /// The sizes.
    let settings: BenchSettings
    /// Everything measured so far.
    private(set) var report = BenchReport(configuration: BenchReport.buildConfiguration)

    /// A run with `settings`.
    init(settings: BenchSettings) {
        self.settings = settings
    }

    /// Measures `section` into the report and answers its text lines (a "not measured" line
    /// when what it needs is missing).
    mutating func measure(_ section: BenchSection) throws -> [String] {
        do {
            return try measureOrThrow(section)
        } catch let missing as MissingPrerequisite {
            report.skipped[section.rawValue] = missing.reason
            return ["\(section.rawValue): not measured (\(missing.reason))"]
        }
    }

    /// `measure` without the handling of a missing prerequisite.
    private mutating func measureOrThrow(_ section: BenchSection) throws -> [String] {
        let s = settings
        switch section {
        case .tick:
            let results = s.properties.map { TickBenchmark(propertyCount: $0, ticks: s.ticks).run() }
            (report.ticks, report.sizes) = (s.ticks, results)
            return TickBenchmark.table(results, ticks: s.ticks)
        case .bezier:
            let result = BezierBenchmark(evaluations: s.bezierEvaluations).run()
            report.bezier = result
            return BezierBenchmark.table(result)
        case .concurrency:
            let results = try s.concurrent.map { try ConcurrencyBenchmark(windowCount: $0).run() }
            report.concurrency = results
            return ConcurrencyBenchmark.table(results)
        case .animators:
            let result = AnimatorSharingBenchmark(viewCount: s.views).run()
            report.animators = result
            return AnimatorSharingBenchmark.table(result)
        case .snapshots:
            let result = SnapshotBenchmark(snapshots: s.snapshots).run()
            report.snapshots = result
            return SnapshotBenchmark.table(result)
        case .services:
            guard case .success = ServiceProbeLibrary.built else {
                throw MissingPrerequisite(ServiceProbeLibrary.built)
            }
            let result = try ServiceCallBenchmark(calls: s.calls, isolation: s.isolation).run()
            report.services = result
            return ServiceCallBenchmark.table(result)
        case .plugins:
            let result = try PluginTransitionBenchmark(
                transitions: s.transitions, buildFolder: try buildFolder(), isolation: s.isolation
            ).run()
            report.plugins = result
            return PluginTransitionBenchmark.table(result)
        case .interaction:
            let result = try InteractionBenchmark(
                events: s.calls / 50, buildFolder: try buildFolder(), isolation: s.isolation
            ).run()
            report.interaction = result
            return InteractionBenchmark.table(result)
        case .memory:
            let results = try MemoryBenchmark(
                transitions: s.memoryTransitions, buildFolder: try buildFolder(), isolation: s.isolation
            ).run()
            report.memory = results
            return MemoryBenchmark.table(results)
        case .raster:
            let result = try RasterBenchmark(
                buildFolder: try buildFolder(), budget: s.rasterBudget, samples: s.rasterSamples
            ).run()
            report.raster = result
            return RasterBenchmark.table(result)
        case .preview:
            let result = try PreviewBenchmark(buildFolder: try buildFolder(), seconds: s.previewSeconds).run()
            report.preview = result
            return PreviewBenchmark.table(result)
        case .reload:
            guard let isolation = s.isolation else {
                throw MissingPrerequisite(
                    reason: "the running segue executable, which hosts plugin processes, cannot be found")
            }
            let result = try ReloadBenchmark(reloads: 10, isolation: isolation).run()
            report.reload = result
            return ReloadBenchmark.table(result)
        }
    }

    /// The build folder with the bundled plugins, or the prerequisite it is.
    private func buildFolder() throws -> String {
        guard let folder = settings.buildFolder else {
            throw MissingPrerequisite(
                reason: "the bundled plugins are not beside segue, in SEGUE_BUILD_DIRECTORY or in the checkout's .build"
            )
        }
        return folder
    }
}
