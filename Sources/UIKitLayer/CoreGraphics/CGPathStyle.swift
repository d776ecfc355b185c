import Foundation

/// Which points a filled path covers where its subpaths overlap or cross themselves.
public enum CGPathFillRule: Int, Sendable {
    /// Inside when the path winds around the point a non-zero number of times (Core Graphics's default).
    case winding = 0
    /// Inside when a ray from the point crosses the path an odd number of times.
    case evenOdd = 1
}

/// How the ends of a stroked open subpath are drawn.
public enum CGLineCap: Int32, Sendable {
    /// Squared off exactly at the end point.
    case butt = 0
    /// A half circle past the end point.
    case round = 1
    /// Squared off half the line width past the end point.
    case square = 2
}

/// How the corners between stroked segments are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, up to the miter limit.
    case miter = 0
    /// A rounded corner.
    case round = 1
    /// A corner cut off square.
    case bevel = 2
}
