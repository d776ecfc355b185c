import SegueABI

/// A view property to read (`segue_property_t`), the question whose answer is a `PropertyValue`.
public enum ViewProperty: Sendable, Equatable {
    /// The frame, in the superview's coordinates.
    case frame
    /// The bounds.
    case bounds
    /// The opacity.
    case alpha
    /// The 2D transform.
    case transform
    /// The 3D transform.
    case transform3D
    /// The background colour.
    case backgroundColor
    /// The corner radius.
    case cornerRadius
    /// Whether the view is hidden.
    case hidden
    /// The anchor point (ABI 1.1).
    case anchorPoint
    /// The anchor point's place in the superview (ABI 1.1).
    case position
    /// The z position (ABI 1.1).
    case zPosition
    /// The sublayer transform (ABI 1.1).
    case sublayerTransform
    /// Whether subviews are clipped (ABI 1.1).
    case clipsToBounds
    /// The border width (ABI 1.1).
    case borderWidth
    /// The border colour (ABI 1.1).
    case borderColor
    /// The shadow colour (ABI 1.1).
    case shadowColor
    /// The shadow opacity (ABI 1.1).
    case shadowOpacity
    /// The shadow blur radius (ABI 1.1).
    case shadowRadius
    /// The shadow offset (ABI 1.1).
    case shadowOffset
    /// The mask (ABI 1.1).
    case mask
    /// How many gradient stops there are (ABI 1.1).
    case gradientStopCount
    /// Where the gradient starts (ABI 1.1).
    case gradientStartPoint
    /// Where the gradient ends (ABI 1.1).
    case gradientEndPoint
    /// Gradient stop `index`, 0…3 (ABI 1.1).
    case gradientStop(Int)

    /// The ABI id.
    var raw: Int32 {
        if case .gradientStop(let index) = self {
            // An index outside 0...3 lands on an id that names no property, which the host refuses.
            return Int32(SEGUE_PROPERTY_GRADIENT_STOP_0.rawValue) + Int32((0...3).contains(index) ? index : 1_000)
        }
        let id: segue_property_t =
            switch self {
            case .frame: SEGUE_PROPERTY_FRAME
            case .bounds: SEGUE_PROPERTY_BOUNDS
            case .alpha: SEGUE_PROPERTY_ALPHA
            case .transform: SEGUE_PROPERTY_TRANSFORM
            case .transform3D: SEGUE_PROPERTY_TRANSFORM_3D
            case .backgroundColor: SEGUE_PROPERTY_BACKGROUND_COLOR
            case .cornerRadius: SEGUE_PROPERTY_CORNER_RADIUS
            case .hidden: SEGUE_PROPERTY_HIDDEN
            case .anchorPoint: SEGUE_PROPERTY_ANCHOR_POINT
            case .position: SEGUE_PROPERTY_POSITION
            case .zPosition: SEGUE_PROPERTY_Z_POSITION
            case .sublayerTransform: SEGUE_PROPERTY_SUBLAYER_TRANSFORM
            case .clipsToBounds: SEGUE_PROPERTY_CLIPS_TO_BOUNDS
            case .borderWidth: SEGUE_PROPERTY_BORDER_WIDTH
            case .borderColor: SEGUE_PROPERTY_BORDER_COLOR
            case .shadowColor: SEGUE_PROPERTY_SHADOW_COLOR
            case .shadowOpacity: SEGUE_PROPERTY_SHADOW_OPACITY
            case .shadowRadius: SEGUE_PROPERTY_SHADOW_RADIUS
            case .shadowOffset: SEGUE_PROPERTY_SHADOW_OFFSET
            case .mask: SEGUE_PROPERTY_MASK
            case .gradientStopCount: SEGUE_PROPERTY_GRADIENT_STOP_COUNT
            case .gradientStartPoint: SEGUE_PROPERTY_GRADIENT_START_POINT
            case .gradientEndPoint: SEGUE_PROPERTY_GRADIENT_END_POINT
            case .gradientStop: SEGUE_PROPERTY_GRADIENT_STOP_0
            }
        return Int32(id.rawValue)
    }

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
        case .gradientStop(let index):
            .gradientStop(index, GradientStop(v.gradient_stop.color, at: v.gradient_stop.location))
        }
    }
}

extension TransitionContext {
    /// `view`'s current value of `property` (the 1.1 properties need a 1.1 host, else
    /// `SEGUE_ERROR_INVALID_ARGUMENT`).
    public func value(of property: ViewProperty, on view: ViewHandle) throws(ServiceError) -> PropertyValue {
        var value = segue_property_value_t()
        value.property = property.raw
        try check(raw.pointee.get_property(raw, view.raw, &value))
        return property.decode(value)
    }
}
