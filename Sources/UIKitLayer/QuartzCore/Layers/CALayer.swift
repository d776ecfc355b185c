package import SeguePluginSDK

/// Core Animation's layer: model values that read back what was last set, at once (the host draws the
/// presentation, `presentation()`), a hierarchy, and a place in the host's render tree once it is added to a
/// layer the host draws.
///
/// [main thread] Like UIKit's, a layer is used on the main thread only: the host calls plugins there.
open class CALayer {
    /// The model values.
    package var modelValues = LayerModel()
    /// The model values read from the host so far, for a layer the host made (see `LayerOrigin`).
    package var fetched: HostFields = .all
    /// A frame set on a host view whose geometry was not read yet: sent to the host as a frame (its engine places
    /// it as Core Animation does), resolved into position and bounds only when those are needed, which saves
    /// reading the anchor point and bounds from the host for the usual `view.frame = r`.
    package var pendingFrame: CGRect?
    /// The host view drawing this layer in the current epoch, if it has been found or made.
    package var backing: LayerBacking?
    /// How the host view is found again in a later context.
    package var origin: LayerOrigin = .created
    /// This layer's name in the host's traces and pictures, once the host draws it.
    package var hostName: String?
    /// The object this layer draws for: a `UIView` (the UIKit module sets it), nil for a standalone layer.
    package weak var owner: AnyObject?
    /// The owner, held while the layer has a superlayer: a superview keeps its subviews alive, as UIKit's does,
    /// and the view keeps its layer, so the cycle lasts only as long as the view is in a hierarchy.
    package var ownerWhileAttached: AnyObject?
    /// The layer this one is a sublayer of, as the plugin placed it (see `superlayer`).
    package weak var parentLayer: CALayer?
    /// The sublayers, back to front (nil when there are none, as Core Animation answers).
    package var children: [CALayer] = []
    /// Whether `children` mirrors the host's subviews (false for a host view not walked yet in this epoch).
    package var childrenKnown = true
    /// The layer whose mask this one is, when it is set as another layer's `mask`.
    package weak var maskedLayer: CALayer?
    /// Makes the host view for this layer when it is first drawn, instead of a plain view (an image view's
    /// picture of another view: a snapshot); nil, or a nil answer, for a plain view.
    package var makeHostView: ((TransitionContext) throws(ServiceError) -> ViewHandle?)?
    /// The layer whose alpha channel masks this one (see `mask`).
    package var maskLayer: CALayer?
    /// Explicit animations added by key and not finished yet.
    package var explicitAnimations: [(key: String?, animation: CAAnimation)] = []

    /// A new layer with Core Animation's defaults.
    public required init() {}

    /// A copy of `layer`'s model values (Core Animation uses it for presentation copies).
    public init(layer: Any) {
        if let layer = layer as? CALayer { modelValues = layer.modelValues }
    }

    /// What a subclass draws beyond CALayer's values (a gradient's stops): pushed to a new host view after the
    /// model values.
    package func pushExtraValues() {}

    /// The mask a subclass used as a mask stands for, in its own coordinates (a shape layer's path); nil to use
    /// the layer's bounds and corner radius.
    package func ownMaskShape() -> Mask? { nil }

    /// A layer named for traces: the type's name.
    package var typeName: String { String(describing: type(of: self)) }

    /// Whether changes to this layer animate implicitly (a standalone layer the host has drawn since an earlier
    /// turn); a view's layer never does, as in UIKit.
    package var animatesImplicitly: Bool {
        owner == nil && (backing.map { $0.turn < HostSession.turn } ?? false)
    }

    // MARK: Properties every layer has that Segue keeps but does not draw

