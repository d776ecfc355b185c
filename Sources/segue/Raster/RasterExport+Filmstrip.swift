import SegueRaster

extension RasterExport {
    /// Writes `count` evenly spaced frames side by side with their times below, as one PNG at
    /// `path` (SegueRaster's `RasterFilmstrip`, the SVG filmstrip's layout).
    func writeFilmstrip(to path: String, count: Int) throws {
        let image: RasterImage
        do {
            image = try RasterFilmstrip.render(picture.frames, title: picture.title, count: count, with: renderer)
        } catch {
            throw CommandFailure("--filmstrip '\(path)' could not be drawn: \(error)")
        }
        try AtomicFileWriter.write(
            image.pngData(), to: path, what: "filmstrip of \(count) frames, \(image.width)×\(image.height) PNG")
    }
}
