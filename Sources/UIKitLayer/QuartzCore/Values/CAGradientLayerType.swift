/// The geometry of a gradient layer's colour ramp.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's string, as Core Animation spells it.
    public let rawValue: String

    /// A gradient type from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Along the line from the start point to the end point (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// An ellipse centred on the start point, reaching the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point, the angle measured towards the end point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
