import Foundation
import SegueEngine

/// A recording (`TraceRecorder.Frame`s, oldest first) drawn frame by frame into a motion file or
/// a PNG sequence at a fixed rate: at each of the output's frame times, the nearest recorded
/// frame (`Array.sampled(framesPerSecond:)`), drawn by one renderer so captured looks are drawn
/// once. Frames are drawn and written one at a time, so memory does not grow with the length.
public enum RecordingExport {
    /// Writes `frames` as `format` at `path` at `framesPerSecond` (a GIF above 50 fps at 50:
    /// `MotionFormat.storedFramesPerSecond`, the recorded frames nearest to its own times, so
    /// ffmpeg never resamples); answers the number of frames written.
    @discardableResult
    public static func writeMotion(
        _ frames: [TraceRecorder.Frame], as format: MotionFormat, to path: String, framesPerSecond: Double,
        with renderer: RasterRenderer,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> Int {
        guard let first = frames.first else { throw MotionError("cannot write \(path): the recording has no frames") }
        let size = renderer.pixelSize(of: first.views)
        let rate = format.storedFramesPerSecond(for: framesPerSecond)
        let writer = try MotionWriter(
            format: format, path: path, width: size.width, height: size.height, framesPerSecond: rate,
            environment: environment)
        for frame in frames.sampled(framesPerSecond: rate) { try writer.append(renderer.render(frame.views)) }
        try writer.finish()
        return writer.frameCount
    }

    /// Writes `frames` as a numbered PNG sequence into `folder` at `framesPerSecond`
    /// (`MotionWriter.framesPerSecondRange`); see `PNGSequenceWriter` for `replacing`. Answers the
    /// number of frames written.
    @discardableResult
    public static func writePNGSequence(
        _ frames: [TraceRecorder.Frame], into folder: String, framesPerSecond: Double, replacing: Bool = false,
        with renderer: RasterRenderer
    ) throws -> Int {
        guard !frames.isEmpty else {
            throw MotionError("cannot write a PNG sequence into \(folder): the recording has no frames")
        }
        try MotionWriter.check(framesPerSecond: framesPerSecond, writing: "a PNG sequence into \(folder)")
        let writer = try PNGSequenceWriter(folder: folder, replacing: replacing)
        for frame in frames.sampled(framesPerSecond: framesPerSecond) {
            try writer.append(renderer.render(frame.views))
        }
        return writer.frameCount
    }
}
