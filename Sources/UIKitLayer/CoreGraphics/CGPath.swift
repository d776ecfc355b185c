import Foundation

/// An immutable graphics path: subpaths of lines and Bézier curves, with arcs and ellipses stored as cubic curves.
public class CGPath: Equatable {
    /// The path's elements in order.
    package internal(set) var steps: [CGPathStep]
    /// The exact shape the path was built as, kept beside the curves that only approximate it (see `simpleShape`).
    var shapeHint: CGPathShape?
    /// The point the subpath being built started at, where a close returns to.
    var subpathStart: CGPoint
    /// The point the next segment starts from: the end of the last element, or `.zero` for an empty path.
    public internal(set) var currentPoint: CGPoint

    /// A path of `steps`, `shapeHint` being what the steps exactly draw (nil when not one simple shape).
    package init(steps: [CGPathStep], shapeHint: CGPathShape?) {
        self.steps = steps
        self.shapeHint = shapeHint
        var start = CGPoint.zero
        var current = CGPoint.zero
        for step in steps {
            switch step {
            case .move(let point):
                start = point
                current = point
            case .line(let end), .quadCurve(let end, _), .curve(let end, _, _): current = end
            case .close: current = start
            }
        }
        subpathStart = start
        currentPoint = current
    }

    /// An immutable copy of `path`'s elements and shape.
    convenience init(copying path: CGPath, transform: CGAffineTransform = .identity) {
        let steps = transform.isIdentity ? path.steps : path.steps.map { $0.applying(transform) }
        self.init(steps: steps, shapeHint: path.shapeHint.flatMap { $0.applying(transform) })
    }

