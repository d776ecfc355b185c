extension RasterImage {
    /// Writes the image as a PNG file at `path`, whole or not at all (written beside and renamed).
    public func writePNG(to path: String) throws {
        try PartialFile.write(pngData(), to: path)
    }
}
