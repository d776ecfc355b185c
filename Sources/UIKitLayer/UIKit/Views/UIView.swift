package import SeguePluginSDK

/// A view: a layer (`layer`) with UIKit's names for its geometry and look, and a place in the view hierarchy.
/// Its properties read back the model value at once, even inside an animation block; the screen (the host)
/// shows the animation.
///
/// [main thread]
open class UIView: UIResponder {
    /// The class of layer a view of this class makes (override to back a view with a gradient or shape layer).
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer that draws the view.
    public let layer: CALayer

    /// A view covering `frame` in its superview's coordinates.
    public init(frame: CGRect) {
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        layer = layerType.init()
        super.init()
        // The first view made (the container, at the latest) lets the layers make views for host views a walk
        // reaches.
        ReachedViews.install()
        layer.owner = self
        // The model only: a new layer is not drawn, and a view made inside an animation block (a controller's
        // root view loaded there) must not add its initial frame to the block's changes.
        layer.modelValues.setFrame(frame)
    }

    /// Archived views are not supported (there are no nibs): answers nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry (the layer's)

    /// Where the view lies in its superview's coordinates (defined while the transform is the identity).
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The centre in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The affine transform about the centre.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The 3D transform about the centre (iOS 17's `transform3D`, the layer's transform).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Look

    /// Opacity, 0...1.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view is not drawn (never animated).
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// The fill colour.
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { layer.backgroundColor = newValue?.cgColor }
    }

    /// Whether subviews are cut to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The view whose alpha masks this one (its frame and corner radius are the mask's shape).
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }

    /// How content fills the bounds (kept; snapshots stretch as `scaleToFill`).
    open var contentMode: ContentMode = .scaleToFill
    /// A number to find the view by (`viewWithTag`).
    open var tag = 0
    /// Whether the view takes touches (kept).
    open var isUserInteractionEnabled = true
    /// The tint colour.
    open var tintColor: UIColor! = UIColor.systemBlue
    /// Whether the view is opaque (a drawing hint).
    open var isOpaque = true
    /// How the view resizes with its superview (kept: Segue does not lay views out).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether autoresizing becomes constraints (kept: constraints do not lay views out yet).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// An identifier for tests and accessibility; a plugin view's name in the host's traces.
    open var accessibilityIdentifier: String? {
        didSet { if layer.hostName == nil { layer.name = accessibilityIdentifier } }
    }
    /// Margins for layout (kept).
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The safe area's insets (the scene has none).
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// Points per pixel of the view's content.
    open var contentScaleFactor: CGFloat = 1
    /// Whether the view takes several touches (kept).
    open var isMultipleTouchEnabled = false
    /// Whether a touch in it excludes others (kept).
    open var isExclusiveTouch = false
    /// Its motion effects (kept; the scene does not tilt).
    open var motionEffects: [UIMotionEffect] = []

    // MARK: Layout

    /// Whether `layoutSubviews` is due.
    private var needsLayout = false

    /// Lays out subviews; override to place them (runs inside an animation block when called from one, so the
    /// frames it sets animate, as in UIKit).
    open func layoutSubviews() {}
    /// Marks the layout as due.
    open func setNeedsLayout() { needsLayout = true }
    /// Runs `layoutSubviews` now when due, then for the subviews.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        subviews.forEach { $0.layoutIfNeeded() }
    }
    /// Asks for a redraw (Segue draws no custom content).
    open func setNeedsDisplay() {}
    /// The size that fits `size` (the bounds' size).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes to fit.
    open func sizeToFit() {}

    // MARK: Touches

    /// The deepest descendant containing `point` (Segue delivers no touches; kept for code that asks).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(convert(point, to: view), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` lies in the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: Hierarchy hooks

    /// Told before the view moves to `newSuperview`.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Told after it moved.
    open func didMoveToSuperview() {}
    /// Told before a subview goes.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Told after a subview came.
    open func didAddSubview(_ subview: UIView) {}
    /// Told when the view's window changes.
    open func didMoveToWindow() {}
}

extension UIView {
    /// How a view's content fills its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// How a view resizes with its superview.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        /// A mask of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The view standing for a host view in `origin` (the container, a controller's view, a view reached by
    /// walking): its values are the host's until the plugin sets them.
    package static func hostView(_ handle: ViewHandle, origin: LayerOrigin) -> UIView {
        let view = UIView(frame: .zero)
        view.layer.adopt(handle, origin: origin)
        return view
    }
}
