import Foundation

/// The kind of one element of a path, with Core Graphics's raw values.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at one point.
    case moveToPoint = 0
    /// A straight line to one point.
    case addLineToPoint = 1
    /// A quadratic curve: a control point, then the end point.
    case addQuadCurveToPoint = 2
    /// A cubic curve: two control points, then the end point.
    case addCurveToPoint = 3
    /// A line back to the subpath's start, closing it; no points.
    case closeSubpath = 4
}

/// One element of a path as `applyWithBlock(_:)` hands it over: its kind and its points (valid during the call only).
public struct CGPathElement {
    /// The kind of element.
    public var type: CGPathElementType
    /// The element's points: one for a move or line, two for a quadratic curve, three for a cubic, none for a close.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element from its kind and points.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

// A plain Swift function type where Apple's is `@convention(c)`: this CGPathElement is a Swift struct, which C cannot
// name. Closure literals pass either way.
/// The function `CGPath.apply(info:function:)` calls for each element.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// One element of a path as a path stores it: its kind with its points, as values.
package enum CGPathStep: Equatable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line from the current point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve from the current point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the subpath with a line back to its start.
    case close

    /// The element's points in Core Graphics's order (control points first, end point last).
    package var points: [CGPoint] {
        switch self {
        case .move(let point), .line(let point): return [point]
        case .quadCurve(let end, let control): return [control, end]
        case .curve(let end, let control1, let control2): return [control1, control2, end]
        case .close: return []
        }
    }

    /// The public kind of this element.
    var type: CGPathElementType {
        switch self {
        case .move: return .moveToPoint
        case .line: return .addLineToPoint
        case .quadCurve: return .addQuadCurveToPoint
        case .curve: return .addCurveToPoint
        case .close: return .closeSubpath
        }
    }

    /// The same element with every point transformed by `t`.
    func applying(_ t: CGAffineTransform) -> CGPathStep {
        switch self {
        case .move(let point): return .move(to: point.applying(t))
        case .line(let point): return .line(to: point.applying(t))
        case .quadCurve(let end, let control): return .quadCurve(to: end.applying(t), control: control.applying(t))
        case .curve(let end, let control1, let control2):
            return .curve(to: end.applying(t), control1: control1.applying(t), control2: control2.applying(t))
        case .close: return .close
        }
    }
}
