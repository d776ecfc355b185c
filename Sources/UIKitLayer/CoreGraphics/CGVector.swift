import Foundation

/// A two-dimensional vector, as Core Graphics's (a direction and length, where CGPoint is a position).
public struct CGVector: Equatable, Hashable, Sendable {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        self.init(dx: CGFloat(0), dy: CGFloat(0))
    }

    /// A vector from CGFloat components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector from Double components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector from integer components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static let zero = CGVector()
}

extension CGVector: CustomDebugStringConvertible {
    /// The components, as `(dx, dy)`.
    public var debugDescription: String { "(\(dx), \(dy))" }
}

extension CGVector: Codable {
    /// Decodes `[dx, dy]` from an unkeyed container, as Apple's overlay writes a vector.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(dx: try container.decode(CGFloat.self), dy: try container.decode(CGFloat.self))
    }

    /// Encodes the vector as `[dx, dy]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}
