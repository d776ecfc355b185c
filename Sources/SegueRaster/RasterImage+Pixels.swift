import CCairo

extension RasterImage {
    /// A copy of `width` × `height` pixels read from elsewhere (a window's read-back), laid out
    /// as `withPixelBytes` gives them: rows `bytesPerRow` apart, each pixel a native `UInt32`
    /// 0xAARRGGBB, premultiplied.
    public convenience init(width: Int, height: Int, copying pixels: UnsafeRawPointer, bytesPerRow: Int) {
        self.init(width: width, height: height)
        precondition(bytesPerRow >= width * 4, "a row of \(width) pixels needs \(width * 4) bytes, not \(bytesPerRow)")
        cairo_surface_flush(surface)
        let destination = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        let destinationStride = self.bytesPerRow
        let rowBytes = width * 4
        for row in 0..<height {
            let target: UnsafeMutableRawPointer = destination + row * destinationStride
            let source: UnsafeRawPointer = pixels + row * bytesPerRow
            target.copyMemory(from: source, byteCount: rowBytes)
        }
        cairo_surface_mark_dirty(surface)
    }
}

extension RasterImage {
    /// The PNG file at `path` decoded (opaque ones painted into ARGB32 too), nil when cairo cannot read it.
    public static func readPNG(_ path: String) -> RasterImage? {
        guard let decoded = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(decoded) }
        guard cairo_surface_status(decoded) == CAIRO_STATUS_SUCCESS else { return nil }
        let width = Int(cairo_image_surface_get_width(decoded))
        let height = Int(cairo_image_surface_get_height(decoded))
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else { return nil }
        let image = RasterImage(width: width, height: height)
        let cr = cairo_create(image.surface)!
        defer { cairo_destroy(cr) }
        cairo_set_source_surface(cr, decoded, 0, 0)
        cairo_paint(cr)
        return image
    }
}
