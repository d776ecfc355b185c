/// Makes images by drawing into a context: a view rendered into it (`layer.render(in:)`,
/// `drawHierarchy(in:afterScreenUpdates:)`) becomes the image's picture.
open class UIGraphicsImageRenderer {
    /// The images' size.
    public let size: CGSize
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of `size`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat = UIGraphicsImageRendererFormat()) {
        self.size = size
        self.format = format
    }

    /// A renderer of `bounds`' size.
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = UIGraphicsImageRendererFormat()) {
        self.init(size: bounds.size, format: format)
    }

    /// The image `actions` draws.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(cgContext: CGContext(size: size))
        ImageContexts.open.append(context.cgContext)
        actions(context)
        ImageContexts.open.removeLast()
        return ImageContexts.image(of: context.cgContext)
    }
}

/// A renderer's format.
open class UIGraphicsImageRendererFormat {
    /// Pixels per point.
    open var scale: CGFloat = 1
    /// Whether the image is opaque.
    open var opaque = false
    /// The default format.
    public init() {}
    /// The default format.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing block draws into.
open class UIGraphicsImageRendererContext {
    /// The Core Graphics context.
    public let cgContext: CGContext
    /// The format.
    public let format = UIGraphicsImageRendererFormat()
    /// A context over `cgContext`.
    init(cgContext: CGContext) {
        self.cgContext = cgContext
    }
    /// The image drawn so far.
    open var currentImage: UIImage { ImageContexts.image(of: cgContext) }
}

/// The image contexts open now (UIGraphicsBeginImageContext…, renderers), innermost last.
///
/// [main thread]
enum ImageContexts {
    /// The open contexts.
    nonisolated(unsafe) static var open: [CGContext] = []

    /// The image of what was rendered into `context`: a picture of the layer, or an empty image.
    static func image(of context: CGContext) -> UIImage {
        guard let layer = context.renderedLayer as? CALayer else { return UIImage() }
        return UIImage(picturing: layer, size: context.size)
    }
}

/// Opens an image context of `size`.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    ImageContexts.open.append(CGContext(size: size))
}

/// Opens an image context of `size`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The innermost open image context.
public func UIGraphicsGetCurrentContext() -> CGContext? { ImageContexts.open.last }

/// The image drawn into the innermost open image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    ImageContexts.open.last.map(ImageContexts.image(of:))
}

/// Closes the innermost image context.
public func UIGraphicsEndImageContext() {
    _ = ImageContexts.open.popLast()
}
