import Foundation
import SegueHost
import SeguePreview

/// The preview window's frame times: each bundled animator that presents, isolated, replaying
/// its present for `seconds` in a `segue preview` child (a real SDL window at 400×800, 60 Hz,
/// SDL's software renderer), from its `--stats`. Every transition's first frame is included.
/// Needs a display: Scripts/bench-preview.sh runs it under Xvfb on one core. Figures only: the
/// issue's targets (no dropped frame at 60 Hz, p99 under 12 ms) are printed beside them.
struct PreviewBenchmark {
    /// The folder holding the bundled plugins and this `segue`.
    let buildFolder: String
    /// Seconds each animator plays.
    let seconds: Double

    /// What was measured.
    struct Result: Encodable {
        /// One animator's run.
        struct Run: Encodable {
            /// The animator's id.
            let animator: String
            /// Frames drawn.
            let frames: Int
            /// Median and 99th-percentile milliseconds of work per frame, and the slowest frame.
            let p50Milliseconds, p99Milliseconds, maxMilliseconds: Double
            /// The run's very first frame (the first transition's first frame), in milliseconds.
            let firstFrameMilliseconds: Double
            /// Late and dropped frames.
            let lateFrames, droppedFrames: Int
            /// SDL's renderer.
            let renderer: String
        }
        /// Seconds each animator played.
        let seconds: Double
        /// One entry per animator, in id order.
        let runs: [Run]
    }

    /// Runs every animator that presents.
    func run() throws -> Result {
        if let reason = PreviewDisplay.unavailableReason() {
            throw MissingPrerequisite(reason: "\(reason); run Scripts/bench-preview.sh, which starts Xvfb")
        }
        let runs = try Self.presentingAnimators(in: buildFolder).map(measure)
        return Result(seconds: seconds, runs: runs)
    }

    /// The ids of the bundled animators that can present, in id order (scanned in plugin processes).
    static func presentingAnimators(in folder: String) throws -> [String] {
        let libraries = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasPrefix("libSeguePlugin") && $0.hasSuffix(".so") }.sorted().map { folder + "/" + $0 }
        var warnings: [String] = []
        let (catalogue, _) = PluginScanner(isolation: .segue(), cache: nil).catalogue(
            of: libraries, diagnostics: [], rescan: true, warnings: &warnings)
        return catalogue.animators.map(\.descriptor).filter {
            $0.capabilities.contains(PluginOperation.present.requiredCapability)
        }.map(\.id).sorted()
    }

    /// One animator's run in a `segue preview` child.
    private func measure(_ animator: String) throws -> Result.Run {
        let stats = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-bench-preview-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: stats) }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: PluginSearchPath.runningExecutablePath() ?? CommandLine.arguments[0])
        child.arguments = [
            "preview", "--animator", animator, "--operation", "present", "--loop",
            "--exit-after", "\(seconds)", "--stats", stats.path,
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["SEGUE_PLUGIN_PATH"] = ""
        environment["SDL_RENDER_DRIVER"] = environment["SDL_RENDER_DRIVER"] ?? "software"
        child.environment = environment
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        child.waitUntilExit()
        guard child.terminationStatus == 0, let data = try? Data(contentsOf: stats),
            let figures = try? JSONDecoder().decode(FrameStatistics.self, from: data)
        else {
            throw CommandFailure(
                "segue preview --animator \(animator) ended with status \(child.terminationStatus) and no statistics; "
                    + "run it by hand to see why",
                status: .jobFailed)
        }
        return Result.Run(
            animator: animator, frames: figures.frames, p50Milliseconds: figures.p50Milliseconds,
            p99Milliseconds: figures.p99Milliseconds,
            maxMilliseconds: figures.frameMilliseconds.max() ?? 0,
            firstFrameMilliseconds: figures.frameMilliseconds.first ?? 0,
            lateFrames: figures.lateFrames, droppedFrames: figures.droppedFrames, renderer: figures.renderer)
    }

    /// The text table for `result`.
    static func table(_ result: Result) -> [String] {
        let widths = [28, 8, 8, 8, 8, 10, 7, 9, 10]
        let header = ["animator", "frames", "p50 ms", "p99 ms", "max ms", "first ms", "late", "dropped", "renderer"]
        return [
            "Preview window: each animator's present replayed for \(BenchFormat.fixed(result.seconds, 0)) s in a "
                + "400x800 SDL window at 60 Hz, isolated, every transition's first frame included (targets: no "
                + "dropped frame, p99 under 12 ms; release, one core)",
            BenchFormat.row(header, widths: widths),
        ]
            + result.runs.map { r in
                BenchFormat.row(
                    [
                        r.animator, "\(r.frames)", BenchFormat.fixed(r.p50Milliseconds, 2),
                        BenchFormat.fixed(r.p99Milliseconds, 2),
                        BenchFormat.fixed(r.maxMilliseconds, 2), BenchFormat.fixed(r.firstFrameMilliseconds, 2),
                        "\(r.lateFrames)", "\(r.droppedFrames)", r.renderer,
                    ],
                    widths: widths)
            }
    }
}
