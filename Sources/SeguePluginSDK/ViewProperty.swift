import SegueABI
import SegueABIValues

/// A view property to read (`segue_property_t`), the question whose answer is a `PropertyValue`:
/// `.frame`, `.alpha`, `.gradientStop(1)` and the rest of `SegueProperty`.
public typealias ViewProperty = SegueProperty

extension SegueProperty {
    /// The value the host wrote into `value` for this property.
    func decode(_ value: segue_property_value_t) -> PropertyValue {
        let v = value.value
        return switch self {
        case .frame: .frame(v.rect)
        case .bounds: .bounds(v.rect)
        case .alpha: .alpha(v.number)
        case .transform: .transform(v.affine)
        case .transform3D: .transform3D(Transform3D(v.transform3d))
        case .backgroundColor: .backgroundColor(v.color)
        case .cornerRadius: .cornerRadius(v.number)
        case .hidden: .hidden(v.flag)
        case .anchorPoint: .anchorPoint(v.point)
        case .position: .position(v.point)
        case .zPosition: .zPosition(v.number)
        case .sublayerTransform: .sublayerTransform(Transform3D(v.transform3d))
        case .clipsToBounds: .clipsToBounds(v.flag)
        case .borderWidth: .borderWidth(v.number)
        case .borderColor: .borderColor(v.color)
        case .shadowColor: .shadowColor(v.color)
        case .shadowOpacity: .shadowOpacity(v.number)
        case .shadowRadius: .shadowRadius(v.number)
        case .shadowOffset: .shadowOffset(v.size)
        case .mask: .mask(Mask(v.mask))
        case .gradientStopCount: .gradientStopCount(Int(v.count))
        case .gradientStartPoint: .gradientStartPoint(v.point)
        case .gradientEndPoint: .gradientEndPoint(v.point)
        default:
            // The gradient stops (any other id the host would have refused).
            .gradientStop(gradientStopIndex ?? 0, GradientStop(v.gradient_stop.color, at: v.gradient_stop.location))
        }
    }
}

extension TransitionContext {
    /// `view`'s current value of `property` (the 1.1 properties need a 1.1 host, else
    /// `SEGUE_ERROR_INVALID_ARGUMENT`).
    public func value(of property: ViewProperty, on view: ViewHandle) throws(ServiceError) -> PropertyValue {
        var value = segue_property_value_t(property)
        try check(raw.pointee.get_property(raw, view.raw, &value))
        return property.decode(value)
    }
}
