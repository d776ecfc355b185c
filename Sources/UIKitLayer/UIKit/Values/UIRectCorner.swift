/// Which corners of a rectangle to round, as `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` takes them.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: UInt

    /// A set from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner: (minX, minY) in UIKit's coordinates.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner: (maxX, minY).
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner: (minX, maxY).
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner: (maxX, maxY).
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner: all bits set, as UIKit's `UIRectCornerAllCorners` (~0).
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
