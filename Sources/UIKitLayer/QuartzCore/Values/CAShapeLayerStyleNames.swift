/// The rule a shape layer fills its path with.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's string, as Core Animation spells it ("non-zero", "even-odd").
    public let rawValue: String

    /// A fill rule from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The non-zero winding rule (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// The even-odd rule.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer draws the ends of its stroked open subpaths.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's string, as Core Animation spells it.
    public let rawValue: String

    /// A line cap from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Squared off at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle past the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Squared off half the line width past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer draws the corners between stroked segments.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's string, as Core Animation spells it.
    public let rawValue: String

    /// A line join from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A sharp corner, up to the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A corner cut off square.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
