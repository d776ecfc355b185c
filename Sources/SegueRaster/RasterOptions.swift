import SegueEngine

/// How a frame is rasterized: pixels per point, the colour behind everything, and the limits
/// that keep any render tree a plugin may legally build within bounded time and memory.
public struct RasterOptions: Equatable, Sendable {
    /// Pixels per point (1, 2 and 3 are iOS screens' scales), `scaleRange` at most.
    public var scale: Double
    /// What shows where no view draws (opaque, so frames are opaque and video-ready).
    public var background: Color
    /// Whether opaque views carry their name as a label (as the SVG pictures do).
    public var drawsNameLabels: Bool
    /// Bytes of captured looks kept drawn between frames (least recently used dropped first).
    public var lookCacheBytes: Int

    /// The scales accepted.
    public static let scaleRange: ClosedRange<Double> = 0.25...4

    /// Options at `scale` on a light grey background, labels on, 256 MB of look cache.
    public init(
        scale: Double = 1, background: Color = Color(red: 0.957, green: 0.957, blue: 0.957),
        drawsNameLabels: Bool = true,
        lookCacheBytes: Int = 256 << 20
    ) {
        precondition(
            Self.scaleRange.contains(scale),
            "a raster scale is \(Self.scaleRange.lowerBound)…\(Self.scaleRange.upperBound)")
        self.scale = scale
        self.background = background
        self.drawsNameLabels = drawsNameLabels
        self.lookCacheBytes = lookCacheBytes
    }
}
