import CCairo

#if canImport(Glibc)
    import Glibc
#endif

/// One block of pixel memory reused for every texture drawn and warped at once (a view's
/// contents under perspective), so a frame allocates no texture: fresh frame-sized memory each
/// frame costs more in page faults than the drawing.
final class TextureScratch {
    private var memory: UnsafeMutableRawPointer?
    private var capacity = 0

    deinit { memory?.deallocate() }

    /// A cleared `width` × `height` image whose pixels live in this memory: valid until the next
    /// call (it must not outlive the drawing that uses it).
    func image(width: Int, height: Int) -> RasterImage {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let bytes = stride * height
        if bytes > capacity {
            memory?.deallocate()
            memory = .allocate(byteCount: bytes, alignment: 16)
            capacity = bytes
        }
        memset(memory!, 0, bytes)
        let pixels = memory!.assumingMemoryBound(to: UInt8.self)
        return RasterImage(
            adopting: cairo_image_surface_create_for_data(
                pixels, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!)
    }
}