    /// The layer's name.
    open var name: String?
    /// Whether the back of the layer draws when it faces away (not drawn by Segue yet: back faces always show).
    open var isDoubleSided = true {
        didSet { if !isDoubleSided { HostSession.warnOnce("isDoubleSided = false is not drawn yet; back faces show") } }
    }
    /// Which corners `cornerRadius` rounds (Segue rounds all four).
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    {
        didSet {
            if maskedCorners.rawValue != 15 { HostSession.warnOnce("maskedCorners other than all four round all four") }
        }
    }
    /// The corner curve (drawn circular).
    open var cornerCurve: CALayerCornerCurve = .circular
    /// The layer's picture (not drawn: use a snapshot view).
    open var contents: Any?
    /// How `contents` fills the bounds.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// Pixels per point of `contents`.
    open var contentsScale: CGFloat = 1
    /// Whether the layer is drawn once into a bitmap (Segue draws vectors; kept for code that sets it).
    open var shouldRasterize = false
    /// The scale a rasterized layer is drawn at.
    open var rasterizationScale: CGFloat = 1
    /// Whether the layer is opaque (a drawing hint).
    open var isOpaque = false
    /// Whether edges antialias (a drawing hint).
    open var allowsEdgeAntialiasing = false
    /// Whether opacity applies to the layer and its sublayers as a group.
    open var allowsGroupOpacity = true
    /// The path the shadow is cast from (Segue casts it from the bounds).
    open var shadowPath: CGPath?
    /// The actions to run for key changes (kept; Segue's implicit animations use Core Animation's defaults).
    open var actions: [String: Any]?
    /// Whether the layer needs display (kept for code that asks).
    open func setNeedsDisplay() {}
    /// Lays out sublayers (no-op; kept for code that calls it).
    open func layoutSublayers() {}
    /// Marks the layer's layout as needing an update.
    open func setNeedsLayout() {}
    /// Lays out now if needed.
    open func layoutIfNeeded() {}
    /// Draws nothing (Segue has no custom drawing).
    open func display() {}

    // MARK: Timing (CAMediaTiming)

    /// The layer's clock rate relative to its superlayer's: 0 pauses what it animates.
    open var speed: Float = 1 {
        didSet { if speed != 1 { HostSession.warnOnce("layer.speed other than 1 does not change the host's clock") } }
    }
    /// An offset into the layer's clock.
    open var timeOffset: CFTimeInterval = 0
    /// When the layer's clock starts, in its superlayer's time.
    open var beginTime: CFTimeInterval = 0
    /// Repeats (kept; layers do not repeat).
    open var repeatCount: Float = 0
    /// Duration (kept; a layer is not an animation).
    open var duration: CFTimeInterval = 0
    /// Whether it reverses (kept).
    open var autoreverses = false
    /// How it fills outside its active time (kept).
    open var fillMode: CAMediaTimingFillMode = .removed

    /// `time` in `layer`'s clock converted to this layer's: Segue's layers all run on the transition's clock.
    open func convertTime(_ time: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval { time }
    /// `time` in this layer's clock converted to `layer`'s.
    open func convertTime(_ time: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval { time }
}

/// The model fields a layer has read from the host (a host view's values are the host's until the plugin sets them).
package struct HostFields: OptionSet {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let bounds = HostFields(rawValue: 1 << 0)
    package static let position = HostFields(rawValue: 1 << 10)
    package static let anchor = HostFields(rawValue: 1 << 11)
    package static let transform = HostFields(rawValue: 1 << 12)
    /// What the frame derives from.
    package static let geometry: HostFields = [.bounds, .position, .anchor, .transform]
    package static let opacity = HostFields(rawValue: 1 << 1)
    package static let hidden = HostFields(rawValue: 1 << 2)
    package static let backgroundColor = HostFields(rawValue: 1 << 3)
    package static let cornerRadius = HostFields(rawValue: 1 << 4)
    package static let zPosition = HostFields(rawValue: 1 << 5)
    package static let sublayerTransform = HostFields(rawValue: 1 << 6)
    package static let masksToBounds = HostFields(rawValue: 1 << 7)
    package static let border = HostFields(rawValue: 1 << 8)
    package static let shadow = HostFields(rawValue: 1 << 9)
    /// Every field: a layer the plugin made knows its model from the start.
    package static let all = HostFields(rawValue: (1 << 13) - 1)
}
