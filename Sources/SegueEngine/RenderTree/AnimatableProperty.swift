/// The view properties the engine can animate, and where each lives in a view's block of the
/// render tree's contiguous property storage.
public enum AnimatableProperty: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// Position of the bounds' centre in the superview (2 values).
    case center
    /// Origin and size of the view's own coordinate space (4 values).
    case bounds
    /// Opacity (1 value).
    case alpha
    /// Background colour, RGBA (4 values).
    case backgroundColor
    /// Corner radius (1 value).
    case cornerRadius
    /// The 4×4 transform about the centre (16 values); the affine `transform` is its z = 0 part.
    case transform

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
        }
    }

    /// How many consecutive values the property occupies.
    @inlinable
    public var width: Int {
        switch self {
        case .center: 2
        case .bounds: 4
        case .alpha: 1
        case .backgroundColor: 4
        case .cornerRadius: 1
        case .transform: 16
        }
    }

    /// Values per view block: the sum of every property's width.
    public static let stride = 28

    /// The property's name as the trace and the C ABI spell it.
    public var description: String {
        switch self {
        case .center: "center"
        case .bounds: "bounds"
        case .alpha: "alpha"
        case .backgroundColor: "backgroundColor"
        case .cornerRadius: "cornerRadius"
        case .transform: "transform"
        }
    }
}
