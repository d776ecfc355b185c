import SegueRaster
import SegueRender

extension RasterExport {
    /// Writes `count` evenly spaced frames (`TransitionPicture.evenlySpacedFrames`) side by side
    /// with their times below, as one PNG at `path`.
    ///
    /// RECONCILE (issue 25): the PNG filmstrip's layout and drawing belong to SegueRaster (the
    /// motion part of the issue), which this branch does not have yet. This is the one place the
    /// command line calls it; once merged, the body is:
    ///
    ///     let image: RasterImage
    ///     do { image = try RasterFilmstrip.render(picture.frames, title: picture.title, count: count, with: renderer) }
    ///     catch { throw CommandFailure("--filmstrip '\(path)' could not be drawn: \(error)") }
    ///     try AtomicFileWriter.write(image.pngData(), to: path, what: "filmstrip of \(count) frames, \(image.width)×\(image.height) PNG")
    func writeFilmstrip(to path: String, count: Int) throws {
        throw CommandFailure("--filmstrip '\(path)': this build cannot draw PNG filmstrips yet; give a .svg path")
    }
}
