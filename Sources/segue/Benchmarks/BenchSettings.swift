import Foundation
import SegueBenchmarkWorkloads
import SegueHost

/// How big each `segue bench` measurement is, and where the plugins it loads come from.
struct BenchSettings {
    /// Animated properties per tick measurement.
    var properties: [Int]
    /// Ticks timed per size.
    var ticks: Int
    /// Bézier evaluations timed.
    var bezierEvaluations: Int
    /// Concurrent transitions per concurrency measurement.
    var concurrent: [Int]
    /// Views faded in the animator-sharing measurement.
    var views: Int
    /// Whole snapshots (and naive copies) taken and kept per way in the snapshot measurement.
    var snapshots: Int
    /// Service calls per timed transition.
    var calls: Int
    /// Transitions per timed round of the plugin measurement.
    var transitions: Int
    /// Transitions measured for resident memory.
    var memoryTransitions: Int
    /// Seconds spent timing each raster figure, and the fewest draws timed for it.
    var rasterBudget = 0.3, rasterSamples = 5
    /// Seconds each animator plays in the preview window (the 10; 2 in a debug build).
    var previewSeconds = 10.0

    /// The sizes of a release build: the (10 to 10 000 concurrent transitions, 10 000 views…).
    static let releaseDefaults = BenchSettings(
        properties: [1000, 10000, 100000], ticks: 200, bezierEvaluations: 2_000_000, concurrent: [10, 1000, 10000],
        views: 10000, snapshots: 1000,
        calls: 1_000_000, transitions: 300, memoryTransitions: 10000)

    /// The sizes of a debug build: small enough to finish in seconds (a debug build's figures
    /// only show that every section runs).
    static let debugDefaults = BenchSettings(
        properties: [1000, 10000, 100000], ticks: 200, bezierEvaluations: 2_000_000, concurrent: [10, 100], views: 500,
        snapshots: 100,
        calls: 20000, transitions: 20, memoryTransitions: 200, rasterBudget: 0, rasterSamples: 1, previewSeconds: 2)

    /// The folder with the bundled plugins: the running `segue`'s own, else the build folders
    /// `BenchmarkFiles` knows.
    var buildFolder: String? {
        BenchmarkFiles.buildFolder(
            preferring: PluginSearchPath.runningExecutablePath().map {
                URL(fileURLWithPath: $0).deletingLastPathComponent().path
            })
    }

    /// Plugins isolated in processes started from this `segue` (its hidden `plugin-host` command).
    var isolation: PluginIsolation? {
        PluginSearchPath.runningExecutablePath().map { PluginIsolation(executable: $0) }
    }
}
