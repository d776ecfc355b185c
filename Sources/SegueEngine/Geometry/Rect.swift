/// An axis-aligned rectangle: an origin and a size, in points.
public struct Rect: Hashable, Sendable, Codable, Interpolatable {
    /// The top-left corner.
    public var origin: Point
    /// The extent from the origin.
    public var size: Size

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// A rectangle with the given origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle with origin (`x`, `y`) and size `width` by `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The smallest x coordinate.
    public var minX: Double { origin.x }
    /// The smallest y coordinate.
    public var minY: Double { origin.y }
    /// The largest x coordinate.
    public var maxX: Double { origin.x + size.width }
    /// The largest y coordinate.
    public var maxY: Double { origin.y + size.height }
    /// The x coordinate of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y coordinate of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }

    /// Whether `point` lies inside (edges on the min side included, max side excluded).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Blends origin and size linearly.
    public func interpolated(to other: Rect, fraction: Double) -> Rect {
        Rect(
            origin: origin.interpolated(to: other.origin, fraction: fraction),
            size: size.interpolated(to: other.size, fraction: fraction)
        )
    }
}
