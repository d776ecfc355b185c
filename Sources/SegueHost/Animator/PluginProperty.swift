import SegueABI

/// A view property a plugin reads, sets or animates (the ABI's `segue_property_t`).
enum PluginProperty: PluginABIEnumeration {
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

    /// The C value.
    var raw: Int32 {
        switch self {
        case .frame: Int32(SEGUE_PROPERTY_FRAME.rawValue)
        case .bounds: Int32(SEGUE_PROPERTY_BOUNDS.rawValue)
        case .alpha: Int32(SEGUE_PROPERTY_ALPHA.rawValue)
        case .transform: Int32(SEGUE_PROPERTY_TRANSFORM.rawValue)
        case .transform3D: Int32(SEGUE_PROPERTY_TRANSFORM_3D.rawValue)
        case .backgroundColor: Int32(SEGUE_PROPERTY_BACKGROUND_COLOR.rawValue)
        case .cornerRadius: Int32(SEGUE_PROPERTY_CORNER_RADIUS.rawValue)
        case .hidden: Int32(SEGUE_PROPERTY_HIDDEN.rawValue)
        }
    }

    /// Whether animations may target it (hidden is set-only, as in UIKit).
    var isAnimatable: Bool { self != .hidden }
}
