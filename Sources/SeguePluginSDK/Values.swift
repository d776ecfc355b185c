import SegueABI
import SegueABIValues

/// A rectangle in points (the ABI's `segue_rect_t`).
public typealias Rect = segue_rect_t
/// A 2D affine transform (the ABI's `segue_affine_transform_t`).
public typealias AffineTransform = segue_affine_transform_t
/// A colour (the ABI's `segue_color_t`).
public typealias Color = segue_color_t
/// A point in points, or in unit coordinates for anchor and gradient points (`segue_point_t`, ABI 1.1).
public typealias Point = segue_point_t
/// A size in points (`segue_size_t`, ABI 1.1).
public typealias Size = segue_size_t
/// Distances in from a rectangle's edges (`segue_edge_insets_t`, ABI 1.1).
public typealias EdgeInsets = segue_edge_insets_t

extension segue_edge_insets_t {
    /// No inset on any edge.
    public static var zero: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
}

extension segue_rect_t {
    /// The empty rectangle at the origin.
    public static var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }
    /// Whether every field is zero (the context's "unknown" frame).
    public var isZero: Bool { x == 0 && y == 0 && width == 0 && height == 0 }
    /// The left edge.
    public var minX: Double { x }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The top edge.
    public var minY: Double { y }
    /// The bottom edge.
    public var maxY: Double { y + height }
}

extension segue_affine_transform_t {
    /// The identity transform.
    public static var identity: AffineTransform { AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    /// A translation.
    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }
    /// A scale about the view's centre.
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }
}

/// A view property and the value to give it.
public enum PropertyValue: Sendable {
    /// The frame, in the superview's coordinates.
    case frame(Rect)
    /// The bounds.
    case bounds(Rect)
    /// The opacity, 0…1.
    case alpha(Double)
    /// The 2D transform.
    case transform(AffineTransform)
    /// The 3D transform, perspective included.
    case transform3D(Transform3D)
    /// The background colour.
    case backgroundColor(Color)
    /// The corner radius.
    case cornerRadius(Double)
    /// Hidden or not (set only).
    case hidden(Bool)
    /// The anchor point, in unit coordinates of the bounds (ABI 1.1).
    case anchorPoint(Point)
    /// Where the anchor point sits in the superview (ABI 1.1).
    case position(Point)
    /// Drawing order among siblings, higher in front (ABI 1.1).
    case zPosition(Double)
    /// The transform applied to the subviews about the anchor point, perspective included (ABI 1.1).
    case sublayerTransform(Transform3D)
    /// Whether subviews are clipped to the bounds (set only; ABI 1.1).
    case clipsToBounds(Bool)
    /// The border's width (ABI 1.1).
    case borderWidth(Double)
    /// The border's colour (ABI 1.1).
    case borderColor(Color)
    /// The shadow's colour (ABI 1.1).
    case shadowColor(Color)
    /// The shadow's opacity, 0…1; 0 means no shadow (ABI 1.1).
    case shadowOpacity(Double)
    /// The shadow's blur radius (ABI 1.1).
    case shadowRadius(Double)
    /// The shadow's offset (ABI 1.1).
    case shadowOffset(Size)
    /// The mask; animations move its rectangle and radius, keeping its shape (ABI 1.1).
    case mask(Mask)
    /// How many gradient stops the view has: 0 (no gradient) or 2…4 (set only; ABI 1.1).
    case gradientStopCount(Int)
    /// Where the gradient starts, in unit coordinates (ABI 1.1).
    case gradientStartPoint(Point)
    /// Where the gradient ends, in unit coordinates (ABI 1.1).
    case gradientEndPoint(Point)
    /// Gradient stop `index` (0…3) (ABI 1.1).
    case gradientStop(Int, GradientStop)

    /// Which property this value is for.
    public var property: ViewProperty { raw.segueProperty }

    var raw: segue_property_value_t {
        var value = segue_property_value_t()
        switch self {
        case .frame(let rect):
            value.segueProperty = .frame
            value.value.rect = rect
        case .bounds(let rect):
            value.segueProperty = .bounds
            value.value.rect = rect
        case .alpha(let alpha):
            value.segueProperty = .alpha
            value.value.number = alpha
        case .transform(let t):
            value.segueProperty = .transform
            value.value.affine = t
        case .transform3D(let t):
            value.segueProperty = .transform3D
            value.value.transform3d = t.raw
        case .backgroundColor(let c):
            value.segueProperty = .backgroundColor
            value.value.color = c
        case .cornerRadius(let r):
            value.segueProperty = .cornerRadius
            value.value.number = r
        case .hidden(let flag):
            value.segueProperty = .hidden
            value.value.flag = flag
        default: value = layerRaw
        }
        return value
    }
}

/// How an animation's progress follows time.
public enum Timing: Sendable {
    /// Progress equals elapsed fraction.
    case linear
    /// Core Animation's ease-in.
    case easeIn
    /// Core Animation's ease-out.
    case easeOut
    /// Core Animation's ease-in-ease-out.
    case easeInOut
    /// Core Animation's default curve.
    case `default`
    /// A cubic Bézier from (0,0) to (1,1).
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// UIKit's spring tuned to settle within the duration.
    case spring(dampingRatio: Double, initialVelocity: Double)
    /// A physical spring; the animation lasts its settling time.
    case physicalSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)

    var raw: segue_timing_t {
        func make(_ kind: SegueTimingKind, _ p: (Double, Double, Double, Double) = (0, 0, 0, 0)) -> segue_timing_t {
            var timing = segue_timing_t(kind: 0, parameters: p)
            timing.timingKind = kind
            return timing
        }
        switch self {
        case .linear: return make(.linear)
        case .easeIn: return make(.easeIn)
        case .easeOut: return make(.easeOut)
        case .easeInOut: return make(.easeInOut)
        case .default: return make(.default)
        case .cubicBezier(let x1, let y1, let x2, let y2): return make(.cubicBezier, (x1, y1, x2, y2))
        case .spring(let ratio, let velocity): return make(.springDamping, (ratio, velocity, 0, 0))
        case .physicalSpring(let mass, let stiffness, let damping, let velocity):
            return make(.springPhysical, (mass, stiffness, damping, velocity))
        }
    }
}

/// Where an animation stopped.
public enum AnimationPosition: Sendable {
    /// At its targets.
    case end
    /// Back where it started (a cancelled interactive transition).
    case start
    /// Part way.
    case current

    /// The position a completion's C `position` names, or nil for a number the ABI does not define.
    public init?(rawValue: Int32) {
        switch SegueAnimationPosition(rawValue: rawValue) {
        case .end: self = .end
        case .start: self = .start
        case .current: self = .current
        default: return nil
        }
    }
}
