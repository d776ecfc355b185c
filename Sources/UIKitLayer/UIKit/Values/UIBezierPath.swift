import CoreGraphics

// Its arcs and ovals turn clockwise on UIKit's flipped screen (increasing angles), the opposite of Core Graphics's
// `clockwise`.
/// A path with the attributes it is stroked and filled with, over a CGMutablePath.
open class UIBezierPath {
    /// The path being built.
    private var path: CGMutablePath
    /// The dash lengths `setLineDash(_:count:phase:)` set, and the phase.
    private var lineDash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    /// The stroke's width in points (1 by default).
    open var lineWidth: CGFloat = 1
    /// How the stroke's open ends are drawn (butt by default).
    open var lineCapStyle: CGLineCap = .butt
    /// How the stroke's corners are drawn (miter by default).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The longest miter, as a multiple of the line width, before a corner is bevelled (10 by default).
    open var miterLimit: CGFloat = 10
    /// How far, in pixels, a curve may stray from its true course when drawn (0.6 by default).
    open var flatness: CGFloat = 0.6
    /// Whether filling uses the even-odd rule rather than the non-zero winding rule (false by default).
    open var usesEvenOddFillRule = false

    /// An empty path.
    public init() {
        path = CGMutablePath()
    }

    /// A closed path around `rect`, from its origin clockwise on screen.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed oval inscribed in `rect`, clockwise on screen from its maximum-x point.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect, increasingAngles: true, transform: .identity)
    }

    /// A closed rectangle with circular corners of `cornerRadius`, clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let radius = CGSize(width: cornerRadius, height: cornerRadius)
        path.addRoundedRect(in: rect, cornerRadii: [radius, radius, radius, radius], transform: .identity)
    }

    /// A closed rectangle with `corners` rounded by quarter ellipses of `cornerRadii` (clamped to half each side).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        // CGMutablePath's order: (minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY).
        let radii = [UIRectCorner.topLeft, .topRight, .bottomRight, .bottomLeft].map {
            corners.contains($0) ? cornerRadii : .zero
        }
        path.addRoundedRect(in: rect, cornerRadii: radii, transform: .identity)
    }

    /// An open arc of the circle at `center`; `clockwise` as seen on UIKit's flipped screen (increasing angles).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with a copy of `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// An immutable copy of the path; setting it copies the new path in.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(steps: [], shapeHint: nil) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle holding the path's points, control points included; `.null` when empty.
    open var bounds: CGRect { path.boundingBox }

    /// Where the next segment starts; `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// Adds a straight line from the current point.
    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// Adds an arc of the circle at `center`, joined to the current point by a line; `clockwise` as seen on screen.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        // Clockwise on UIKit's y-down screen is towards increasing angles: Core Graphics's counter-clockwise.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Adds a quadratic Bézier curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds a cubic Bézier curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Closes the current subpath with a line back to its start.
    open func close() {
        path.closeSubpath()
    }

    /// Removes every element, leaving the attributes.
    open func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Adds every element of `bezierPath` after this path's.
    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// Transforms every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        var transform = transform
        path = path.mutableCopy(using: &transform) ?? path
    }

    /// A path drawing the same subpaths the other way round, with the same attributes.
    open func reversing() -> UIBezierPath {
        var reversed: [CGPathStep] = []
        var subpath: [CGPathStep] = []
        func flush() {
            reversed += Self.reversedSubpath(subpath)
            subpath = []
        }
        for step in path.steps {
            if case .move = step { flush() }
            subpath.append(step)
        }
        flush()
        let copy = copyWithAttributes()
        copy.path = CGMutablePath(steps: reversed, shapeHint: path.simpleShape)
        return copy
    }

    /// Whether filling the path (under `usesEvenOddFillRule`) covers `point`.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the stroke's dash lengths (the first `count` of `pattern`; none for a solid line) and phase.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        let lengths = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
        lineDash = (lengths, phase)
    }

    /// Writes the dash lengths (as many as `pattern` has room for: the count reported first), count and phase.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern {
            for (index, length) in lineDash.pattern.enumerated() { pattern[index] = length }
        }
        count?.pointee = lineDash.pattern.count
        phase?.pointee = lineDash.phase
    }

    /// A copy of the path and its attributes (NSCopying's `copy()`, whose result is cast back).
    open func copy() -> Any {
        let copy = copyWithAttributes()
        copy.path = path.mutableCopy() ?? CGMutablePath()
        return copy
    }

    /// An empty path with this one's attributes.
    private func copyWithAttributes() -> UIBezierPath {
        let copy = UIBezierPath()
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.lineDash = lineDash
        return copy
    }

    /// One subpath (a move and what follows it) drawn from its last point back to its first, closed if it was.
    private static func reversedSubpath(_ steps: [CGPathStep]) -> [CGPathStep] {
        guard case .move(let start)? = steps.first else { return steps }
        var segments: [(from: CGPoint, step: CGPathStep)] = []
        var current = start
        var closed = false
        for step in steps.dropFirst() {
            switch step {
            case .line(let end), .quadCurve(let end, _), .curve(let end, _, _):
                segments.append((current, step))
                current = end
            case .close: closed = true
            case .move: break
            }
        }
        var result: [CGPathStep] = [.move(to: current)]
        for (from, step) in segments.reversed() {
            switch step {
            case .line: result.append(.line(to: from))
            case .quadCurve(_, let control): result.append(.quadCurve(to: from, control: control))
            case .curve(_, let control1, let control2):
                result.append(.curve(to: from, control1: control2, control2: control1))
            case .move, .close: break
            }
        }
        if closed { result.append(.close) }
        return result
    }
}
