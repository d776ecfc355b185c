/// Every property of one view at one moment, as a value.
public struct ViewSnapshot: Hashable, Sendable, Codable {
    private enum CodingKeys: String, CodingKey {
        case id, name, frame, bounds, center, alpha, transform3D, backgroundColor, cornerRadius, isHidden, superview,
            subviews
        case anchorPoint, zPosition, sublayerTransform, clipsToBounds, borderWidth, borderColor
        case shadowColor, shadowOpacity, shadowRadius, shadowOffset, gradient, mask, snapshotContent, image
    }

    /// The view's identity.
    public var id: ViewID
    /// The view's name.
    public var name: String
    /// Its frame in the superview.
    public var frame: Rect
    /// Its bounds.
    public var bounds: Rect
    /// Its centre in the superview.
    public var center: Point
    /// Its opacity.
    public var alpha: Double
    /// Its 3D transform (the affine transform is its z = 0 part).
    public var transform3D: Transform3D
    /// Its fill colour.
    public var backgroundColor: Color
    /// Its corner radius.
    public var cornerRadius: Double
    /// Whether it is hidden.
    public var isHidden: Bool
    /// Its superview's identity, if any.
    public var superview: ViewID?
    /// Its subviews' identities, back to front.
    public var subviews: [ViewID]
    /// Its anchor point, in unit coordinates.
    public var anchorPoint: Point = Point(x: 0.5, y: 0.5)
    /// Its position on the z axis.
    public var zPosition: Double = 0
    /// The transform it applies to its subviews.
    public var sublayerTransform: Transform3D = .identity
    /// Whether it clips its subviews to its bounds.
    public var clipsToBounds = false
    /// Its border width.
    public var borderWidth: Double = 0
    /// Its border colour.
    public var borderColor: Color = .black
    /// Its shadow colour.
    public var shadowColor: Color = .black
    /// Its shadow opacity.
    public var shadowOpacity: Double = 0
    /// Its shadow blur radius.
    public var shadowRadius: Double = 3
    /// Its shadow offset.
    public var shadowOffset = Size(width: 0, height: -3)
    /// Its gradient, if any.
    public var gradient: Gradient?
    /// Its mask, if any.
    public var mask: ViewMask?
    /// What it shows if it is a snapshot view: a reference to a shared look, not the look's views.
    public var snapshotContent: SnapshotContent?
    /// The picture it shows over its background, if any.
    public var image: ViewImage?

    /// Captures `view` now.
    public init(_ view: View) {
        id = view.id
        name = view.name
        frame = view.frame
        bounds = view.bounds
        center = view.center
        alpha = view.alpha
        transform3D = view.transform3D
        backgroundColor = view.backgroundColor
        cornerRadius = view.cornerRadius
        isHidden = view.isHidden
        superview = view.superview?.id
        subviews = view.subviews.map(\.id)
        anchorPoint = view.anchorPoint
        zPosition = view.zPosition
        sublayerTransform = view.sublayerTransform
        clipsToBounds = view.clipsToBounds
        borderWidth = view.borderWidth
        borderColor = view.borderColor
        shadowColor = view.shadowColor
        shadowOpacity = view.shadowOpacity
        shadowRadius = view.shadowRadius
        shadowOffset = view.shadowOffset
        gradient = view.gradient
        mask = view.mask
        snapshotContent = view.snapshotContent
        image = view.image
    }

    /// The affine part of the transform.
    public var transform: AffineTransform {
        AffineTransform(
            a: transform3D.m11, b: transform3D.m12, c: transform3D.m21, d: transform3D.m22,
            tx: transform3D.m41, ty: transform3D.m42)
    }

    /// The layer properties' defaults (Core Animation's), as a template: the other fields are placeholders.
    static let layerDefaults = ViewSnapshot(
        id: ViewID(rawValue: 0), name: "", frame: .zero, bounds: .zero, center: .zero, alpha: 1, transform3D: .identity,
        backgroundColor: .clear, cornerRadius: 0, isHidden: false, superview: nil, subviews: [])

    /// A snapshot of the given base properties, the layer properties at their defaults.
    private init(
        id: ViewID, name: String, frame: Rect, bounds: Rect, center: Point, alpha: Double, transform3D: Transform3D,
        backgroundColor: Color, cornerRadius: Double, isHidden: Bool, superview: ViewID?, subviews: [ViewID]
    ) {
        (self.id, self.name, self.frame, self.bounds, self.center, self.alpha) = (
            id, name, frame, bounds, center, alpha
        )
        (self.transform3D, self.backgroundColor, self.cornerRadius) = (transform3D, backgroundColor, cornerRadius)
        (self.isHidden, self.superview, self.subviews) = (isHidden, superview, subviews)
    }

    /// Decodes a snapshot; the layer properties added in ABI 1.1 and the image may be absent
    /// (JSON written before them), and then take Core Animation's defaults (no image).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(ViewID.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        frame = try c.decode(Rect.self, forKey: .frame)
        bounds = try c.decode(Rect.self, forKey: .bounds)
        center = try c.decode(Point.self, forKey: .center)
        alpha = try c.decode(Double.self, forKey: .alpha)
        transform3D = try c.decode(Transform3D.self, forKey: .transform3D)
        backgroundColor = try c.decode(Color.self, forKey: .backgroundColor)
        cornerRadius = try c.decode(Double.self, forKey: .cornerRadius)
        isHidden = try c.decode(Bool.self, forKey: .isHidden)
        superview = try c.decodeIfPresent(ViewID.self, forKey: .superview)
        subviews = try c.decode([ViewID].self, forKey: .subviews)
        try decodeLayerProperties(from: c)
    }

    /// Decodes the layer properties that are present, leaving the others at their defaults.
    private mutating func decodeLayerProperties(from c: KeyedDecodingContainer<CodingKeys>) throws {
        anchorPoint = try c.decodeIfPresent(Point.self, forKey: .anchorPoint) ?? anchorPoint
        zPosition = try c.decodeIfPresent(Double.self, forKey: .zPosition) ?? zPosition
        sublayerTransform = try c.decodeIfPresent(Transform3D.self, forKey: .sublayerTransform) ?? sublayerTransform
        clipsToBounds = try c.decodeIfPresent(Bool.self, forKey: .clipsToBounds) ?? clipsToBounds
        borderWidth = try c.decodeIfPresent(Double.self, forKey: .borderWidth) ?? borderWidth
        borderColor = try c.decodeIfPresent(Color.self, forKey: .borderColor) ?? borderColor
        shadowColor = try c.decodeIfPresent(Color.self, forKey: .shadowColor) ?? shadowColor
        shadowOpacity = try c.decodeIfPresent(Double.self, forKey: .shadowOpacity) ?? shadowOpacity
        shadowRadius = try c.decodeIfPresent(Double.self, forKey: .shadowRadius) ?? shadowRadius
        shadowOffset = try c.decodeIfPresent(Size.self, forKey: .shadowOffset) ?? shadowOffset
        gradient = try c.decodeIfPresent(Gradient.self, forKey: .gradient)
        mask = try c.decodeIfPresent(ViewMask.self, forKey: .mask)
        snapshotContent = try c.decodeIfPresent(SnapshotContent.self, forKey: .snapshotContent)
        image = try c.decodeIfPresent(ViewImage.self, forKey: .image)
    }
}
