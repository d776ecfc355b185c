import Foundation
import SegueEngine
import SegueRaster
import SegueRender

/// A run's raster outputs (PNG frames, a PNG sequence, a motion file), drawn from its recorded
/// frames by one `RasterRenderer`, so a captured look is drawn once for the whole sequence.
/// Every file appears whole or not at all (`AtomicFileWriter`).
final class RasterExport {
    /// The recorded frames.
    let picture: TransitionPicture
    /// Draws them.
    let renderer: RasterRenderer

    /// Frames of `picture` drawn with `options`, views' pictures found in `images` (the generated
    /// ones; a scene's image files are added to it by whoever loads the scene).
    init(_ picture: TransitionPicture, options: RasterOptions, images: ImageLibrary = ImageLibrary()) {
        self.picture = picture
        renderer = RasterRenderer(options: options, images: images)
    }

    /// Writes the frame showing `offset` seconds into the recording as a PNG at `path`.
    func writePNG(to path: String, atOffset offset: Double) throws {
        let frame = picture.frame(atOffset: offset)
        let image = draw(frame)
        try AtomicFileWriter.write(image.pngData(), to: path, what: "\(image.width)×\(image.height) PNG at \(DurationText.seconds(frame.time - picture.frames[0].time)) s")
    }

    /// Writes every recorded frame (frames sharing a time once) into the new folder `folder`,
    /// as `frame-00001.png`, `frame-00002.png`… in time order (SegueRaster's `PNGSequenceWriter`
    /// names them so; the folder here appears with every frame in it or not at all).
    func writePNGFrames(to folder: String) throws {
        let frames = picture.frames
        try AtomicFileWriter.writeFolder(folder, what: "\(frames.count) PNG frames") { temporary in
            var bytes = 0
            for (index, frame) in frames.enumerated() {
                let name = PNGSequenceWriter.fileName(ofFrame: index + 1)
                let png = draw(frame).pngData()
                let path = (temporary as NSString).appendingPathComponent(name)
                guard FileManager.default.createFile(atPath: path, contents: Data(png)) else {
                    throw CommandFailure("cannot write '\(folder)/\(name)': \(FileProblem.reason(errno)); check the disk's free space and permissions")
                }
                bytes += png.count
            }
            return bytes
        }
    }

    /// Writes the recording as a motion file at `framesPerSecond` in `format`, through ffmpeg.
    func writeVideo(to path: String, format: MotionFormat, framesPerSecond: Double) throws {
        let size = renderer.pixelSize(of: picture.frames[0].views)
        let what = "\(format.rawValue), \(size.width)×\(size.height) at \(JSONText.number(format.storedFramesPerSecond(for: framesPerSecond))) fps"
        try AtomicFileWriter.writeThroughTemporaryFile(to: path, what: what) { temporary in
            try encodeMotion(format: format, framesPerSecond: framesPerSecond, to: temporary, naming: "--video '\(path)'")
        }
    }

    /// Encodes the recording at `framesPerSecond` as `format` into `path` (a file nobody else
    /// sees yet), failing with a sentence that starts with `naming`; answers the frames written.
    @discardableResult
    func encodeMotion(format: MotionFormat, framesPerSecond: Double, to path: String, naming: String) throws -> Int {
        do {
            return try RecordingExport.writeMotion(picture.frames, as: format, to: path, framesPerSecond: framesPerSecond, with: renderer)
        } catch {
            throw CommandFailure("\(naming) could not be written: \(error)")
        }
    }

    /// One frame drawn, with what the renderer could not draw said once per run.
    private func draw(_ frame: TraceRecorder.Frame) -> RasterImage {
        let image = renderer.render(frame.views)
        for message in renderer.diagnostics { warnOnce(message) }
        return image
    }

    /// The renderer's messages already printed (it repeats a problem on every frame that has it).
    private var said: Set<String> = []

    private func warnOnce(_ message: String) {
        if said.insert(message).inserted { StandardError.warning(message) }
    }
}
