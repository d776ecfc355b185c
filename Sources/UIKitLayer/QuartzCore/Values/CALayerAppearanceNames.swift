/// How a layer's rounded corners are curved.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's string, as Core Animation spells it.
    public let rawValue: String

    /// A corner curve from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A quarter circle (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve easing into the straight edges, as iOS's app icons.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Where a layer's contents sit in its bounds, and whether they are scaled to them.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's string, as Core Animation spells it.
    public let rawValue: String

    /// A contents gravity from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Centred, unscaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Along the top edge, centred horizontally, unscaled.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Along the bottom edge, centred horizontally, unscaled.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Along the left edge, centred vertically, unscaled.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Along the right edge, centred vertically, unscaled.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the top-left corner, unscaled.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the top-right corner, unscaled.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the bottom-left corner, unscaled.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom-right corner, unscaled.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds exactly (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping the aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping the aspect ratio (cropped).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
