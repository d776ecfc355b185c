import CCairo
import SegueEngine

/// Draws recorded frames (a frame's `ViewSnapshot`s, root first) into raster images the way Core
/// Animation composites layers. One renderer draws a whole sequence: captured looks are drawn
/// once and reused for every piece and every frame that shows them.
public final class RasterRenderer {
    /// How frames are drawn.
    public let options: RasterOptions
    /// The pictures views name.
    public let images: ImageLibrary
    /// What went wrong drawing the last frame (a budget reached, an image missing), one sentence
    /// each; empty when it drew in full.
    public private(set) var diagnostics: [String] = []

    /// A renderer drawing with `options`, resolving pictures through `images`.
    public init(options: RasterOptions = RasterOptions(), images: ImageLibrary = ImageLibrary()) {
        self.options = options
        self.images = images
    }

    /// The frame's root bounds size in pixels at `options.scale` (at least one pixel a side).
    public func pixelSize(of views: [ViewSnapshot]) -> (width: Int, height: Int) {
        let size = views.first?.bounds.size ?? Size(width: 1, height: 1)
        func side(_ points: Double) -> Int { min(max(Int((points * options.scale).rounded()), 1), RasterImage.maximumSide) }
        return (side(size.width), side(size.height))
    }

    /// The frame drawn: the root view's bounds at the image's top-left, clipped to them, on
    /// `options.background`.
    public func render(_ views: [ViewSnapshot]) -> RasterImage {
        let (width, height) = pixelSize(of: views)
        let image = RasterImage(width: width, height: height)
        diagnostics = []
        // SKELETON: the frame renderer replaces this with the real drawing.
        let cr = cairo_create(image.surface)!
        defer { cairo_destroy(cr) }
        let bg = options.background
        cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, 1)
        cairo_paint(cr)
        return image
    }
}
