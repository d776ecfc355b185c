import SegueABI
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

    /// The checked value of `raw`, or a refusal naming the field, the value and its range.
    init(_ raw: segue_property_value_t) throws(ServiceRefusal) {
        self = try withUnsafePointer(to: raw) { pointer throws(ServiceRefusal) in try Self(pointer) }
    }

    /// The checked value `raw` points at; only the member its property names is read, so a
    /// frame set through the ABI copies 32 bytes, not the whole 136-byte union.
    init(_ raw: UnsafePointer<segue_property_value_t>) throws(ServiceRefusal) {
        guard let property = PluginProperty(raw: raw.pointee.property) else {
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
        // The byte itself, not Swift's Bool: a plugin may leave any value in a C `bool`.
        case .hidden: self = .hidden(UnsafeRawPointer(raw).load(fromByteOffset: MemoryLayout<segue_property_value_t>.offset(of: \.value)!, as: UInt8.self) != 0)
        }
    }

    /// `view`'s current value of `property`.
    init(_ property: PluginProperty, of view: View) {
        self = switch property {
        case .frame: .frame(view.frame)
        case .bounds: .bounds(view.bounds)
        case .alpha: .alpha(view.alpha)
        case .transform: .transform(view.transform)
        case .transform3D: .transform3D(view.transform3D)
        case .backgroundColor: .backgroundColor(view.backgroundColor)
        case .cornerRadius: .cornerRadius(view.cornerRadius)
        case .hidden: .hidden(view.isHidden)
        }
    }

    /// Which property it is.
    var property: PluginProperty {
        switch self {
        case .frame: .frame
        case .bounds: .bounds
        case .alpha: .alpha
        case .transform: .transform
        case .transform3D: .transform3D
        case .backgroundColor: .backgroundColor
        case .cornerRadius: .cornerRadius
        case .hidden: .hidden
        }
    }

    /// Writes it to `view` (inside an animation block, this makes it the target).
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
        }
    }
}
