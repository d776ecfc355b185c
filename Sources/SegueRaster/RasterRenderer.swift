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
        func side(_ points: Double) -> Int { PixelSide.of((points * options.scale).rounded()) }
        return (side(size.width), side(size.height))
    }

    /// The frame drawn: the root view's bounds at the image's top-left, clipped to them, on
    /// `options.background`.
    public func render(_ views: [ViewSnapshot]) -> RasterImage {
        let (width, height) = pixelSize(of: views)
        let image = reusableImage(width: width, height: height)
        let log = DiagnosticLog()
        defer { diagnostics = log.sentences }
        let cr = cairo_create(image.surface)!
        defer { cairo_destroy(cr) }
        let bg = options.background
        cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, 1)
        cairo_paint(cr)
        guard let root = views.first else { return image }
        let base = PlaneMap(AffineTransform(translationX: -root.bounds.minX, y: -root.bounds.minY))
            .concatenating(PlaneMap(AffineTransform(scaleX: options.scale, y: options.scale)))
        let list = DrawList(views: views, base: base, drawsLabels: options.drawsNameLabels)
        let pixels = Double(width * height)
        looks.beginFrame()
        drawLooks(LookCache.looks(neededBy: list.items), framePixels: pixels, log: log)
        FrameDrawer(
            cr: cr, groupSurfaces: frameGroups, scratch: scratch, options: options, images: images, looks: looks,
            log: log, targetPixels: pixels
        ).draw(list)
        looks.trim(to: options.lookCacheBytes)
        let status = cairo_status(cr)
        if status != CAIRO_STATUS_SUCCESS {
            log.note(
                "Cairo stopped drawing this frame part way (\(String(cString: cairo_status_to_string(status)))); "
                    + "what it drew before stands."
            )
        }
        return image
    }

    /// The image returned last; drawn into again when its caller has let go of it (a fresh
    /// frame-sized allocation per frame costs more in page faults than drawing a simple frame).
    private var lastImage: RasterImage?

    /// An image of `width` × `height` for the next frame: the last one when nobody else holds it.
    private func reusableImage(width: Int, height: Int) -> RasterImage {
        if isKnownUniquelyReferenced(&lastImage), let last = lastImage, last.width == width, last.height == height {
            return last
        }
        let image = RasterImage(width: width, height: height)
        lastImage = image
        return image
    }

    /// Captured looks drawn, kept across frames.
    private let looks = LookCache()
    /// Group surfaces of the frame's size, kept across frames.
    private let frameGroups = GroupSurfaces()
    /// Memory for the textures of contents under perspective, kept across frames.
    private let scratch = TextureScratch()
    /// How many look textures this renderer has drawn (each look once while it stays cached).
    private(set) var lookDrawCount = 0

    /// Look pixels drawn per frame at most, in frames' worth of pixels (the rest show flat).
    static let lookFramesPerFrame = 16.0
    /// The most pixels one look's texture holds, in frames' worth of pixels.
    static let lookFramesPerLook = 4.0

    /// Draws the looks in `needed` (ascending id: inner looks first) that are not cached yet,
    /// until the frame's budget of look pixels is spent; says how many were left flat.
    private func drawLooks(_ needed: [CapturedLook], framePixels: Double, log: DiagnosticLog) {
        let budget = max(Self.lookFramesPerFrame * framePixels, 4_194_304)
        var spent = 0.0
        var skipped = 0
        for look in needed where looks.texture(for: look) == nil && !look.isBlank {
            let size = LookTexture.size(
                of: look, preferredScale: options.scale,
                largestPixels: max(Self.lookFramesPerLook * framePixels, 1_048_576))
            let pixels = Double(size.width * size.height)
            guard spent + pixels <= budget else {
                skipped += 1
                continue
            }
            spent += pixels
            lookDrawCount += 1
            looks.store(
                drawLook(look, width: size.width, height: size.height, scale: size.scale, log: log), of: look,
                scale: size.scale)
        }
        if skipped > 0 {
            log.note(
                "\(skipped) captured look\(skipped == 1 ? " was" : "s were") past this frame's budget of "
                    + "\(Int(budget)) look pixels and drew as \(skipped == 1 ? "its source's" : "their sources'") flat "
                    + "background colour."
            )
        }
    }

    /// One look drawn in its own coordinates (its bounds' origin at the top-left), its source's
    /// centre and transform not applied (the snapshot view's own geometry stands in for them).
    private func drawLook(_ look: CapturedLook, width: Int, height: Int, scale: Double, log: DiagnosticLog)
        -> RasterImage
    {
        let image = RasterImage(width: width, height: height)
        let cr = cairo_create(image.surface)!
        defer { cairo_destroy(cr) }
        let base = PlaneMap(AffineTransform(translationX: -look.bounds.minX, y: -look.bounds.minY))
            .concatenating(PlaneMap(AffineTransform(scaleX: scale, y: scale)))
        let list = DrawList(views: look.views, base: base, drawsLabels: options.drawsNameLabels)
        FrameDrawer(
            cr: cr, groupSurfaces: GroupSurfaces(), scratch: scratch, options: options, images: images, looks: looks,
            log: log, targetPixels: Double(width * height)
        ).draw(list)
        return image
    }
}
