import Foundation
import SegueBenchmarkWorkloads
import SegueEngine
import SegueHost
import SegueScenario

#if canImport(Glibc)
    import Glibc
#endif

/// Reload latency: from a rebuilt C plugin's rename into its followed folder to the first frame
/// of a transition by the new plugin process, through the folder watch, the reloading set and the
/// real-time driver (so the first frame lands on a display frame, as in the preview). The plugin
/// is Cover Vertical, compiled from `Plugins/` with the system C compiler into a temporary
/// folder; its kept `duration` parameter makes each replay short. Target: under 300 ms.
struct ReloadBenchmark {
    /// How many reloads are timed.
    let reloads: Int
    /// How plugin processes are started.
    let isolation: PluginIsolation

    /// The figures, in milliseconds.
    struct Result: Encodable {
        /// Reloads timed.
        let reloads: Int
        /// The plugin reloaded.
        let plugin: String
        /// Rename to first frame, fastest.
        let minimumMilliseconds: Double
        /// Rename to first frame, median.
        let medianMilliseconds: Double
        /// Rename to first frame, slowest.
        let maximumMilliseconds: Double
        /// The reload alone (scan in a new process and swap), median, from the reload's outcome.
        let medianReloadMilliseconds: Double
    }

    /// The library's name in the followed folder.
    private static let library = "libSeguePluginCoverVertical.so"

    func run() throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-bench-reload-\(getpid())")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        guard let source = BenchmarkFiles.checkout?.appendingPathComponent("Plugins/CoverVertical/CoverVertical.c").path
        else {
            throw MissingPrerequisite(
                reason: "the Segue checkout (Plugins/CoverVertical) is not where this segue was built")
        }
        let built = folder + "/built.so.out"
        do { try PluginCompiler.compile(source, to: built) } catch { throw MissingPrerequisite(reason: "\(error)") }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: built))
        try bytes.write(to: URL(fileURLWithPath: folder + "/" + Self.library))
        let plugins = ReloadingPlugins(
            searchPath: PluginSearchPath(folders: [.init(path: folder)]), isolation: isolation)
        let id = "org.segue.cover-vertical"
        try plugins.setParameter("duration", of: id, to: 0.05)
        let watch = try PluginFolderWatch(folders: [folder])
        var latencies: [Double] = []
        var reloadTimes: [Double] = []
        for _ in 0..<reloads {
            let staging = folder + "/.rebuilt"
            try bytes.write(to: URL(fileURLWithPath: staging))
            let renamed = MonotonicTimeSource.system.now()
            guard rename(staging, folder + "/" + Self.library) == 0 else {
                throw CommandFailure(
                    "the reload benchmark could not rename its library: \(String(cString: strerror(errno)))")
            }
            let outcomes = plugins.reload(watch.changes(waitingUpTo: 5))
            guard let outcome = outcomes.first, outcome.failure == nil else {
                throw CommandFailure(
                    "the reload benchmark's library did not reload: "
                        + "\(outcomes.first?.failure ?? "the watch reported nothing")"
                )
            }
            latencies.append((try firstFrame(of: id, in: plugins) - renamed) * 1000)
            reloadTimes.append(outcome.seconds * 1000)
        }
        let sorted = latencies.sorted()
        return Result(
            reloads: reloads, plugin: "Cover Vertical (C)", minimumMilliseconds: sorted.first ?? 0,
            medianMilliseconds: Stopwatch.median(sorted),
            maximumMilliseconds: sorted.last ?? 0, medianReloadMilliseconds: Stopwatch.median(reloadTimes))
    }

    /// When (monotonic seconds) the real-time driver's first frame of a present by `id` was done.
    private func firstFrame(of id: String, in plugins: ReloadingPlugins) throws -> Double {
        var first: Double?
        var scenario = TransitionScenario(operation: .present, framesPerSecond: 60)
        scenario.playback = .realTime { _ in
            if first == nil { first = MonotonicTimeSource.system.now() }
        }
        _ = try scenario.run { operation throws in try plugins.makePluginAnimator(id: id, operation: operation) }
        guard let first else { throw CommandFailure("the reload benchmark's transition drew no frame") }
        return first
    }

    /// The section's lines.
    static func table(_ result: Result) -> [String] {
        let widths = [12, 12, 12, 16]
        return [
            "Reload latency: a rebuilt \(result.plugin) renamed into a followed folder until the first frame of its "
                + "new plugin process, "
                + "\(result.reloads) reloads, isolated (target: under 300 ms)",
            BenchFormat.row(["min ms", "median ms", "max ms", "reload alone ms"], widths: widths),
            BenchFormat.row(
                [
                    BenchFormat.fixed(result.minimumMilliseconds, 1), BenchFormat.fixed(result.medianMilliseconds, 1),
                    BenchFormat.fixed(result.maximumMilliseconds, 1),
                    BenchFormat.fixed(result.medianReloadMilliseconds, 1),
                ], widths: widths),
        ]
    }
}
