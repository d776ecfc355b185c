import Foundation
import SegueEngine
import SegueHost
import SegueRaster
import SegueScenario
import Testing

extension LiveWindowSuites {
    /// `segue preview` in a real SDL window on an Xvfb server the test starts (software rendering):
    /// the window's size, and the drawn frame against the raster renderer's frame of the same time.
    /// Skipped, with the reason, only when Xvfb or xdotool is not installed.
    @Suite(.serialized, .enabled(if: VirtualDisplay.missingTools == nil, "\(VirtualDisplay.missingTools ?? "")"))
    struct PreviewWindowTests {
        @Test(arguments: [("300x500", "1", 300, 500), ("200x300", "2", 400, 600)])
        func theWindowOpensAtTheRequestedSize(size: String, scale: String, width: Int, height: Int) throws {
            let display = try VirtualDisplay()
            let run = try PreviewProcess(
                [
                    "--animator", "diagonal", "--size", size, "--scale", scale, "--exit-after", "2", "--stats",
                    "stats.json",
                ],
                display: display.name)
            let window = try display.window(titled: "segue preview")
            let geometry = try display.xdotool(["getwindowgeometry", window])
            let (status, errors) = run.finish()
            #expect(status == 0, "\(errors)")
            #expect(geometry.contains("Geometry: \(width)x\(height)"), "\(geometry)")
            let statistics = try run.statistics()
            #expect(statistics.windowPixels == .init(width: width, height: height))
            #expect(statistics.frames > 10 && statistics.renderer == "software")
        }

        /// `--record-input` when nothing was dragged: the window's bottom line is gone once it
        /// closes, so standard error says why no file was written, and none is.
        @Test func recordingWithoutADragSaysSoAndWritesNothing() throws {
            let display = try VirtualDisplay()
            let run = try PreviewProcess(
                ["--animator", "diagonal", "--exit-after", "1", "--record-input", "drag.txt"], display: display.name)
            _ = try display.window(titled: "segue preview")
            let (status, errors) = run.finish()
            #expect(status == 0, "\(errors)")
            #expect(errors.contains("--record-input: nothing was dragged, so drag.txt was not written"), "\(errors)")
            #expect(!FileManager.default.fileExists(atPath: run.folder.appendingPathComponent("drag.txt").path))
        }

        /// Resizing the window (xdotool, as a window manager would) resizes the scene through the
        /// size-change coordinator, and the frames follow the new size.
        @Test func resizingTheWindowResizesTheScene() throws {
            let display = try VirtualDisplay()
            let run = try PreviewProcess(
                ["--animator", "diagonal", "--exit-after", "3", "--stats", "stats.json"], display: display.name)
            let window = try display.window(titled: "segue preview")
            Thread.sleep(forTimeInterval: 0.5)
            try display.xdotool(["windowsize", "--sync", window, "320", "600"])
            let (status, errors) = run.finish()
            #expect(status == 0, "\(errors)")
            let statistics = try run.statistics()
            #expect(statistics.windowPixels == .init(width: 320, height: 600))
            #expect(statistics.scenePoints == .init(width: 320, height: 600))
        }

        /// Diagonal's present, read back from the window a quarter of a second in, against the same
        /// live session drawn off screen at the captured frame's engine time: probes away from the
        /// heads-up line (bottom) and the help overlay (centre) agree within rounding.
        @Test func theDrawnFrameIsTheRasterRenderersFrameOfTheSameTime() throws {
            let display = try VirtualDisplay()
            let run = try PreviewProcess(
                [
                    "--animator", "diagonal", "--operation", "present", "--exit-after", "1.5", "--capture-at",
                    "0.25:frame.png", "--stats", "stats.json",
                ],
                display: display.name)
            let (status, errors) = run.finish()
            #expect(status == 0, "\(errors)")
            let capture = try #require(try run.statistics().captures.first)
            let shown = try #require(RasterImage.readPNG(run.folder.appendingPathComponent("frame.png").path))
            let expected = try Self.offscreenFrame(animator: "diagonal", operation: .present, at: capture.engineTime)
            #expect(shown.width == expected.width && shown.height == expected.height)
            var differing: [String] = []
            for y in [20, 120, 220, 580, 680] {
                for x in [10, 110, 210, 310, 390]
                where shown.pixel(x: x, y: y).distance(to: expected.pixel(x: x, y: y)) > 3 {
                    differing.append("(\(x), \(y)): \(shown.pixel(x: x, y: y)) vs \(expected.pixel(x: x, y: y))")
                }
            }
            #expect(differing.isEmpty, "at \(capture.engineTime) s: \(differing)")
        }

        /// The live session the preview shows, on a virtual clock ticked at the display's frame
        /// times up to `time`, drawn as the preview draws it (no labels), with no overlays.
        static func offscreenFrame(animator: String, operation: PluginOperation, at time: Double) throws -> RasterImage
        {
            let library =
                PreviewProcess.pluginFolder
                + "/libSeguePlugin\(animator.prefix(1).uppercased() + animator.dropFirst()).so"
            let plugins = ReloadingPlugins(files: [library], isolation: nil)
            let id = try #require(plugins.animatorIDs.first)
            let session = try LiveSession(size: Size(width: 400, height: 800), animators: plugins, animatorID: id)
            try session.perform(operation)
            session.advance(to: 0)
            for frame in 1...Int((time * 60).rounded()) { session.advance(to: Double(frame) / 60) }
            return RasterRenderer(options: RasterOptions(scale: 1, drawsNameLabels: false)).render(session.views())
        }
    }
}
