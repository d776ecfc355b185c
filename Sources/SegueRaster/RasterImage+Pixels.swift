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
