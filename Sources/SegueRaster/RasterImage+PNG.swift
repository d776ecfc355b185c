import CCairo

extension RasterImage {
    /// The image encoded as PNG (8-bit RGBA, straight alpha, as cairo writes it).
    public func pngData() -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(
                surface,
                { closure, data, length in
                    let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(sink).toOpaque())
        }
        precondition(
            status == CAIRO_STATUS_SUCCESS,
            "cairo could not encode a PNG: \(String(cString: cairo_status_to_string(status)))")
        return sink.bytes
    }
}
