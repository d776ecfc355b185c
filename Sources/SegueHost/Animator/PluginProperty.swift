import SegueABI

/// A view property a plugin reads, sets or animates (the ABI's `segue_property_t`). The raw
/// values are properties.h's ids, which run 0...26 in this order (a test checks each against
/// its C constant).
enum PluginProperty: Int32, PluginABIEnumeration {
    /// `SEGUE_PROPERTY_FRAME`: a rectangle in the superview's coordinates.
    case frame
    /// `SEGUE_PROPERTY_BOUNDS`: a rectangle in the view's own coordinates.
    case bounds
    /// `SEGUE_PROPERTY_ALPHA`: a number in 0...1.
    case alpha
    /// `SEGUE_PROPERTY_TRANSFORM`: a 2D affine transform.
    case transform
    /// `SEGUE_PROPERTY_TRANSFORM_3D`: the layer's 4×4 transform.
    case transform3D
    /// `SEGUE_PROPERTY_BACKGROUND_COLOR`: a colour.
    case backgroundColor
    /// `SEGUE_PROPERTY_CORNER_RADIUS`: a number >= 0.
    case cornerRadius
    /// `SEGUE_PROPERTY_HIDDEN`: a flag, set only.
    case hidden
    /// `SEGUE_PROPERTY_ANCHOR_POINT` (1.1): a point in unit coordinates.
    case anchorPoint
    /// `SEGUE_PROPERTY_POSITION` (1.1): a point in the superview.
    case position
    /// `SEGUE_PROPERTY_Z_POSITION` (1.1): a number.
    case zPosition
    /// `SEGUE_PROPERTY_SUBLAYER_TRANSFORM` (1.1): a 4×4 transform for the subviews.
    case sublayerTransform
    /// `SEGUE_PROPERTY_CLIPS_TO_BOUNDS` (1.1): a flag, set only.
    case clipsToBounds
    /// `SEGUE_PROPERTY_BORDER_WIDTH` (1.1): a number >= 0.
    case borderWidth
    /// `SEGUE_PROPERTY_BORDER_COLOR` (1.1): a colour.
    case borderColor
    /// `SEGUE_PROPERTY_SHADOW_COLOR` (1.1): a colour.
    case shadowColor
    /// `SEGUE_PROPERTY_SHADOW_OPACITY` (1.1): a number in 0...1.
    case shadowOpacity
    /// `SEGUE_PROPERTY_SHADOW_RADIUS` (1.1): a number >= 0.
    case shadowRadius
    /// `SEGUE_PROPERTY_SHADOW_OFFSET` (1.1): a size.
    case shadowOffset
    /// `SEGUE_PROPERTY_MASK` (1.1): a shape and its rectangle.
    case mask
    /// `SEGUE_PROPERTY_GRADIENT_STOP_COUNT` (1.1): 0 or 2...4, set only.
    case gradientStopCount
    /// `SEGUE_PROPERTY_GRADIENT_START_POINT` (1.1): a point in unit coordinates.
    case gradientStartPoint
    /// `SEGUE_PROPERTY_GRADIENT_END_POINT` (1.1): a point in unit coordinates.
    case gradientEndPoint
    /// `SEGUE_PROPERTY_GRADIENT_STOP_0` (1.1): a colour stop.
    case gradientStop0
    /// `SEGUE_PROPERTY_GRADIENT_STOP_1` (1.1).
    case gradientStop1
    /// `SEGUE_PROPERTY_GRADIENT_STOP_2` (1.1).
    case gradientStop2
    /// `SEGUE_PROPERTY_GRADIENT_STOP_3` (1.1).
    case gradientStop3

    /// The case whose C value is `raw`, or nil for a number the ABI does not define: a range
    /// check, not a search (every property set and get starts here).
    @inline(__always)
    init?(raw: Int32) {
        self.init(rawValue: raw)
    }

    /// The C value.
    var raw: Int32 { rawValue }

    /// Whether animations may target it (hidden, clipping and the stop count are set-only, as
    /// their UIKit counterparts are not animatable).
    var isAnimatable: Bool { self != .hidden && self != .clipsToBounds && self != .gradientStopCount }

    /// The gradient stop it names (0...3), or nil; the stop ids are consecutive.
    var gradientStopIndex: Int? {
        let index = Int(rawValue - Self.gradientStop0.rawValue)
        return (0...3).contains(index) ? index : nil
    }
}
