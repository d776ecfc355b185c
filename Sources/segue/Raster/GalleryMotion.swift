import ArgumentParser
import Foundation
import SegueRaster
import SegueRender

/// `segue gallery --motion`: how each card shows its transition.
enum GalleryMotion: String, ExpressibleByArgument, CaseIterable {
    /// Inline SVG with a play button and a scrub slider (the default: no ffmpeg needed).
    case svg
    /// A looping animated GIF.
    case gif
    /// A looping animated PNG.
    case apng
    /// A looping, muted H.264 video.
    case mp4
    /// A looping, muted VP9 video.
    case webm

    /// The motion file embedded, or nil for inline SVG.
    var format: MotionFormat? { MotionFormat(rawValue: rawValue) }
}

/// Replaces each gallery clip's inline SVG with a looping motion file of its frames, drawn by the
/// raster renderer at the card's picture width, embedded as a data URI.
struct GalleryMotionEncoder {
    /// The motion format.
    let format: MotionFormat
    /// Frames per second of each file.
    let framesPerSecond: Double

    /// `clips`, each carrying its motion file.
    func embed(_ clips: [GalleryPage.Clip]) throws -> [GalleryPage.Clip] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-gallery-\(getpid())-\(UUID().uuidString.prefix(8))")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(
                "cannot make a temporary folder for the gallery's \(format.rawValue) files in "
                    + "\(folder.deletingLastPathComponent().path): \(FileProblem.cause(of: error)); set TMPDIR to a "
                    + "writable folder"
            )
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        return try clips.enumerated().map { index, clip in
            let path = folder.appendingPathComponent("clip-\(index).\(format.rawValue)").path
            let picture = TransitionPicture(frames: clip.frames, title: clip.subtitle)
            let width = picture.frames.first?.views.first?.bounds.width ?? GalleryPage.pictureWidth
            try RasterExport(picture, options: RasterOptions(scale: scale(forWidth: width)))
                .encodeMotion(
                    format: format, framesPerSecond: framesPerSecond, to: path,
                    naming: "the \(clip.subtitle) card's \(format.rawValue)")
            guard let bytes = FileManager.default.contents(atPath: path) else {
                throw CommandFailure(
                    "the \(clip.subtitle) card's \(format.rawValue) could not be read back from \(path); check the "
                        + "temporary folder"
                )
            }
            let motion = GalleryPage.Motion(
                kind: kind, dataURI: "data:\(mediaType);base64,\(bytes.base64EncodedString())")
            return GalleryPage.Clip(title: clip.title, subtitle: clip.subtitle, frames: clip.frames, motion: motion)
        }
    }

    /// Pixels per point that make a root `width` points wide fill the card's picture, one pixel
    /// per CSS pixel, within what the renderer accepts.
    private func scale(forWidth width: Double) -> Double {
        let range = RasterOptions.scaleRange
        return min(max(GalleryPage.pictureWidth / max(width, 1), range.lowerBound), range.upperBound)
    }

    /// How the page shows the format.
    private var kind: GalleryPage.Motion.Kind {
        switch format {
        case .gif, .apng: .animatedImage
        case .mp4, .webm: .video
        }
    }

    /// The format's media type for the data URI.
    private var mediaType: String {
        switch format {
        case .gif: "image/gif"
        case .apng: "image/apng"
        case .mp4: "video/mp4"
        case .webm: "video/webm"
        }
    }
}
