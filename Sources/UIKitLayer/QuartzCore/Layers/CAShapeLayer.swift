package import SeguePluginSDK

/// A layer that fills a path. Segue draws a fill of one rectangle, rounded rectangle or ellipse (a host view of
/// the fill colour under a mask of that shape); as another layer's `mask` its path is the mask, so a circular
/// reveal animates `path`. Strokes are not drawn.
open class CAShapeLayer: CALayer {
    /// The path to fill, in the layer's coordinates.
    open var path: CGPath? {
        didSet { if !settingQuietly { shapeDidChange() } }
    }
    /// Whether `path` is being set without telling the host (to work out a mask for an animation's value).
    private var settingQuietly = false

    /// Sets `path` in the model only.
    package func setPathQuietly(_ path: CGPath?) {
        settingQuietly = true
        self.path = path
        settingQuietly = false
    }
    /// The fill colour (opaque black by default, as Core Animation's).
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        didSet { if maskedLayer == nil { change(.backgroundColor(fillHostColor)) } }
    }
    /// The stroke colour (not drawn).
    open var strokeColor: CGColor? {
        didSet { if strokeColor != nil { HostSession.warnOnce("CAShapeLayer strokes are not drawn") } }
    }
    /// The stroke's width.
    open var lineWidth: CGFloat = 1
    /// Where the stroke starts, 0...1 (not drawn).
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends, 0...1 (not drawn).
    open var strokeEnd: CGFloat = 1
    /// The fill rule.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// How line ends are drawn.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// How line joins are drawn.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// The dash pattern.
    open var lineDashPattern: [NSNumber]?
    /// Where the dash pattern starts.
    open var lineDashPhase: CGFloat = 0
    /// The miter limit.
    open var miterLimit: CGFloat = 10

    /// The path's shape as the host's mask, in this layer's coordinates (its bounding box, with a warning, for a
    /// path the host cannot draw).
    override package func ownMaskShape() -> Mask? {
        CAShapeLayer.mask(of: path)
    }

    /// The host mask for `path`: nothing shows without a path.
    package static func mask(of path: CGPath?) -> Mask {
        guard let path else { return .rectangle(Rect(x: 0, y: 0, width: 0, height: 0)) }
        switch path.simpleShape {
        case .rectangle(let r)?: return .rectangle(r.abi)
        case .roundedRectangle(let r, let radius)?: return .roundedRectangle(r.abi, cornerRadius: Double(radius))
        case .ellipse(let r)?: return .ellipse(r.abi)
        case nil:
            HostSession.warnOnce(
                "a path that is not one rectangle, rounded rectangle or ellipse is drawn as its bounding box")
            return .rectangle(path.boundingBox.abi)
        }
    }

    /// The fill colour as the host draws it.
    private var fillHostColor: Color { fillColor?.abi ?? Color(red: 0, green: 0, blue: 0, alpha: 0) }

    override package func pushExtraValues() {
        applyNow(.backgroundColor(fillHostColor))
        applyNow(.mask(CAShapeLayer.mask(of: path)))
    }

    /// A new path: the masked layer's mask, or this layer's own fill outline.
    private func shapeDidChange() {
        if maskedLayer != nil { return maskDidChange() }
        change(.mask(CAShapeLayer.mask(of: path)))
    }
}
