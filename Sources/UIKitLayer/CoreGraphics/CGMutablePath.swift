import Foundation

/// A path built element by element; every `transform` applies to the given points before they are added.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() {
        super.init(steps: [], shapeHint: nil)
    }

    /// A path of `steps`, `shapeHint` being what the steps exactly draw.
    package override init(steps: [CGPathStep], shapeHint: CGPathShape?) {
        super.init(steps: steps, shapeHint: shapeHint)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(to: point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        appendSegment(.line(to: point.applying(transform)))
    }

    /// Starts a subpath at the first point and adds lines through the others in order.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        appendSegment(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        appendSegment(
            .curve(
                to: end.applying(transform), control1: control1.applying(transform),
                control2: control2.applying(transform)))
    }

    /// Adds `rect` as a closed subpath: a move to its minimum corner, then lines along the x edge first.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let shape = steps.isEmpty ? CGPathShape.rectangle(rect.standardized).applying(transform) : nil
        move(to: CGPoint(x: rect.minX, y: rect.minY), transform: transform)
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY), transform: transform)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY), transform: transform)
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY), transform: transform)
        closeSubpath()
        shapeHint = shape
    }

    /// Adds each rectangle as its own closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse in `rect`: four cubic curves from its maximum-x point, clockwise in Core Graphics's y-up.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addEllipse(in: rect, increasingAngles: false, transform: transform)
    }

    // UIKit's ovals turn the other way from Core Graphics's: each is clockwise in its own default coordinates.
    /// Adds the ellipse inscribed in `rect`, turning towards increasing angles or decreasing ones.
    package func addEllipse(in rect: CGRect, increasingAngles: Bool, transform: CGAffineTransform) {
        let rect = rect.standardized
        let shape = steps.isEmpty ? CGPathShape.ellipse(rect).applying(transform) : nil
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radii = CGSize(width: rect.width / 2, height: rect.height / 2)
        // The start written as the curves compute their end, so the closed outline meets itself exactly.
        move(to: CGPoint(x: center.x + radii.width, y: center.y), transform: transform)
        appendArcCurves(
            center: center, radii: radii, startAngle: 0, sweep: increasingAngles ? 2 * .pi : -2 * .pi,
            transform: transform)
        closeSubpath()
        shapeHint = shape
    }

    /// Adds a rounded rectangle, its corners quarter ellipses clamped to half the sides (circles: the shorter side).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let corner = CGSize(width: cornerWidth, height: cornerHeight)
        addRoundedRect(in: rect, cornerRadii: [corner, corner, corner, corner], transform: transform)
    }

    // The order is UIKit's top left, top right, bottom right, bottom left; the outline starts on the minimum-y edge
    // and turns towards increasing angles, clockwise on UIKit's screen as UIBezierPath's rounded rectangles do.
    /// Adds a rounded rectangle whose corner radii (minX-minY corner first, then round by increasing angle) differ.
    package func addRoundedRect(in rect: CGRect, cornerRadii: [CGSize], transform: CGAffineTransform) {
        let rect = rect.standardized
        let radii = (0..<4).map { index in
            let radius = index < cornerRadii.count ? cornerRadii[index] : .zero
            // A circular corner stays circular, clamped to half the shorter side (as UIKit clamps a corner radius);
            // an elliptical one is clamped side by side.
            if radius.width == radius.height {
                let clamped = min(max(radius.width, 0), rect.width / 2, rect.height / 2)
                return CGSize(width: clamped, height: clamped)
            }
            return CGSize(
                width: min(max(radius.width, 0), rect.width / 2), height: min(max(radius.height, 0), rect.height / 2))
        }
        let shape = steps.isEmpty ? Self.roundedShape(rect, radii: radii)?.applying(transform) : nil
        // Each corner: its centre and the angle its quarter ellipse starts at (the y axis points to maxY).
        let corners: [(center: CGPoint, startAngle: CGFloat)] = [
            (CGPoint(x: rect.maxX - radii[1].width, y: rect.minY + radii[1].height), -.pi / 2),
            (CGPoint(x: rect.maxX - radii[2].width, y: rect.maxY - radii[2].height), 0),
            (CGPoint(x: rect.minX + radii[3].width, y: rect.maxY - radii[3].height), .pi / 2),
            (CGPoint(x: rect.minX + radii[0].width, y: rect.minY + radii[0].height), .pi),
        ]
        move(to: CGPoint(x: rect.minX + radii[0].width, y: rect.minY), transform: transform)
        for (index, corner) in corners.enumerated() {
            let radius = radii[(index + 1) % 4]
            let (sine, cosine) = exactSineAndCosine(corner.startAngle)
            let arcStart = CGPoint(
                x: corner.center.x + radius.width * cosine, y: corner.center.y + radius.height * sine)
            if arcStart.applying(transform) != currentPoint { addLine(to: arcStart, transform: transform) }
            if radius.width > 0, radius.height > 0 {
                appendArcCurves(
                    center: corner.center, radii: radius, startAngle: corner.startAngle, sweep: .pi / 2,
                    transform: transform)
            }
        }
        closeSubpath()
        shapeHint = shape
    }

    // Clockwise is clockwise in Core Graphics's y-up space, so counter-clockwise on a flipped UIKit screen. A
    // difference of a full turn or more draws the whole circle either way (iOS draws 0 to 2π as a circle whatever
    // the flag); a shorter one wraps to go the asked way round. Unless the path is empty, a line first joins the
    // current point to the arc's start.
    /// Adds an arc from `startAngle` to `endAngle`, `clockwise` meaning decreasing angles, joined by a line if needed.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let fullTurn = 2 * CGFloat.pi
        var delta = endAngle - startAngle
        if abs(delta) >= fullTurn - Self.angleTolerance {
            delta = clockwise ? -fullTurn : fullTurn
        } else if clockwise, delta > 0 {
            delta -= fullTurn
        } else if !clockwise, delta < 0 {
            delta += fullTurn
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// Adds an arc of the circle at `center` turning `delta` radians from `startAngle` (positive: increasing angles).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let (sine, cosine) = exactSineAndCosine(startAngle)
        let start = CGPoint(x: center.x + radius * cosine, y: center.y + radius * sine)
        // A lone move to the arc's start, then a whole circle, is still just the circle.
        let beginsShape = steps.isEmpty || (steps.count == 1 && steps[0] == .move(to: start.applying(transform)))
        if steps.isEmpty {
            move(to: start, transform: transform)
        } else if start.applying(transform) != currentPoint {
            addLine(to: start, transform: transform)
        }
        appendArcCurves(
            center: center, radii: CGSize(width: radius, height: radius), startAngle: startAngle, sweep: delta,
            transform: transform)
        let wholeTurn = abs(abs(delta) - 2 * .pi) <= Self.angleTolerance
        if beginsShape, wholeTurn {
            let r = abs(radius)
            let square = CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)
            shapeHint = CGPathShape.ellipse(square).applying(transform)
        }
    }

    /// Adds an arc of `radius` tangent to the lines current point → `tangent1End` → `tangent2End`, after a line to it.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard !steps.isEmpty else { return }
        // The current point is in the path's space; the tangent points are in the transform's input space.
        let p0 = transform.isIdentity ? currentPoint : currentPoint.applying(transform.inverted())
        let p1 = tangent1End
        let p2 = tangent2End
        let toStart = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y)
        let toEnd = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let lengths = (hypot(toStart.dx, toStart.dy), hypot(toEnd.dx, toEnd.dy))
        let cross = toStart.dx * toEnd.dy - toStart.dy * toEnd.dx
        guard radius > 0, lengths.0 > 0, lengths.1 > 0, cross != 0 else {
            addLine(to: p1, transform: transform)
            return
        }
        let u0 = CGVector(dx: toStart.dx / lengths.0, dy: toStart.dy / lengths.0)
        let u1 = CGVector(dx: toEnd.dx / lengths.1, dy: toEnd.dy / lengths.1)
        // Half the angle between the two lines at the corner.
        let halfAngle = acos(min(max(u0.dx * u1.dx + u0.dy * u1.dy, -1), 1)) / 2
        let tangentDistance = radius / tan(halfAngle)
        let arcStart = CGPoint(x: p1.x + u0.dx * tangentDistance, y: p1.y + u0.dy * tangentDistance)
        let bisector = CGVector(dx: u0.dx + u1.dx, dy: u0.dy + u1.dy)
        let bisectorLength = hypot(bisector.dx, bisector.dy)
        let centerDistance = radius / sin(halfAngle)
        let center = CGPoint(
            x: p1.x + bisector.dx / bisectorLength * centerDistance,
            y: p1.y + bisector.dy / bisectorLength * centerDistance)
        let startAngle = atan2(arcStart.y - center.y, arcStart.x - center.x)
        // The path turns left (towards increasing angles) when the corner's cross product is negative.
        let sweep = (cross < 0 ? 1 : -1) * (.pi - 2 * halfAngle)
        addLine(to: arcStart, transform: transform)
        appendArcCurves(
            center: center, radii: CGSize(width: radius, height: radius), startAngle: startAngle, sweep: sweep,
            transform: transform)
    }

    /// Adds every element of `path`, transformed; an empty path becomes a copy of it, shape included.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        guard !path.steps.isEmpty else { return }
        let wasEmpty = steps.isEmpty
        for step in path.steps { append(step.applying(transform)) }
        if wasEmpty { shapeHint = path.shapeHint.flatMap { $0.applying(transform) } }
    }

    /// Closes the current subpath with a line back to its start; nothing when there is no open subpath.
    public func closeSubpath() {
        guard let last = steps.last, last != .close else { return }
        // Closing adds no area to a shape that already ends where it began (a whole circle), so the shape stays.
        let shape = shapeHint
        append(.close)
        shapeHint = shape
    }

    // MARK: Building

    // The rounding of 2π written as a difference of angles (−π/2 to 3π/2) is around 1e-15.
    /// How far from a whole turn an arc may be and still count as one.
    private static let angleTolerance: CGFloat = 1e-9

    /// Appends `step`, moving the current point; the path is no longer known to be one simple shape.
    private func append(_ step: CGPathStep) {
        steps.append(step)
        shapeHint = nil
        switch step {
        case .move(let point):
            subpathStart = point
            currentPoint = point
        case .line(let end), .quadCurve(let end, _), .curve(let end, _, _): currentPoint = end
        case .close: currentPoint = subpathStart
        }
    }

    // Core Graphics ignores a segment with no current point; after a close it starts at the closed subpath's start.
    /// Appends a segment from the current point: none on an empty path, a new subpath after a close.
    private func appendSegment(_ step: CGPathStep) {
        guard let last = steps.last else { return }
        if last == .close { append(.move(to: subpathStart)) }
        append(step)
    }

    // Pieces of at most a quarter turn, where a cubic's error is below 0.03 % of the radius.
    /// Appends cubic curves approximating the elliptical arc from `startAngle` turning `sweep` radians.
    private func appendArcCurves(
        center: CGPoint, radii: CGSize, startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform
    ) {
        guard sweep != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        // The control points' distance along the tangent, as a fraction of the radius.
        let handle = 4 / 3 * tan(step / 4)
        var (sine0, cosine0) = exactSineAndCosine(startAngle)
        for index in 1...pieces {
            let (sine1, cosine1) = exactSineAndCosine(startAngle + step * CGFloat(index))
            let end = CGPoint(x: center.x + radii.width * cosine1, y: center.y + radii.height * sine1)
            let control1 = CGPoint(
                x: center.x + radii.width * (cosine0 - handle * sine0),
                y: center.y + radii.height * (sine0 + handle * cosine0))
            let control2 = CGPoint(
                x: center.x + radii.width * (cosine1 + handle * sine1),
                y: center.y + radii.height * (sine1 - handle * cosine1))
            addCurve(to: end, control1: control1, control2: control2, transform: transform)
            (sine0, cosine0) = (sine1, cosine1)
        }
    }

    /// The shape a rounded rectangle with these clamped corner radii is, when the renderer can draw it.
    private static func roundedShape(_ rect: CGRect, radii: [CGSize]) -> CGPathShape? {
        guard radii.allSatisfy({ $0 == radii[0] }) else { return nil }
        let radius = radii[0]
        if radius.width == 0 || radius.height == 0 { return .rectangle(rect) }
        return radius.width == radius.height ? .roundedRectangle(rect, cornerRadius: radius.width) : nil
    }
}
