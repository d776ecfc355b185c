import Benchmark
import Foundation
import SegueBenchmarkWorkloads
import SegueRaster

/// The raster renderer on every bundled animator's busiest frame (`RasterFrameScene`, as `segue
/// bench --only raster` measures it): `Raster.<animator id>.<scale>x`, one iteration one frame
/// drawn at 1×, 2× or 3× (400×800 points) by a renderer that has drawn it before, as a run's
/// renderer draws a sequence. Wall clock and malloc counts; no thresholds (the 4 ms per
/// frame at 1× is a figure to read, never a test).
enum RasterBenchmarks {
    /// Registers one benchmark per animator and scale (needs a segue build with the bundled plugins).
    static func register() {
        guard let folder = SuiteFiles.buildFolder else { return }
        // The frames are recorded here, at registration, because the names carry the animators' ids.
        let scenes: [RasterFrameScene]
        do {
            scenes = try RasterFrameScene.all(buildFolder: folder)
        } catch {
            FileHandle.standardError.write(
                Data("SegueBenchmarks: the raster benchmarks could not record their frames: \(error)\n".utf8))
            return
        }
        for scene in scenes {
            for scale in [1, 2, 3] {
                let renderer = Fixture<RasterRenderer>()
                Benchmark("Raster.\(scene.animator).\(scale)x", configuration: SuiteConfiguration.with(iterations: 200))
                { _ in
                    blackHole(renderer.built.render(scene.views))
                } setup: {
                    renderer.value = RasterFrameScene.renderer(scale: Double(scale))
                } teardown: {
                    renderer.value = nil
                }
            }
        }
    }
}
