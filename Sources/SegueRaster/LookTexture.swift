import CCairo
import SegueEngine

/// A captured look drawn once into an image, in the look's coordinates (its bounds' origin at
/// the image's top-left) at `scale` pixels per unit.
final class LookTexture {
    /// The look drawn.
    let look: CapturedLook
    /// The pixels.
    let image: RasterImage
    /// Pixels per look unit.
    let scale: Double
    /// When it was last used (the cache's clock), for least-recently-used eviction.
    var lastUse: Int

    init(look: CapturedLook, image: RasterImage, scale: Double, lastUse: Int) {
        (self.look, self.image, self.scale, self.lastUse) = (look, image, scale, lastUse)
    }

    /// Bytes the pixels take.
    var bytes: Int { image.bytesPerRow * image.height }

    /// The pattern matrix (user space to texture pixels) that shows `source` (look coordinates)
    /// stretched over `destination` (user space); nil for an empty rectangle.
    func matrix(from destination: Rect, showing source: Rect) -> cairo_matrix_t? {
        guard destination.width > 0, destination.height > 0 else { return nil }
        let (sx, sy) = (source.width / destination.width, source.height / destination.height)
        let origin = look.bounds.origin
        // Cairo refuses a singular or non-finite pattern matrix (and then stops drawing the frame).
        guard sx * scale > 1e-12, sy * scale > 1e-12, (sx * scale).isFinite, (sy * scale).isFinite,
            (source.minX - destination.minX * sx - origin.x).isFinite,
            (source.minY - destination.minY * sy - origin.y).isFinite
        else { return nil }
        var matrix = cairo_matrix_t()
        cairo_matrix_init(
            &matrix, sx * scale, 0, 0, sy * scale,
            (source.minX - destination.minX * sx - origin.x) * scale,
            (source.minY - destination.minY * sy - origin.y) * scale)
        return matrix
    }

    /// The pixel size and scale a look is drawn at: `preferredScale`, reduced so the image holds
    /// at most `largestPixels` pixels and `RasterImage.maximumSide` a side.
    static func size(of look: CapturedLook, preferredScale: Double, largestPixels: Double) -> (
        width: Int, height: Int, scale: Double
    ) {
        let (w, h) = (max(look.size.width, 0), max(look.size.height, 0))
        var scale = preferredScale
        if w * h * scale * scale > largestPixels { scale = (largestPixels / max(w * h, 1e-9)).squareRoot() }
        scale = min(scale, Double(RasterImage.maximumSide) / max(w, h, 1e-9))
        guard scale.isFinite, scale > 0 else { return (1, 1, 1) }
        func side(_ points: Double) -> Int { PixelSide.of((points * scale).rounded(.up)) }
        return (side(w), side(h), scale)
    }
}
