import SegueEngine

#if canImport(Glibc)
import Glibc
#endif

/// One view as drawn in one frame: its outline in the root view's coordinates (the bounds'
/// corners carried through every transform up the tree, perspective projected), its fill and
/// its effective opacity and visibility.
public struct ViewShape: Equatable, Sendable {
    /// The view's identity.
    public let id: ViewID
    /// The view's name.
    public let name: String
    /// The outline, clockwise from the top-left corner (rounded corners as short arcs).
    public let outline: [Point]
    /// The fill colour.
    public let color: Color
    /// The view's alpha times every ancestor's.
    public let opacity: Double
    /// Whether it and every ancestor are shown.
    public let isVisible: Bool

    /// The outline's centroid (where a label goes).
    public var center: Point {
        let count = Double(max(outline.count, 1))
        return Point(x: outline.reduce(0) { $0 + $1.x } / count, y: outline.reduce(0) { $0 + $1.y } / count)
    }
}

/// Turns recorded frames into shapes in root coordinates.
public enum FrameGeometry {
    /// The shapes of every view in `frame`, back to front. Each rounded corner becomes
    /// `cornerSteps` points (1: a sharp corner), so a view keeps one point count across frames.
    public static func shapes(of frame: TraceRecorder.Frame, cornerSteps: (ViewID) -> Int = { _ in 1 }) -> [ViewShape] {
        let byID = Dictionary(frame.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return frame.views.map { view in
            var opacity = 1.0
            var visible = true
            var ancestor: ViewSnapshot? = view
            while let current = ancestor {
                opacity *= current.alpha
                visible = visible && !current.isHidden
                ancestor = current.superview.flatMap { byID[$0] }
            }
            let outline = localOutline(of: view, steps: cornerSteps(view.id)).map { toRoot($0, from: view, in: byID) }
            return ViewShape(id: view.id, name: view.name, outline: outline, color: view.backgroundColor, opacity: opacity, isVisible: visible)
        }
    }

    /// The bounds' outline in the view's own coordinates, with rounded corners of `steps` points.
    static func localOutline(of view: ViewSnapshot, steps: Int) -> [Point] {
        let b = view.bounds
        guard steps > 1 else {
            return [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY)]
        }
        let radius = min(max(view.cornerRadius, 0), b.width / 2, b.height / 2)
        // Each corner's arc centre and the angle it starts at, clockwise from the top-left.
        let corners: [(Point, Double)] = [
            (Point(x: b.minX + radius, y: b.minY + radius), .pi),
            (Point(x: b.maxX - radius, y: b.minY + radius), 1.5 * .pi),
            (Point(x: b.maxX - radius, y: b.maxY - radius), 0),
            (Point(x: b.minX + radius, y: b.maxY - radius), 0.5 * .pi),
        ]
        return corners.flatMap { centre, start in
            (0..<steps).map { step in
                let angle = start + Double(step) / Double(steps - 1) * 0.5 * .pi
                return Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
            }
        }
    }

    /// `point` in `view`'s bounds coordinates, carried up to the root: about the bounds' centre
    /// through the view's transform (perspective divided out), then to its centre in the superview.
    static func toRoot(_ point: Point, from view: ViewSnapshot, in views: [ViewID: ViewSnapshot]) -> Point {
        var p = point
        var current: ViewSnapshot? = view
        while let v = current, let parent = v.superview.flatMap({ views[$0] }) {
            let offset = Point(x: p.x - v.bounds.midX, y: p.y - v.bounds.midY)
            let moved = v.transform3D.project(offset)
            p = Point(x: moved.x + v.center.x, y: moved.y + v.center.y)
            current = parent
        }
        // The root's bounds are the picture's coordinate system.
        if let root = current { p = Point(x: p.x - root.bounds.minX, y: p.y - root.bounds.minY) }
        return p
    }
}
