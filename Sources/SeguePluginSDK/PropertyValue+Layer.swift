import SegueABI
import SegueABIValues

extension PropertyValue {
    /// The ABI value of a 1.1 layer property.
    var layerRaw: segue_property_value_t {
        var value = segue_property_value_t()
        func set(_ property: SegueProperty) { value.segueProperty = property }
        switch self {
        case .anchorPoint(let point):
            set(.anchorPoint)
            value.value.point = point
        case .position(let point):
            set(.position)
            value.value.point = point
        case .zPosition(let z):
            set(.zPosition)
            value.value.number = z
        case .sublayerTransform(let t):
            set(.sublayerTransform)
            value.value.transform3d = t.raw
        case .clipsToBounds(let flag):
            set(.clipsToBounds)
            value.value.flag = flag
        case .borderWidth(let width):
            set(.borderWidth)
            value.value.number = width
        case .borderColor(let color):
            set(.borderColor)
            value.value.color = color
        case .shadowColor(let color):
            set(.shadowColor)
            value.value.color = color
        case .shadowOpacity(let opacity):
            set(.shadowOpacity)
            value.value.number = opacity
        case .shadowRadius(let radius):
            set(.shadowRadius)
            value.value.number = radius
        case .shadowOffset(let offset):
            set(.shadowOffset)
            value.value.size = offset
        case .mask(let mask):
            set(.mask)
            value.value.mask = mask.raw
        // A count outside UInt32 clamps, and the host refuses it as out of range.
        case .gradientStopCount(let count):
            set(.gradientStopCount)
            value.value.count = UInt32(clamping: count)
        case .gradientStartPoint(let point):
            set(.gradientStartPoint)
            value.value.point = point
        case .gradientEndPoint(let point):
            set(.gradientEndPoint)
            value.value.point = point
        case .gradientStop(let index, let stop):
            set(.gradientStop(index))
            value.value.gradient_stop = segue_gradient_stop_t(color: stop.color, location: stop.location)
        default: preconditionFailure("a 1.0 property reached layerRaw")
        }
        return value
    }
}
