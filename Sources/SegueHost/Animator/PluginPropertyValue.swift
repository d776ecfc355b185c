import SegueABI
import SegueABIValues
import SegueEngine

/// A view property's value as a plugin hands it over (`segue_property_value_t`), checked once:
/// a known property, every number finite and within `PluginLimits`, so applying it cannot fail.
enum PluginPropertyValue {
    /// A frame, in the superview's coordinates.
    case frame(Rect)
    /// Bounds, in the view's own coordinates.
    case bounds(Rect)
    /// Alpha, 0...1.
    case alpha(Double)
    /// A 2D affine transform.
    case transform(AffineTransform)
    /// The layer's 4×4 transform (boxed: inline, its 128 bytes would make every value that
    /// large, and every frame set through the ABI would copy them).
    indirect case transform3D(Transform3D)
    /// A background colour.
    case backgroundColor(Color)
    /// A corner radius, >= 0.
    case cornerRadius(Double)
    /// Whether the view is hidden.
    case hidden(Bool)
    /// The anchor point, in unit coordinates (1.1).
    case anchorPoint(Point)
    /// The anchor point's place in the superview (1.1).
    case position(Point)
    /// The z position (1.1).
    case zPosition(Double)
    /// The transform of the subviews (1.1; boxed, as `transform3D`).
    indirect case sublayerTransform(Transform3D)
    /// Whether subviews are clipped (1.1).
    case clipsToBounds(Bool)
    /// The border's width (1.1).
    case borderWidth(Double)
    /// The border's colour (1.1).
    case borderColor(Color)
    /// The shadow's colour (1.1).
    case shadowColor(Color)
    /// The shadow's opacity (1.1).
    case shadowOpacity(Double)
    /// The shadow's blur radius (1.1).
    case shadowRadius(Double)
    /// The shadow's offset (1.1).
    case shadowOffset(Size)
    /// The mask, nil for none (1.1).
    case mask(ViewMask?)
    /// How many gradient stops, 0 for no gradient (1.1).
    case gradientStopCount(Int)
    /// Where the gradient starts (1.1).
    case gradientStartPoint(Point)
    /// Where the gradient ends (1.1).
    case gradientEndPoint(Point)
    /// One gradient stop, by index (1.1).
    case gradientStop(Int, GradientStop)

    /// The checked value of `raw`, or a refusal naming the field, the value and its range.
    init(_ raw: segue_property_value_t) throws(ServiceRefusal) {
        self = try withUnsafePointer(to: raw) { pointer throws(ServiceRefusal) in try Self(pointer) }
    }

    /// The checked value `raw` points at; only the member its property names is read, so a
    /// frame set through the ABI copies 32 bytes, not the whole 136-byte union.
    init(_ raw: UnsafePointer<segue_property_value_t>) throws(ServiceRefusal) {
        let property = raw.pointee.segueProperty
        guard property.isKnown else {
            throw .invalid("property \(raw.pointee.property) is not a segue_property_t")
        }
        switch property {
        case .frame: self = .frame(try Self.rect(raw.pointee.value.rect))
        case .bounds: self = .bounds(try Self.rect(raw.pointee.value.rect))
        case .alpha: self = .alpha(try PluginLimits.alpha.admit(raw.pointee.value.number))
        case .transform: self = .transform(try Self.affine(raw.pointee.value.affine))
        case .transform3D: self = .transform3D(try Self.matrix(raw.pointee.value.transform3d))
        case .backgroundColor: self = .backgroundColor(try Self.color(raw.pointee.value.color))
        case .cornerRadius: self = .cornerRadius(try PluginLimits.cornerRadius.admit(raw.pointee.value.number))
        case .hidden: self = .hidden(Self.flag(raw))
        default: self = try Self.layer(property, raw)
        }
    }

    /// The C `bool` member of `raw`, read as its byte: a plugin may leave any value in a C `bool`.
    static func flag(_ raw: UnsafePointer<segue_property_value_t>) -> Bool {
        UnsafeRawPointer(raw).load(
            fromByteOffset: MemoryLayout<segue_property_value_t>.offset(of: \.value)!, as: UInt8.self) != 0
    }

    /// `view`'s current value of `property`, or a refusal for a gradient stop the view lacks.
    init(_ property: SegueProperty, of view: View) throws(ServiceRefusal) {
        self =
            switch property {
            case .frame: .frame(view.frame)
            case .bounds: .bounds(view.bounds)
            case .alpha: .alpha(view.alpha)
            case .transform: .transform(view.transform)
            case .transform3D: .transform3D(view.transform3D)
            case .backgroundColor: .backgroundColor(view.backgroundColor)
            case .cornerRadius: .cornerRadius(view.cornerRadius)
            case .hidden: .hidden(view.isHidden)
            default: try Self.layer(property, of: view)
            }
    }

    /// Which property it is.
    var property: SegueProperty {
        switch self {
        case .frame: .frame
        case .bounds: .bounds
        case .alpha: .alpha
        case .transform: .transform
        case .transform3D: .transform3D
        case .backgroundColor: .backgroundColor
        case .cornerRadius: .cornerRadius
        case .hidden: .hidden
        default: layerProperty
        }
    }

    /// Writes it to `view` (inside an animation block, this makes it the target); call
    /// `check(on:animating:)` first, which refuses what the view's state does not allow.
    func apply(to view: View) {
        switch self {
        case .frame(let rect): view.frame = rect
        case .bounds(let rect): view.bounds = rect
        case .alpha(let alpha): view.alpha = alpha
        case .transform(let transform): view.transform = transform
        case .transform3D(let transform): view.transform3D = transform
        case .backgroundColor(let color): view.backgroundColor = color
        case .cornerRadius(let radius): view.cornerRadius = radius
        case .hidden(let hidden): view.isHidden = hidden
        default: applyLayer(to: view)
        }
    }
}
