/// A displacement or velocity in two dimensions.
public struct Vector: Hashable, Sendable, Codable, Interpolatable {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component.
    public var dy: Double

    /// No displacement.
    public static let zero = Vector(dx: 0, dy: 0)

    /// A vector with components `dx`, `dy`.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The Euclidean length.
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// Blends each component linearly.
    public func interpolated(to other: Vector, fraction: Double) -> Vector {
        Vector(
            dx: dx.interpolated(to: other.dx, fraction: fraction), dy: dy.interpolated(to: other.dy, fraction: fraction)
        )
    }

    /// The vector scaled by `factor`.
    public static func * (vector: Vector, factor: Double) -> Vector {
        Vector(dx: vector.dx * factor, dy: vector.dy * factor)
    }
}
