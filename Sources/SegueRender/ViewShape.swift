import SegueEngine

#if canImport(Glibc)
    import Glibc
#endif

/// What clips a view's drawing: a view's bounds outline (for its subviews when it clips to
/// bounds, and for its own gradient and snapshot contents) or a view's mask.
struct ClipKey: Hashable {
    enum Kind: String {
        case bounds = "b"
        case mask = "m"
    }
    let id: ViewID
    let kind: Kind
}

/// One view as drawn in one frame: its outline in the root view's coordinates (the bounds'
/// corners carried through the engine's own conversion: anchor point, transform, position,
/// zPosition and each ancestor's sublayer transform, perspective projected), its fill and its
/// effective opacity and visibility, with everything else the frame says about it.
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
    /// Every recorded property of the view.
    public let view: ViewSnapshot
    /// The exact map from the view's bounds coordinates to the picture's (`View.convert(_:to: nil)`
    /// less the root's bounds origin).
    public let map: PlaneMap
    /// The affine map fills, gradients, snapshot contents and labels are drawn through: `map`
    /// itself when it is affine; for a perspective map, the affine map that matches the projected
    /// bounds centre exactly and the directions and lengths between the projected midpoints of
    /// opposite edges (SVG cannot fill projectively; contents are then clipped to the exact outline).
    public let fillTransform: AffineTransform
    /// How deep in the tree the view is (0 for the root).
    public let depth: Int
    /// The clip that applies to the view's own drawing (its mask, else what clips its superview's subviews).
    let clip: ClipKey?
    /// The clip its subviews get.
    let childClip: ClipKey?

    /// The outline's centroid.
    public var center: Point {
        let count = Double(max(outline.count, 1))
        return Point(x: outline.reduce(0) { $0 + $1.x } / count, y: outline.reduce(0) { $0 + $1.y } / count)
    }

    /// Whether the view draws contents over its fill that need clipping to its exact outline.
    var hasContents: Bool { view.gradient != nil || view.snapshotContent?.look != nil }
}

/// One clip outline in picture coordinates, and the clip it lies inside.
struct ClipShape {
    let key: ClipKey
    let outline: [Point]
    let parent: ClipKey?
}

/// Turns recorded frames into shapes in root coordinates.
public enum FrameGeometry {
    /// Points a mask outline always has (so masks of any kind animate into one another).
    static let maskPoints = 48

    /// The shapes of every view in `frame`, in drawing order (depth first; siblings by
    /// `zPosition`, then subview order, as `View.subviewsInDrawingOrder`). Each rounded corner
    /// becomes `cornerSteps` points (1: a sharp corner), so a view keeps one point count across frames.
    public static func shapes(of frame: TraceRecorder.Frame, cornerSteps: (ViewID) -> Int = { _ in 1 }) -> [ViewShape] {
        shapes(of: frame.views, cornerSteps: cornerSteps, isLook: false)
    }

