import SegueABI
import SegueABIValues

/// A view's mask (ABI 1.1): what of the view and its subviews shows, in the view's own coordinates.
public enum Mask: Sendable, Equatable {
    /// No mask: everything shows.
    case none
    /// Only the rectangle shows.
    case rectangle(Rect)
    /// Only the rectangle with rounded corners shows.
    case roundedRectangle(Rect, cornerRadius: Double)
    /// Only the ellipse inscribed in the rectangle shows (a circle when it is square).
    case ellipse(Rect)

    /// The ABI struct.
    var raw: segue_mask_t {
        switch self {
        case .none: segue_mask_t(.none, rect: .zero)
        case .rectangle(let rect): segue_mask_t(.rectangle, rect: rect)
        case .roundedRectangle(let rect, let radius): segue_mask_t(.roundedRectangle, rect: rect, cornerRadius: radius)
        case .ellipse(let rect): segue_mask_t(.ellipse, rect: rect)
        }
    }

    /// The mask an ABI struct describes (`.none` for a shape it does not know).
    init(_ raw: segue_mask_t) {
        self =
            switch raw.maskShape {
            case .rectangle: .rectangle(raw.rect)
            case .roundedRectangle: .roundedRectangle(raw.rect, cornerRadius: raw.corner_radius)
            case .ellipse: .ellipse(raw.rect)
            default: .none
            }
    }
}

/// One colour stop of a gradient (ABI 1.1).
public struct GradientStop: Sendable {
    /// The colour at the stop.
    public var color: Color
    /// Where it sits on the line from the start point to the end point, 0…1.
    public var location: Double

    /// A stop of `color` at `location`.
    public init(_ color: Color, at location: Double) {
        self.color = color
        self.location = location
    }
}

extension segue_rect_t: @retroactive Equatable {
    /// Field-by-field equality.
    public static func == (lhs: Rect, rhs: Rect) -> Bool {
        lhs.x == rhs.x && lhs.y == rhs.y && lhs.width == rhs.width && lhs.height == rhs.height
    }
}