    /// An immutable path of one rectangle, transformed by `transform` when it is not nil.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    /// An immutable path of the ellipse inscribed in `rect`, transformed by `transform` when it is not nil.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    /// An immutable path of a rounded rectangle, transformed by `transform` when it is not nil.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    // Kept from how the path was built, not guessed from its approximating curves: Segue's renderer draws masks of
    // these three shapes only.
    /// The whole path as exactly one rectangle, rounded rectangle or ellipse; nil for any other path.
    package var simpleShape: CGPathShape? {
        if let shapeHint { return shapeHint }
        return CGPathShape.rectangle(outlinedBy: steps).map { .rectangle($0) }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { steps.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included; `.null` when empty.
    public var boundingBox: CGRect {
        Self.bounds(of: steps.flatMap(\.points))
    }

    /// The smallest rectangle holding the path as drawn: curves by their extremes, not their control points.
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        for step in steps {
            switch step {
            case .move(let point):
                (start, current) = (point, point)
                points.append(point)
            case .line(let end):
                points.append(end)
                current = end
            case .quadCurve(let end, let control):
                points.append(end)
                for t in Self.quadraticExtremes(current, control, end) {
                    points.append(Self.pointOnQuadratic(current, control, end, at: t))
                }
                current = end
            case .curve(let end, let control1, let control2):
                points.append(end)
                for t in Self.cubicExtremes(current, control1, control2, end) {
                    points.append(Self.pointOnCubic(current, control1, control2, end, at: t))
                }
                current = end
            case .close: current = start
            }
        }
        return Self.bounds(of: points)
    }

    /// An immutable copy of the path (the path itself when it is already immutable).
    public func copy() -> CGPath? {
        self is CGMutablePath ? CGPath(copying: self) : self
    }

    /// An immutable copy of the path transformed by `transform` when it is not nil.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let transform else { return copy() }
        return CGPath(copying: self, transform: transform.pointee)
    }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(steps: steps, shapeHint: shapeHint)
    }

    /// A mutable copy of the path transformed by `transform` when it is not nil.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let t = transform?.pointee ?? .identity
        return CGMutablePath(steps: steps.map { $0.applying(t) }, shapeHint: shapeHint.flatMap { $0.applying(t) })
    }

    /// Whether the path is exactly one axis-aligned rectangle, written to `rect` when it is.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard case .rectangle(let found)? = simpleShape else { return false }
        rect?.pointee = found
        return true
    }

    // Curves are followed as 32-segment polylines, finer than a pixel for any on-screen curve.
    /// Whether filling the path under `rule` covers `point` (transformed by `transform` first).
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        let p = point.applying(transform)
        var winding = 0
        var crossings = 0
        for polygon in polygons() {
            for (index, from) in polygon.enumerated() {
                let to = polygon[(index + 1) % polygon.count]
                // The edge's side of the point: positive when the point lies left of from → to.
                let side = (to.x - from.x) * (p.y - from.y) - (p.x - from.x) * (to.y - from.y)
                if from.y <= p.y, to.y > p.y, side > 0 {
                    winding += 1
                    crossings += 1
                } else if to.y <= p.y, from.y > p.y, side < 0 {
                    winding -= 1
                    crossings += 1
                }
            }
        }
        return rule == .winding ? winding != 0 : crossings % 2 == 1
    }

    /// Calls `block` with each element in order; the element's points are valid during that call only.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 3) { buffer in
            for step in steps {
                for (index, point) in step.points.enumerated() { buffer[index] = point }
                var element = CGPathElement(type: step.type, points: buffer.baseAddress!)
                withUnsafePointer(to: &element) { block($0) }
            }
        }
    }

    /// Calls the C function `function` with `info` and each element in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// Equal when both paths have the same elements in the same order.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.steps == rhs.steps }

    // MARK: Geometry

    /// Each subpath as a closed polygon, curves flattened.
    private func polygons() -> [[CGPoint]] {
        let pieces = 32
        var polygons: [[CGPoint]] = []
        var polygon: [CGPoint] = []
        var current = CGPoint.zero
        func finish() {
            if polygon.count > 1 { polygons.append(polygon) }
            polygon = []
        }
        for step in steps {
            switch step {
            case .move(let point):
                finish()
                polygon = [point]
                current = point
            case .line(let end):
                polygon.append(end)
                current = end
            case .quadCurve(let end, let control):
                let from = current
                polygon += (1...pieces).map {
                    Self.pointOnQuadratic(from, control, end, at: CGFloat($0) / CGFloat(pieces))
                }
                current = end
            case .curve(let end, let control1, let control2):
                let from = current
                polygon += (1...pieces).map {
                    Self.pointOnCubic(from, control1, control2, end, at: CGFloat($0) / CGFloat(pieces))
                }
                current = end
            case .close:
                let start = polygon.first ?? current
                finish()
                polygon = [start]
                current = start
            }
        }
        finish()
        return polygons
    }

    /// The smallest rectangle holding `points`, or `.null` for none.
    private static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The point at `t` (0…1) along a quadratic Bézier curve.
    private static func pointOnQuadratic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(
            x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    /// The point at `t` (0…1) along a cubic Bézier curve.
    private static func pointOnCubic(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat
    ) -> CGPoint {
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(
            x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }

    /// The parameters in (0, 1) where a quadratic curve turns in x or in y.
    private static func quadraticExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGFloat] {
        [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)].compactMap { a, b, c in
            let denominator = a - 2 * b + c
            guard denominator != 0 else { return nil }
            let t = (a - b) / denominator
            return t > 0 && t < 1 ? t : nil
        }
    }

    /// The parameters in (0, 1) where a cubic curve turns in x or in y: the roots of its derivative.
    private static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGFloat] {
        var roots: [CGFloat] = []
        for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            // The derivative, divided by 3: qa·t² + qb·t + qc.
            let qa = -a + 3 * b - 3 * c + d
            let qb = 2 * (a - 2 * b + c)
            let qc = b - a
            if qa == 0 {
                if qb != 0 { roots.append(-qc / qb) }
                continue
            }
            let discriminant = qb * qb - 4 * qa * qc
            guard discriminant >= 0 else { continue }
            let root = discriminant.squareRoot()
            roots += [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
