import CCairo
import SegueEngine

/// A view's contents under a perspective map: drawn into a texture in its bounds coordinates (at
/// the resolution of its largest magnification on screen, bounded), clipped to its rounded
/// bounds, then mapped onto the target pixel by pixel by the exact projective map
/// (`ProjectiveWarp`), so gradients, pictures, snapshot pieces and labels keep true perspective.
enum PerspectiveContents {
    /// Draws the contents `drawLayers` paints (given a context in bounds coordinates) for `item`
    /// into `cr` at `opacity`; the texture covers `region` of the bounds (where the contents are)
    /// and holds at most `largestPixels` pixels, in `scratch`'s memory.
    static func draw(
        _ item: DrawList.Item, region: Rect, opacity: Double, largestPixels: Double, scratch: TextureScratch,
        into cr: OpaquePointer,
        drawLayers: (OpaquePointer) -> Void
    ) {
        let bounds = item.view.bounds
        let b = region
        guard b.width > 0, b.height > 0, item.map.isFinite else { return }
        let magnification = item.map.largestMagnification(over: b)
        guard magnification > 0 else { return }
        var scale = magnification
        if b.width * b.height * scale * scale > largestPixels {
            scale = (largestPixels / (b.width * b.height)).squareRoot()
        }
        scale = min(scale, Double(RasterImage.maximumSide) / max(b.width, b.height))
        guard scale.isFinite, scale > 0 else { return }
        let (width, height) = (
            PixelSide.of((b.width * scale).rounded(.up)), PixelSide.of((b.height * scale).rounded(.up))
        )
        let texture = scratch.image(width: width, height: height)
        let textureContext = cairo_create(texture.surface)!
        cairo_scale(textureContext, scale, scale)
        cairo_translate(textureContext, -b.minX, -b.minY)
        OutlinePath.addLocalRoundedRect(
            bounds, radius: OutlinePath.clampedRadius(item.view.cornerRadius, in: bounds), to: textureContext)
        cairo_clip(textureContext)
        drawLayers(textureContext)
        cairo_destroy(textureContext)
        // Texture pixels to bounds coordinates, then the view's exact map to device pixels.
        let textureToBounds = PlaneMap(AffineTransform(a: 1 / scale, b: 0, c: 0, d: 1 / scale, tx: b.minX, ty: b.minY))
        ProjectiveWarp.draw(texture, through: textureToBounds.concatenating(item.map.plane), into: cr, opacity: opacity)
    }
}
