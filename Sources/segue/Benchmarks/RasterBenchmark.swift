import SegueBenchmarkWorkloads
import SegueRaster

/// The raster renderer's cost per frame: every bundled animator's busiest frame
/// (`RasterFrameScene`) drawn at 1× (400×800 pixels), 2× and 3×, and that frame's PNG encoding
/// at 1×. Figures only: the target (at most 4 ms per frame at 1× in a release build on
/// one core) is printed beside them, never enforced.
struct RasterBenchmark {
    /// The folder holding the bundled plugins.
    let buildFolder: String
    /// Seconds spent timing each figure (after one warm-up draw).
    let budget: Double
    /// The fewest draws timed for each figure.
    let samples: Int

    /// The scales measured, 1× first.
    static let scales = [1.0, 2.0, 3.0]

    /// What was measured.
    struct Result: Encodable {
        /// One animator's busiest frame.
        struct Frame: Encodable {
            /// The animator's id.
            let animator: String
            /// Views in the frame.
            let views: Int
            /// Its time after the first recorded frame, in seconds.
            let time: Double
            /// Median milliseconds per draw at each of `scales`.
            let milliseconds: [Double]
            /// Median milliseconds to encode the 1× frame as PNG.
            let pngMilliseconds: Double
            /// Bytes of that PNG.
            let pngBytes: Int
        }
        /// The scales, in the order of each frame's `milliseconds`.
        let scales: [Double]
        /// One entry per animator, in id order.
        let frames: [Frame]
    }

    /// Measures every animator.
    func run() throws -> Result {
        let frames = try RasterFrameScene.all(buildFolder: buildFolder).map { scene in
            let milliseconds = Self.scales.map { scale in
                let renderer = RasterFrameScene.renderer(scale: scale)
                return Stopwatch.median(
                    Stopwatch.samples(budget: budget, minimum: samples) { _ = renderer.render(scene.views) }) * 1000
            }
            let image = RasterFrameScene.renderer(scale: 1).render(scene.views)
            var bytes = 0
            let png =
                Stopwatch.median(Stopwatch.samples(budget: budget, minimum: samples) { bytes = image.pngData().count })
                * 1000
            return Result.Frame(
                animator: scene.animator, views: scene.views.count, time: scene.time, milliseconds: milliseconds,
                pngMilliseconds: png, pngBytes: bytes)
        }
        return Result(scales: Self.scales, frames: frames)
    }

    /// The text table for `result`.
    static func table(_ result: Result) -> [String] {
        let widths = [28, 7, 9, 10, 10, 10, 12, 10]
        let header =
            ["animator", "views", "at s"] + result.scales.map { "\(BenchFormat.fixed($0, 0))x ms" } + [
                "PNG ms 1x", "PNG KB",
            ]
        return [
            "Raster frames: each bundled animator's busiest frame (most views) of its presentation, 400x800 points; "
                + "ms per frame (target at 1x: at most 4 ms, release, one core)",
            BenchFormat.row(header, widths: widths),
        ]
            + result.frames.map { f in
                BenchFormat.row(
                    [f.animator, "\(f.views)", BenchFormat.fixed(f.time, 3)]
                        + f.milliseconds.map { BenchFormat.fixed($0, 2) }
                        + [BenchFormat.fixed(f.pngMilliseconds, 2), BenchFormat.fixed(Double(f.pngBytes) / 1024, 1)],
                    widths: widths)
            }
    }
}
