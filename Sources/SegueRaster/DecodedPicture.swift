import CCairo
import SegueEngine

/// A picture ready to draw at any size: the full-size image and a chain of halvings (a mip
/// chain), so a large reduction samples a copy at most twice the size it lands at. Cairo's
/// filters alias when one draw shrinks a picture many times over (a 1 200-pixel photo in a
/// 100-pixel thumbnail); halving by two with its good filter does not, and each frame then
/// draws bilinearly from the nearest larger level.
final class DecodedPicture {
    /// The full-size image first, then each half the size of the one before, down to a few pixels.
    let levels: [RasterImage]

    /// Bytes the levels' pixels take.
    var byteCount: Int { levels.reduce(0) { $0 + $1.bytesPerRow * $1.height } }

    /// The full-size picture's size in pixels.
    var size: Size { Size(width: Double(levels[0].width), height: Double(levels[0].height)) }

    /// The chain of `image` (which the picture now holds).
    init(_ image: RasterImage) {
        var levels = [image]
        while let last = levels.last, max(last.width, last.height) > 16 {
            levels.append(Self.half(of: last))
        }
        self.levels = levels
    }

    /// Decodes the PNG file at `path` with cairo after checking its header (`PNGHeader`), so a
    /// file too large is refused before anything is decoded.
    convenience init(pngFile path: String) throws(ImageLibraryError) {
        func refuse(_ problem: ImageFileProblem) -> ImageLibraryError {
            ImageLibraryError(problem.sentence(file: path), fileProblem: problem)
        }
        do { _ = try PNGHeader(file: path) } catch { throw refuse(error) }
        let decoded = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(decoded) }
        let status = cairo_surface_status(decoded)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw refuse(.undecodable(String(cString: cairo_status_to_string(status))))
        }
        // Cairo decodes opaque PNGs as RGB24: painted into ARGB32, every picture is one format.
        let image = RasterImage(
            width: Int(cairo_image_surface_get_width(decoded)), height: Int(cairo_image_surface_get_height(decoded)))
        let cr = cairo_create(image.surface)!
        cairo_set_source_surface(cr, decoded, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        self.init(image)
    }

    /// `image` at half its size (rounded up), each pixel the average of the four it covers.
    private static func half(of image: RasterImage) -> RasterImage {
        let smaller = RasterImage(width: (image.width + 1) / 2, height: (image.height + 1) / 2)
        let cr = cairo_create(smaller.surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(smaller.width) / Double(image.width), Double(smaller.height) / Double(image.height))
        paint(image, into: cr)
        return smaller
    }

    /// Paints `image` at `cr`'s user-space origin with `filter`, its edge pixels padded
    /// outwards so a scaled edge blends with the picture rather than with transparency.
    private static func paint(_ image: RasterImage, into cr: OpaquePointer, filter: cairo_filter_t = CAIRO_FILTER_GOOD)
    {
        cairo_set_source_surface(cr, image.surface, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_paint(cr)
    }

    /// Draws the picture stretched over `rect` (in `cr`'s user space), cut to `clip` and to
    /// `rect`, from the smallest level still at least as large as the pixels it covers.
    func draw(in rect: Rect, clippedTo clip: Rect, into cr: OpaquePointer) {
        guard rect.width > 0, rect.height > 0, clip.width > 0, clip.height > 0 else { return }
        // The device pixels the picture's width and height cover (the context may scale or rotate).
        var (wx, wy, hx, hy) = (rect.width, 0.0, 0.0, rect.height)
        cairo_user_to_device_distance(cr, &wx, &wy)
        cairo_user_to_device_distance(cr, &hx, &hy)
        let (across, down) = ((wx * wx + wy * wy).squareRoot(), (hx * hx + hy * hy).squareRoot())
        let level = levels.last { Double($0.width) >= across && Double($0.height) >= down } ?? levels[0]
        guard ScaleCheck.isUsable(rect.width / Double(level.width), rect.height / Double(level.height)) else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
        cairo_clip(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / Double(level.width), rect.height / Double(level.height))
        // Bilinear from a level at most twice the size it lands at, as GPUs sample a mip chain:
        // cairo's good filter here would convolve (pixman's separable convolution) for the same
        // look at twenty times the cost (measured: the default scene's banner and thumbnail take
        // 4.8 ms at 1× and 19.6 ms at 2× with it, 0.23 ms and 0.88 ms bilinear).
        Self.paint(level, into: cr, filter: CAIRO_FILTER_BILINEAR)
    }
}
