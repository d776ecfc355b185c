/// What an animation's object shows outside the animation's active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string, as Core Animation spells it.
    public let rawValue: String

    /// A fill mode from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The animation has no effect outside its active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After its end the animation holds its final value.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before its start the animation holds its initial value.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both forwards and backwards.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}
