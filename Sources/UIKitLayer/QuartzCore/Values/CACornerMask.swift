/// Which of a layer's corners `cornerRadius` rounds, named by the corner's place in the layer's bounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt

    /// A mask from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The corner at (minX, minY): the top left in UIKit's coordinates.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at (maxX, minY): the top right in UIKit's coordinates.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at (minX, maxY): the bottom left in UIKit's coordinates.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at (maxX, maxY): the bottom right in UIKit's coordinates.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
