import Foundation
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
    /// Service calls per timed transition.
    var calls: Int
    /// Transitions per timed round of the plugin measurement.
    var transitions: Int
    /// Transitions measured for resident memory.
    var memoryTransitions: Int

    /// The folder with the bundled plugins: the running `segue`'s own, else the build folders
    /// `BenchmarkFiles` knows.
    var buildFolder: String? {
        BenchmarkFiles.buildFolder(preferring: PluginSearchPath.runningExecutablePath().map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
    }

    /// Plugins isolated in processes started from this `segue` (its hidden `plugin-host` command).
    var isolation: PluginIsolation? {
        PluginSearchPath.runningExecutablePath().map { PluginIsolation(executable: $0) }
    }
}
