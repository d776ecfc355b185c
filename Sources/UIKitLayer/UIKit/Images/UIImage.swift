package import SeguePluginSDK

/// An image. A plugin has no image files or asset catalogue: the images it makes are pictures of views (a
/// `UIGraphicsImageRenderer` or image context a view was rendered into), which an image view shows as a
/// snapshot of that view taken when the image was made.
open class UIImage {
    /// The image's size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The snapshot showing the picture, in the epoch it was taken in.
    private var snapshot: (handle: ViewHandle, epoch: Int)?
    /// The bitmap (none: see the class comment).
    open var cgImage: CGImage? { nil }
    /// How it is rendered with tint.
    open private(set) var renderingMode: RenderingMode = .automatic
    /// Cap insets of a resizable image.
    open private(set) var capInsets: UIEdgeInsets = .zero

    /// An empty image.
    public init() {
        size = .zero
        scale = 1
    }

    /// A picture of `layer` as it looks now, sized `size`.
    package init(picturing layer: CALayer, size: CGSize) {
        self.size = size
        scale = 1
        guard let handle = layer.hostHandle(), let epoch = HostSession.current?.epoch else {
            HostSession.warnOnce("an image of a view the host does not draw (not in the container yet) is empty")
            return
        }
        let taken = HostSession.perform("a picture of a view") { context throws(ServiceError) in
            try context.snapshot(handle, afterUpdates: true)
        }
        snapshot = taken.map { ($0, epoch) }
    }

    /// Images from the app's bundle do not exist in a plugin: nil, with a warning.
    public convenience init?(named name: String) {
        HostSession.warnOnce("UIImage(named:) is nil: a plugin has no image assets; picture a view instead")
        return nil
    }

    /// Images from a bundle: nil (see `init?(named:)`).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(named: name)
    }

    /// SF Symbols do not exist in a plugin: nil.
    public convenience init?(systemName name: String) {
        self.init(named: name)
    }

    /// Image files are not decoded in a plugin: nil.
    public convenience init?(contentsOfFile path: String) {
        self.init(named: path)
    }

    /// Image data is not decoded in a plugin: nil.
    public convenience init?(data: Data) {
        self.init(named: "data")
    }

    /// An image of a bitmap (the bitmap's size; it shows nothing).
    public init(cgImage: CGImage) {
        size = CGSize(width: cgImage.width, height: cgImage.height)
        scale = 1
    }

    /// The same image with cap insets.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        self.capInsets = capInsets
        return self
    }

    /// The same image rendered in `renderingMode`.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        self.renderingMode = renderingMode
        return self
    }

    /// Makes the host view showing this image: the snapshot taken when it was made (a copy of it when a view
    /// already shows it); nil when there is no picture in this epoch.
    package func makeHostView(in context: TransitionContext) throws(ServiceError) -> ViewHandle? {
        guard let snapshot, snapshot.epoch == HostSession.current?.epoch else { return nil }
        if shown { return try context.snapshot(snapshot.handle, afterUpdates: true) }
        shown = true
        return snapshot.handle
    }

    /// Whether an image view took the snapshot itself.
    private var shown = false

    /// How an image is rendered with tint.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }
}
