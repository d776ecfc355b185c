/// A view's identity: unique within its render tree for the tree's whole life, never reused.
public struct ViewID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The raw number, counting from 1 in creation order.
    public let rawValue: Int

    /// An identity with the given number.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Orders by creation.
    public static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `#` followed by the number.
    public var description: String { "#\(rawValue)" }
}
