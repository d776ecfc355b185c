/// One colour of a `Gradient` and where along the gradient axis it sits.
public struct GradientStop: Hashable, Sendable, Codable {
    /// The colour at this stop.
    public var color: Color
    /// Where the stop sits, 0 at the start point and 1 at the end point (`CAGradientLayer.locations`).
    public var location: Double

    /// A stop of `color` at `location`.
    public init(color: Color, location: Double) {
        self.color = color
        self.location = location
    }
}
