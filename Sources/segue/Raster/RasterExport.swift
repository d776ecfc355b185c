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
        guard let frame = picture.frames.frame(atOffset: offset) else {
            throw CommandFailure("--png '\(path)' cannot be drawn: the recording has no frames")
        }
        let image = draw(frame)
        try AtomicFileWriter.write(
            image.pngData(), to: path,
            what: "\(image.width)×\(image.height) PNG at "
                + "\(DurationText.seconds(frame.time - picture.frames[0].time)) s"
        )
    }

    /// Writes the recording into the new folder `folder` as a numbered PNG sequence at
    /// `framesPerSecond` (SegueRaster's `RecordingExport`, `frame-00001.png`…); the folder appears
    /// with every frame in it or not at all.
    func writePNGFrames(to folder: String, framesPerSecond: Double) throws {
        try AtomicFileWriter.writeFolder(folder, what: "PNG frames at \(JSONText.number(framesPerSecond)) fps") {
            temporary in
            do {
                try RecordingExport.writePNGSequence(
                    picture.frames, into: temporary, framesPerSecond: framesPerSecond, with: renderer)
            } catch {
                throw CommandFailure("--png-frames '\(folder)' could not be written: \(error)")
            }
            say(renderer.diagnostics)
            return Self.bytes(in: temporary)
        }
    }

    /// Writes the recording as a motion file at `framesPerSecond` in `format`, through ffmpeg
    /// (`RecordingExport` writes it beside `path` and renames it, so it appears whole or not at all).
    func writeVideo(to path: String, format: MotionFormat, framesPerSecond: Double) throws {
        let size = renderer.pixelSize(of: picture.frames[0].views)
        try encodeMotion(format: format, framesPerSecond: framesPerSecond, to: path, naming: "--video '\(path)'")
        let rate = JSONText.number(format.storedFramesPerSecond(for: framesPerSecond))
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        AtomicFileWriter.announce(
            path, what: "\(format.rawValue), \(size.width)×\(size.height) at \(rate) fps", bytes: bytes)
    }

    /// Encodes the recording at `framesPerSecond` as `format` into `path`, failing with a
    /// sentence that starts with `naming`; answers the frames written.
    @discardableResult
    func encodeMotion(format: MotionFormat, framesPerSecond: Double, to path: String, naming: String) throws -> Int {
        do {
            let written = try RecordingExport.writeMotion(
                picture.frames, as: format, to: path, framesPerSecond: framesPerSecond, with: renderer)
            say(renderer.diagnostics)
            return written
        } catch {
            throw CommandFailure("\(naming) could not be written: \(error)")
        }
    }

    /// The bytes of the files directly in `folder`.
    private static func bytes(in folder: String) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.reduce(0) { total, name in
            let path = (folder as NSString).appendingPathComponent(name)
            return total + ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
        }
    }

    /// One frame drawn, with what the renderer could not draw said once per run.
    private func draw(_ frame: TraceRecorder.Frame) -> RasterImage {
        let image = renderer.render(frame.views)
        say(renderer.diagnostics)
        return image
    }

    /// The renderer's messages already printed (it repeats a problem on every frame that has it).
    private var said: Set<String> = []

    /// Prints each of `messages` not printed before (the last frame's, after a whole sequence).
    private func say(_ messages: [String]) {
        for message in messages where said.insert(message).inserted { StandardError.warning(message) }
    }
}
