import Foundation
import SegueEngine
import SegueHost
import SegueRaster
import SegueScenario

/// A bundled animator's busiest frame, for the raster renderer's cost (`segue bench --only
/// raster` and the suite's `Raster.*` alike): its presentation is recorded in the default scene
/// `segue run` plays (400×800 points, 60 fps), and of the recorded frames the one with the most
/// views is kept, as the frame the renderer works hardest on; of equals, the one nearest the
/// middle of the recording, where views are mid-flight (turned, faded) rather than at rest.
struct RasterFrameScene {
    /// The animator's id.
    let animator: String
    /// The busiest frame's views, root first.
    let views: [ViewSnapshot]
    /// Its time, in seconds after the first recorded frame.
    let time: Double

    /// Every animator in the bundled plugins in `buildFolder` that can present, in id order,
    /// each with its busiest frame.
    static func all(buildFolder: String) throws -> [RasterFrameScene] {
        let libraries = try FileManager.default.contentsOfDirectory(atPath: buildFolder)
            .filter { $0.hasPrefix("libSeguePlugin") && $0.hasSuffix(".so") }.sorted().map { buildFolder + "/" + $0 }
        let registry = PluginRegistry(libraries: libraries)
        return try registry.animators.filter { $0.descriptor.capabilities.contains(PluginOperation.present.requiredCapability) }
            .sorted { $0.descriptor.id < $1.descriptor.id }
            .map { available in
                let recording = try TransitionScenario().run { try registry.makeAnimator(available, operation: $0) }
                return RasterFrameScene(animator: available.descriptor.id, frames: recording.frames)
            }
    }

    /// The busiest of `frames` (at least one), for `animator`.
    init(animator: String, frames: [TraceRecorder.Frame]) {
        let start = frames[0].time
        let middle = (start + frames[frames.count - 1].time) / 2
        let most = frames.map(\.views.count).max()!
        let busiest = frames.filter { $0.views.count == most }.min { abs($0.time - middle) < abs($1.time - middle) }!
        self.animator = animator
        views = busiest.views
        time = busiest.time - start
    }

    /// A renderer at `scale` pixels per point: one per sequence, as a run draws one.
    static func renderer(scale: Double) -> RasterRenderer {
        RasterRenderer(options: RasterOptions(scale: scale))
    }
}
