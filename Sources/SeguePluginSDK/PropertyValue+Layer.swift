import SegueABI

extension PropertyValue {
    /// The ABI value of a 1.1 layer property.
    var layerRaw: segue_property_value_t {
        var value = segue_property_value_t()
        func set(_ property: segue_property_t) { value.property = Int32(property.rawValue) }
        switch self {
        case .anchorPoint(let point):
            set(SEGUE_PROPERTY_ANCHOR_POINT)
            value.value.point = point
        case .position(let point):
            set(SEGUE_PROPERTY_POSITION)
            value.value.point = point
        case .zPosition(let z):
            set(SEGUE_PROPERTY_Z_POSITION)
            value.value.number = z
        case .sublayerTransform(let t):
            set(SEGUE_PROPERTY_SUBLAYER_TRANSFORM)
            value.value.transform3d = t.raw
        case .clipsToBounds(let flag):
            set(SEGUE_PROPERTY_CLIPS_TO_BOUNDS)
            value.value.flag = flag
        case .borderWidth(let width):
            set(SEGUE_PROPERTY_BORDER_WIDTH)
            value.value.number = width
        case .borderColor(let color):
            set(SEGUE_PROPERTY_BORDER_COLOR)
            value.value.color = color
        case .shadowColor(let color):
            set(SEGUE_PROPERTY_SHADOW_COLOR)
            value.value.color = color
        case .shadowOpacity(let opacity):
            set(SEGUE_PROPERTY_SHADOW_OPACITY)
            value.value.number = opacity
        case .shadowRadius(let radius):
            set(SEGUE_PROPERTY_SHADOW_RADIUS)
            value.value.number = radius
        case .shadowOffset(let offset):
            set(SEGUE_PROPERTY_SHADOW_OFFSET)
            value.value.size = offset
        case .mask(let mask):
            set(SEGUE_PROPERTY_MASK)
            value.value.mask = mask.raw
        // A count outside UInt32 clamps, and the host refuses it as out of range.
        case .gradientStopCount(let count):
            set(SEGUE_PROPERTY_GRADIENT_STOP_COUNT)
            value.value.count = UInt32(clamping: count)
        case .gradientStartPoint(let point):
            set(SEGUE_PROPERTY_GRADIENT_START_POINT)
            value.value.point = point
        case .gradientEndPoint(let point):
            set(SEGUE_PROPERTY_GRADIENT_END_POINT)
            value.value.point = point
        case .gradientStop(let index, let stop):
            value.property = ViewProperty.gradientStop(index).raw
            value.value.gradient_stop = segue_gradient_stop_t(color: stop.color, location: stop.location)
        default: preconditionFailure("a 1.0 property reached layerRaw")
        }
        return value
    }
}