    /// The shapes of `views` (a frame's, or a captured look's when `isLook`: then in the look's
    /// coordinates, the source at the origin of its bounds).
    static func shapes(of views: [ViewSnapshot], cornerSteps: (ViewID) -> Int, isLook: Bool) -> [ViewShape] {
        guard let first = views.first else { return [] }
        let byID = Dictionary(views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var maps = ViewSnapshot.mapsToTop(views)
        if !isLook, first.bounds.minX != 0 || first.bounds.minY != 0 {
            let shift = PlaneMap(AffineTransform(translationX: -first.bounds.minX, y: -first.bounds.minY))
            for (id, map) in maps { maps[id] = map.concatenating(shift) }
        }
        var result: [ViewShape] = []
        var placed = Set<ViewID>()
        // Depth first through an explicit stack (children pushed in reverse so they pop in drawing
        // order): a chain as deep as a plugin may build never overflows the call stack.
        var pending: [(view: ViewSnapshot, depth: Int, opacity: Double, visible: Bool, clip: ClipKey?)] = []
        func walk(from top: ViewSnapshot) {
            pending.append((top, 0, 1, true, nil))
            while let (view, depth, inherited, shown, clip) = pending.popLast() {
                guard placed.insert(view.id).inserted else { continue }
                let opacity = inherited * view.alpha
                let visible = shown && !view.isHidden
                let map = maps[view.id] ?? .identity
                let own = view.mask != nil ? ClipKey(id: view.id, kind: .mask) : clip
                let childClip = view.clipsToBounds ? ClipKey(id: view.id, kind: .bounds) : own
                let outline = localOutline(of: view, steps: cornerSteps(view.id)).map(map.apply)
                result.append(
                    ViewShape(
                        id: view.id, name: view.name, outline: outline, color: view.backgroundColor, opacity: opacity,
                        isVisible: visible,
                        view: view, map: map, fillTransform: affineApproximation(map, bounds: view.bounds),
                        depth: depth,
                        clip: own, childClip: childClip))
                let children = ViewSnapshot.inDrawingOrder(view.subviews.compactMap { byID[$0] })
                for child in children.reversed() { pending.append((child, depth + 1, opacity, visible, childClip)) }
            }
        }
        for view in views where view.superview.flatMap({ byID[$0] }) == nil { walk(from: view) }
        // Views no top reaches (a malformed frame) still draw, at the end.
        for view in views where !placed.contains(view.id) { walk(from: view) }
        return result
    }

    /// The clip outlines `shapes` use, each with the clip it lies inside.
    static func clips(of shapes: [ViewShape], cornerSteps: (ViewID) -> Int) -> [ClipKey: ClipShape] {
        var clips: [ClipKey: ClipShape] = [:]
        let byID = Dictionary(shapes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for shape in shapes {
            if let mask = shape.view.mask {
                let key = ClipKey(id: shape.id, kind: .mask)
                let parent = shape.view.superview.flatMap { byID[$0] }?.childClip
                clips[key] = ClipShape(key: key, outline: maskOutline(mask).map(shape.map.apply), parent: parent)
            }
            if shape.view.clipsToBounds || shape.hasContents {
                let key = ClipKey(id: shape.id, kind: .bounds)
                clips[key] = ClipShape(key: key, outline: shape.outline, parent: shape.clip)
            }
        }
        return clips
    }

    /// The affine map through which contents are drawn (see `ViewShape.fillTransform`).
    static func affineApproximation(_ map: PlaneMap, bounds b: Rect) -> AffineTransform {
        map.affineFit(over: b)
    }

    /// The bounds' outline in the view's own coordinates, with rounded corners of `steps` points.
    static func localOutline(of view: ViewSnapshot, steps: Int) -> [Point] {
        roundedRect(view.bounds, radius: view.cornerRadius, steps: steps)
    }

    /// `rect`'s outline clockwise from the top-left, each corner `steps` points of an arc of `radius`.
    static func roundedRect(_ b: Rect, radius: Double, steps: Int) -> [Point] {
        guard steps > 1 else {
            return [
                Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
                Point(x: b.minX, y: b.maxY),
            ]
        }
        let radius = max(min(radius, b.width / 2, b.height / 2), 0)
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

    /// A mask's outline in the view's bounds coordinates, always `maskPoints` points.
    static func maskOutline(_ mask: ViewMask) -> [Point] {
        let r = mask.rect
        switch mask.shape {
        case .ellipse:
            return (0..<maskPoints).map { index in
                let angle = Double(index) / Double(maskPoints) * 2 * .pi + .pi
                return Point(x: r.midX + r.width / 2 * cos(angle), y: r.midY + r.height / 2 * sin(angle))
            }
        case .roundedRectangle:
            return roundedRect(r, radius: mask.cornerRadius, steps: maskPoints / 4)
        case .rectangle:
            return roundedRect(r, radius: 0, steps: maskPoints / 4)
        }
    }

    /// The border's ring in picture coordinates: the outline, then the outline inset by the
    /// border width with the radius shrunk by it (CALayer draws the border inside the bounds).
    static func borderRing(of shape: ViewShape, steps: Int) -> (outer: [Point], inner: [Point]) {
        let b = shape.view.bounds
        let width = min(max(shape.view.borderWidth, 0), b.width / 2, b.height / 2)
        let inset = Rect(x: b.minX + width, y: b.minY + width, width: b.width - 2 * width, height: b.height - 2 * width)
        let inner = roundedRect(inset, radius: shape.view.cornerRadius - width, steps: steps).map(shape.map.apply)
        return (shape.outline, inner)
    }
}
