import SegueABI
import SegueABIValues
import SegueEngine

/// The ABI 1.1 layer properties: decoding a plugin's value, reading a view's, the checks that
/// depend on the view (a gradient stop the view has, a mask shape an animation may keep), and
/// writing them.
extension PluginPropertyValue {
    /// The checked layer value `raw` points at (`property` is a 1.1 property).
    static func layer(_ property: SegueProperty, _ raw: UnsafePointer<segue_property_value_t>) throws(ServiceRefusal)
        -> PluginPropertyValue
    {
        let v = raw.pointee.value
        switch property {
        case .anchorPoint: return .anchorPoint(try point(v.point, PluginLimits.unitCoordinate))
        case .position: return .position(try point(v.point, PluginLimits.coordinate))
        case .zPosition: return .zPosition(try PluginLimits.coordinate.admit(v.number))
        case .sublayerTransform: return .sublayerTransform(try matrix(v.transform3d))
        case .clipsToBounds: return .clipsToBounds(flag(raw))
        case .borderWidth: return .borderWidth(try PluginLimits.borderWidth.admit(v.number))
        case .borderColor: return .borderColor(try color(v.color))
        case .shadowColor: return .shadowColor(try color(v.color))
        case .shadowOpacity: return .shadowOpacity(try PluginLimits.shadowOpacity.admit(v.number))
        case .shadowRadius: return .shadowRadius(try PluginLimits.shadowRadius.admit(v.number))
        case .shadowOffset:
            return .shadowOffset(
                Size(
                    width: try PluginLimits.coordinate.admit(v.size.width),
                    height: try PluginLimits.coordinate.admit(v.size.height)))
        case .mask: return .mask(try mask(v.mask))
        case .gradientStopCount:
            guard v.count == 0 || (2...UInt32(Gradient.stopCapacity)).contains(v.count) else {
                throw .range("a gradient has 0 (none) or 2...\(Gradient.stopCapacity) stops, not \(v.count)")
            }
            return .gradientStopCount(Int(v.count))
        case .gradientStartPoint: return .gradientStartPoint(try point(v.point, PluginLimits.unitCoordinate))
        case .gradientEndPoint: return .gradientEndPoint(try point(v.point, PluginLimits.unitCoordinate))
        default:
            let stop = v.gradient_stop
            return .gradientStop(
                property.gradientStopIndex!,
                GradientStop(
                    color: try color(stop.color), location: try PluginLimits.gradientLocation.admit(stop.location)))
        }
    }

    /// A point whose coordinates lie in `range`.
    private static func point(_ p: segue_point_t, _ range: ParameterRange) throws(ServiceRefusal) -> Point {
        Point(x: try range.admit(p.x), y: try range.admit(p.y))
    }

    /// A checked mask: a known shape, a rectangle within the bounds' ranges, a radius within the corner radius's.
    private static func mask(_ m: segue_mask_t) throws(ServiceRefusal) -> ViewMask? {
        let shape: MaskShape
        switch m.maskShape {
        case .none: return nil
        case .rectangle: shape = .rectangle
        case .roundedRectangle: shape = .roundedRectangle
        case .ellipse: shape = .ellipse
        default: throw .invalid("mask shape \(m.shape) is not a segue_mask_shape_t")
        }
        return ViewMask(
            shape: shape, rect: try rect(m.rect), cornerRadius: try PluginLimits.cornerRadius.admit(m.corner_radius))
    }

    /// `view`'s value of the layer property `property`; a gradient stop past the view's count is refused.
    static func layer(_ property: SegueProperty, of view: View) throws(ServiceRefusal) -> PluginPropertyValue {
        switch property {
        case .anchorPoint: return .anchorPoint(view.anchorPoint)
        case .position: return .position(view.position)
        case .zPosition: return .zPosition(view.zPosition)
        case .sublayerTransform: return .sublayerTransform(view.sublayerTransform)
        case .clipsToBounds: return .clipsToBounds(view.clipsToBounds)
        case .borderWidth: return .borderWidth(view.borderWidth)
        case .borderColor: return .borderColor(view.borderColor)
        case .shadowColor: return .shadowColor(view.shadowColor)
        case .shadowOpacity: return .shadowOpacity(view.shadowOpacity)
        case .shadowRadius: return .shadowRadius(view.shadowRadius)
        case .shadowOffset: return .shadowOffset(view.shadowOffset)
        case .mask: return .mask(view.mask)
        case .gradientStopCount: return .gradientStopCount(view.gradient?.stops.count ?? 0)
        case .gradientStartPoint: return .gradientStartPoint(view.gradient?.startPoint ?? Gradient.defaultStartPoint)
        case .gradientEndPoint: return .gradientEndPoint(view.gradient?.endPoint ?? Gradient.defaultEndPoint)
        default:
            let index = property.gradientStopIndex!
            return .gradientStop(index, try existingStops(of: view, index: index)[index])
        }
    }

