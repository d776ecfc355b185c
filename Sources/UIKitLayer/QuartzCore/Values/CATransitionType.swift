/// The effect a layer transition (CATransition) shows.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The type's string, as Core Animation spells it.
    public let rawValue: String

    /// A transition type from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The new content fades in over the old (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a directional layer transition moves from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The subtype's string, as Core Animation spells it.
    public let rawValue: String

    /// A transition subtype from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
