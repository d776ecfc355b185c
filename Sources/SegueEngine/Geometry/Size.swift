/// A width and a height, in points.
public struct Size: Hashable, Sendable, Codable, Interpolatable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// A size of `width` by `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Blends each dimension linearly.
    public func interpolated(to other: Size, fraction: Double) -> Size {
        Size(
            width: width.interpolated(to: other.width, fraction: fraction),
            height: height.interpolated(to: other.height, fraction: fraction)
        )
    }
}
