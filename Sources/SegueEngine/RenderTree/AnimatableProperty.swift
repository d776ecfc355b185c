/// The view properties the engine can animate, and where each lives in a view's block of the
/// render tree's contiguous property storage.
///
/// The first six keep the offsets they had before the Core Animation layer properties were
/// added (ABI 1.0's block was their 28 values); the layer properties follow them.
public enum AnimatableProperty: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// Position of the anchor point in the superview, Core Animation's `position` (2 values).
    case center
    /// Origin and size of the view's own coordinate space (4 values).
    case bounds
    /// Opacity (1 value).
    case alpha
    /// Background colour, RGBA (4 values).
    case backgroundColor
    /// Corner radius (1 value).
    case cornerRadius
    /// The 4×4 transform about the anchor point (16 values); the affine `transform` is its z = 0 part.
    case transform
    /// The anchor point in unit coordinates of the bounds (2 values).
    case anchorPoint
    /// The position on the z axis, which orders siblings (1 value).
    case zPosition
    /// The 4×4 transform applied to the subviews about the anchor point (16 values).
    case sublayerTransform
    /// Border width (1 value).
    case borderWidth
    /// Border colour, RGBA (4 values).
    case borderColor
    /// Shadow colour, RGBA (4 values).
    case shadowColor
    /// Shadow opacity (1 value).
    case shadowOpacity
    /// Shadow blur radius (1 value).
    case shadowRadius
    /// Shadow offset, width and height (2 values).
    case shadowOffset
    /// The gradient's stop colours, RGBA per stop for `Gradient.stopCapacity` stops (16 values).
    case gradientColors
    /// The gradient's stop locations, one per stop (4 values).
    case gradientLocations
    /// The gradient's start point in unit coordinates (2 values).
    case gradientStartPoint
    /// The gradient's end point in unit coordinates (2 values).
    case gradientEndPoint
    /// The mask's rectangle in bounds coordinates (4 values).
    case maskRect
    /// The mask's corner radius (1 value).
    case maskCornerRadius

    /// Index of the property's first value within a view's block.
    @inlinable
    public var offset: Int {
        switch self {
        case .center: 0
        case .bounds: 2
        case .alpha: 6
        case .backgroundColor: 7
        case .cornerRadius: 11
        case .transform: 12
        case .anchorPoint: 28
        case .zPosition: 30
        case .sublayerTransform: 31
        case .borderWidth: 47
        case .borderColor: 48
        case .shadowColor: 52
        case .shadowOpacity: 56
        case .shadowRadius: 57
        case .shadowOffset: 58
        case .gradientColors: 60
        case .gradientLocations: 76
        case .gradientStartPoint: 80
        case .gradientEndPoint: 82
        case .maskRect: 84
        case .maskCornerRadius: 88
        }
    }

    /// How many consecutive values the property occupies.
    @inlinable
    public var width: Int {
        switch self {
        case .alpha, .cornerRadius, .zPosition, .borderWidth, .shadowOpacity, .shadowRadius, .maskCornerRadius: 1
        case .center, .anchorPoint, .shadowOffset, .gradientStartPoint, .gradientEndPoint: 2
        case .bounds, .backgroundColor, .borderColor, .shadowColor, .maskRect: 4
        case .gradientLocations: Gradient.stopCapacity
        case .gradientColors: 4 * Gradient.stopCapacity
        case .transform, .sublayerTransform: 16
        }
    }

    /// Whether the property is a 4×4 matrix, animated by decomposition rather than entry by entry.
    @inlinable
    public var isTransform: Bool { self == .transform || self == .sublayerTransform }

    /// Values per view block: the sum of every property's width.
    public static let stride = 89

    /// How many properties there are (a bound for per-property keys).
    public static let count = allCases.count

    /// The property's name as the trace and the C ABI spell it.
    public var description: String {
        switch self {
        case .center: "center"
        case .bounds: "bounds"
        case .alpha: "alpha"
        case .backgroundColor: "backgroundColor"
        case .cornerRadius: "cornerRadius"
        case .transform: "transform"
        case .anchorPoint: "anchorPoint"
        case .zPosition: "zPosition"
        case .sublayerTransform: "sublayerTransform"
        case .borderWidth: "borderWidth"
        case .borderColor: "borderColor"
        case .shadowColor: "shadowColor"
        case .shadowOpacity: "shadowOpacity"
        case .shadowRadius: "shadowRadius"
        case .shadowOffset: "shadowOffset"
        case .gradientColors: "gradientColors"
        case .gradientLocations: "gradientLocations"
        case .gradientStartPoint: "gradientStartPoint"
        case .gradientEndPoint: "gradientEndPoint"
        case .maskRect: "maskRect"
        case .maskCornerRadius: "maskCornerRadius"
        }
    }
}
