internal import SeguePluginSDK

/// A view showing an image: a picture of a view (see `UIImage`) is drawn as its snapshot, stretched to the image
/// view's bounds; an image without a picture draws nothing but the background.
open class UIImageView: UIView {
    /// The image shown (set it before the view is added: the host view is made once).
    open var image: UIImage? {
        didSet {
            if layer.hostHandle() != nil && image !== oldValue {
                HostSession.warnOnce("changing a shown UIImageView's image does not redraw it yet")
            }
            showImage()
        }
    }
    /// The image shown when highlighted (kept).
    open var highlightedImage: UIImage?
    /// Whether it is highlighted (kept).
    open var isHighlighted = false

    /// An image view sized to `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        showImage()
    }

    /// An image view sized to `image`, with a highlighted image.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// An empty image view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archived views are not supported: answers nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The host view this image view becomes: its picture's snapshot when it has one.
    private func showImage() {
        guard let image else {
            layer.makeHostView = nil
            return
        }
        // Without a picture in this epoch the image view is a plain view.
        layer.makeHostView = { context throws(ServiceError) in try image.makeHostView(in: context) }
    }
}
