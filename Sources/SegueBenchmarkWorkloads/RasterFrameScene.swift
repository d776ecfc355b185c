import Foundation
import SegueEngine
import SegueHost
import SegueRaster
import SegueScenario

/// A bundled animator's busiest frame, for the raster renderer's cost (`segue bench --only
/// raster` and the suite's `Raster.*` alike): its presentation is recorded in the default scene
/// `segue run` plays (400×800 points, 60 fps), and of the recorded frames the one with the most
/// views is kept, as the frame the renderer works hardest on. Of equals (most animators keep
/// their view count throughout), `candidates` evenly spaced ones are drawn once at 1× and the
/// slowest kept: the middle alone can be a flip's edge-on instant, which draws almost nothing.
public struct RasterFrameScene {
    /// The animator's id.
    public let animator: String
    /// The busiest frame's views, root first.
    public let views: [ViewSnapshot]
    /// Its time, in seconds after the first recorded frame.
    public let time: Double

    /// Every animator in the bundled plugins in `buildFolder` that can present, in id order,
    /// each with its busiest frame.
    public static func all(buildFolder: String) throws -> [RasterFrameScene] {
        let libraries = try FileManager.default.contentsOfDirectory(atPath: buildFolder)
            .filter { $0.hasPrefix("libSeguePlugin") && $0.hasSuffix(".so") }.sorted().map { buildFolder + "/" + $0 }
        let registry = PluginRegistry(libraries: libraries)
        return try registry.animators.filter {
            $0.descriptor.capabilities.contains(PluginOperation.present.requiredCapability)
        }
        .sorted { $0.descriptor.id < $1.descriptor.id }
        .map { available in
            let recording = try TransitionScenario().run { try registry.makeAnimator(available, operation: $0) }
            return RasterFrameScene(animator: available.descriptor.id, frames: recording.frames)
        }
    }

    /// Frames of equal view count drawn to find the slowest.
    public static let candidates = 5

    /// The busiest of `frames` (at least one), for `animator`.
    public init(animator: String, frames: [TraceRecorder.Frame]) {
        let most = frames.map(\.views.count).max()!
        let tied = frames.filter { $0.views.count == most }
        let picked = (0..<min(Self.candidates, tied.count)).map {
            tied[$0 * (tied.count - 1) / max(Self.candidates - 1, 1)]
        }
        let renderer = Self.renderer(scale: 1)
        // Each is drawn once untimed first, so a look captured for it is not counted.
        let times = picked.map { frame in
            _ = renderer.render(frame.views)
            return Self.seconds(drawing: frame.views, with: renderer)
        }
        let busiest = picked[times.indices.max { times[$0] < times[$1] }!]
        self.animator = animator
        views = busiest.views
        time = busiest.time - frames[0].time
    }

    /// Seconds one draw of `views` takes.
    private static func seconds(drawing views: [ViewSnapshot], with renderer: RasterRenderer) -> Double {
        let start = MonotonicTimeSource.system.now()
        _ = renderer.render(views)
        return MonotonicTimeSource.system.now() - start
    }

    /// A renderer at `scale` pixels per point: one per sequence, as a run draws one.
    public static func renderer(scale: Double) -> RasterRenderer {
        RasterRenderer(options: RasterOptions(scale: scale))
    }
}
