/// A linear gradient filling a view's bounds, as a `CAGradientLayer` fills its layer: the stops'
/// colours blend along the axis from `startPoint` to `endPoint` (unit coordinates of the bounds).
///
/// A view holds at most `stopCapacity` stops. Colours, locations and both points animate when a
/// view's stop count stays the same; a change of count (or of presence) jumps, as `isHidden` does.
public struct Gradient: Hashable, Sendable, Codable {
    /// The most stops a view's block has room for (enough for the classic two- and three-colour fades).
    public static let stopCapacity = 4

    /// The colour stops, 2…`stopCapacity` of them, in order along the axis.
    public var stops: [GradientStop]
    /// Where the axis starts, in unit coordinates (Core Animation's default: top centre).
    public var startPoint: Point
    /// Where the axis ends, in unit coordinates (Core Animation's default: bottom centre).
    public var endPoint: Point

    /// Core Animation's default start point, (0.5, 0).
    public static let defaultStartPoint = Point(x: 0.5, y: 0)
    /// Core Animation's default end point, (0.5, 1).
    public static let defaultEndPoint = Point(x: 0.5, y: 1)

    /// A gradient through `stops` (2…`stopCapacity` of them) from `startPoint` to `endPoint`.
    public init(
        stops: [GradientStop], startPoint: Point = Gradient.defaultStartPoint,
        endPoint: Point = Gradient.defaultEndPoint
    ) {
        precondition((2...Self.stopCapacity).contains(stops.count), "a gradient has 2…\(Self.stopCapacity) stops")
        self.stops = stops
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient through `colors` spaced evenly from 0 to 1, as `CAGradientLayer` spaces them
    /// when `locations` is nil.
    public init(
        colors: [Color], startPoint: Point = Gradient.defaultStartPoint, endPoint: Point = Gradient.defaultEndPoint
    ) {
        let last = Double(max(colors.count - 1, 1))
        let stops = colors.enumerated().map { GradientStop(color: $1, location: Double($0) / last) }
        self.init(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
