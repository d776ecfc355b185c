/// A location in a two-dimensional coordinate space, in points.
public struct Point: Hashable, Sendable, Codable, Interpolatable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// A point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Blends each coordinate linearly.
    public func interpolated(to other: Point, fraction: Double) -> Point {
        Point(x: x.interpolated(to: other.x, fraction: fraction), y: y.interpolated(to: other.y, fraction: fraction))
    }

    /// The point moved by `vector`.
    public static func + (point: Point, vector: Vector) -> Point {
        Point(x: point.x + vector.dx, y: point.y + vector.dy)
    }

    /// The displacement from `b` to `a`.
    public static func - (a: Point, b: Point) -> Vector {
        Vector(dx: a.x - b.x, dy: a.y - b.y)
    }
}