    /// `view`'s gradient stops, refused unless stop `index` exists.
    private static func existingStops(of view: View, index: Int) throws(ServiceRefusal) -> [GradientStop] {
        let stops = view.gradient?.stops ?? []
        guard index < stops.count else {
            throw .range(
                "gradient stop \(index) does not exist: \(view.name) has "
                    + "\(stops.count) stops; set SEGUE_PROPERTY_GRADIENT_STOP_COUNT first"
            )
        }
        return stops
    }

    /// The property of a layer value.
    var layerProperty: SegueProperty {
        switch self {
        case .anchorPoint: .anchorPoint
        case .position: .position
        case .zPosition: .zPosition
        case .sublayerTransform: .sublayerTransform
        case .clipsToBounds: .clipsToBounds
        case .borderWidth: .borderWidth
        case .borderColor: .borderColor
        case .shadowColor: .shadowColor
        case .shadowOpacity: .shadowOpacity
        case .shadowRadius: .shadowRadius
        case .shadowOffset: .shadowOffset
        case .mask: .mask
        case .gradientStopCount: .gradientStopCount
        case .gradientStartPoint: .gradientStartPoint
        case .gradientEndPoint: .gradientEndPoint
        case .gradientStop(let index, _): .gradientStop(index)
        default: preconditionFailure("layerProperty of a 1.0 value")
        }
    }

    /// Refuses what `view`'s state does not allow: a stop or a gradient point without that stop
    /// or a gradient, and (when `animating`) a mask animation that would change the shape.
    func check(on view: View, animating: Bool) throws(ServiceRefusal) {
        switch self {
        case .gradientStop(let index, _): _ = try Self.existingStops(of: view, index: index)
        case .gradientStartPoint, .gradientEndPoint:
            guard view.gradient != nil else {
                throw .invalid("\(view.name) has no gradient; set SEGUE_PROPERTY_GRADIENT_STOP_COUNT first")
            }
        case .mask(let mask) where animating:
            guard let mask, let current = view.mask, current.shape == mask.shape else {
                throw .invalid(
                    "an animation moves a mask's rectangle and radius but keeps "
                        + "its shape; set the mask of \(view.name) first, then animate it"
                )
            }
        default: break
        }
    }

    /// Writes a layer value to `view`.
    func applyLayer(to view: View) {
        switch self {
        case .anchorPoint(let point): view.anchorPoint = point
        case .position(let point): view.position = point
        case .zPosition(let z): view.zPosition = z
        case .sublayerTransform(let transform): view.sublayerTransform = transform
        case .clipsToBounds(let clips): view.clipsToBounds = clips
        case .borderWidth(let width): view.borderWidth = width
        case .borderColor(let color): view.borderColor = color
        case .shadowColor(let color): view.shadowColor = color
        case .shadowOpacity(let opacity): view.shadowOpacity = opacity
        case .shadowRadius(let radius): view.shadowRadius = radius
        case .shadowOffset(let offset): view.shadowOffset = offset
        case .mask(let mask): view.mask = mask
        case .gradientStopCount(let count): view.gradient = Self.gradient(of: view, resizedTo: count)
        case .gradientStartPoint(let point): view.gradient?.startPoint = point
        case .gradientEndPoint(let point): view.gradient?.endPoint = point
        case .gradientStop(let index, let stop): view.gradient?.stops[index] = stop
        default: preconditionFailure("applyLayer of a 1.0 value")
        }
    }

    /// `view`'s gradient with `count` stops (nil for 0): the same gradient when the count is
    /// unchanged, else clear black stops evenly spaced (properties.h), keeping its points.
    private static func gradient(of view: View, resizedTo count: Int) -> Gradient? {
        guard count > 0 else { return nil }
        if let gradient = view.gradient, gradient.stops.count == count { return gradient }
        let stops = (0..<count).map {
            GradientStop(color: Color(red: 0, green: 0, blue: 0, alpha: 0), location: Double($0) / Double(count - 1))
        }
        return Gradient(
            stops: stops, startPoint: view.gradient?.startPoint ?? Gradient.defaultStartPoint,
            endPoint: view.gradient?.endPoint ?? Gradient.defaultEndPoint)
    }
}
