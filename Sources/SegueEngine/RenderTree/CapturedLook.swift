/// A frozen copy of how a view and its descendants looked at one moment: the shared, immutable
/// content behind snapshot views (see `View.snapshotView(afterScreenUpdates:)`).
///
/// It holds values only (`ViewSnapshot`s, which name views by `ViewID`), never a `View`, so a
/// look keeps nothing of the source alive and gives no way back to it. Every snapshot view taken
/// of one source at one moment in one update mode shares one look, however many rectangle
/// pieces are cut from it.
///
/// Coordinates: `views` are exactly the source's `ViewSnapshot`s at capture (what
/// `RenderTree.snapshot(of:)` returned then), the source first, depth first, back to front. A
/// renderer draws the source's bounds at the look's origin: the source's own centre and transform
/// are not applied (the snapshot view's own geometry stands in for them); its colour, corner
/// radius, alpha and hidden flag, and everything about its descendants, are.
public final class CapturedLook: Sendable {
    /// Identity, unique in the tree that captured it (counting from 1).
    public let id: Int
    /// The source's bounds size at capture.
    public let size: Size
    /// The source's bounds at capture (the coordinate space of `views` and of snapshot rectangles).
    public let bounds: Rect
    /// The captured views, the source first; empty when the look is blank (a before-updates
    /// capture of a view that has never been drawn).
    public let views: [ViewSnapshot]
    /// Whether the look shows the values after pending changes (`true`) or as last drawn.
    public let afterScreenUpdates: Bool
    /// The views drawing this look draws if every look shown inside it is drawn in full where
    /// it shows: its own views plus, for each captured snapshot view, its look's weight. Looks
    /// nested in looks cannot multiply it unseen (two snapshots of a look, snapshotted, weigh
    /// twice as much); it stops at `Int.max` rather than overflow.
    public let weight: Int
    /// How many looks deep this look nests: 1 for a look that shows no snapshot view, else one
    /// more than the deepest look its snapshot views show.
    public let nesting: Int

    init(id: Int, bounds: Rect, views: [ViewSnapshot], afterScreenUpdates: Bool) {
        self.id = id
        self.bounds = bounds
        self.size = bounds.size
        self.views = views
        self.afterScreenUpdates = afterScreenUpdates
        // The inner looks were weighed when they were captured, so this is one pass, not a walk.
        var (weight, nesting) = (views.count, 1)
        for case let inner? in views.lazy.map({ $0.snapshotContent?.look }) {
            weight = weight.addingReportingOverflow(inner.weight).overflow ? Int.max : weight + inner.weight
            nesting = max(nesting, inner.nesting + 1)
        }
        self.weight = weight
        self.nesting = nesting
    }

    /// Whether the look shows nothing.
    public var isBlank: Bool { views.isEmpty }

    /// Each captured view's area in the source's bounds coordinates: its bounds carried through
    /// its own and every ancestor's centre and transform (the bounding box when rotated), up to
    /// but not through the source's own placement. In capture order.
    public func regions() -> [(view: ViewSnapshot, rect: Rect)] {
        guard let root = views.first else { return [] }
        let index = Dictionary(views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return views.map { view in
            // The view's bounds corners, moved up one coordinate space at a time.
            let b = view.bounds
            var corners = [
                Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.minX, y: b.maxY),
                Point(x: b.maxX, y: b.maxY),
            ]
            var current = view
            while current.id != root.id, let parentID = current.superview, let parent = index[parentID] {
                let (cb, center, transform) = (current.bounds, current.center, current.transform3D)
                corners = corners.map { point in
                    let local = transform.project(Point(x: point.x - cb.midX, y: point.y - cb.midY))
                    return Point(x: local.x + center.x, y: local.y + center.y)
                }
                current = parent
            }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            let (minX, minY) = (xs.min()!, ys.min()!)
            return (view, Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY))
        }
    }
}

/// What a snapshot view shows: a rectangle of a shared `CapturedLook`, with cap insets that stay
/// unscaled when the snapshot view's bounds differ from the rectangle's size.
///
/// Compared, hashed and encoded by reference (look id, rectangle, cap insets), never by the
/// look's contents; a decoded value has no `look`.
public struct SnapshotContent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The look's identity.
    public let lookID: Int
    /// The captured area, in the source's bounds coordinates (the look's coordinates).
    public let rect: Rect
    /// The parts of `rect` near each edge that are not stretched.
    public let capInsets: EdgeInsets
    /// The shared look; `nil` only after decoding.
    public let look: CapturedLook?

    /// Content showing `rect` of `look`.
    public init(look: CapturedLook, rect: Rect, capInsets: EdgeInsets = .zero) {
        self.look = look
        self.lookID = look.id
        self.rect = rect
        self.capInsets = capInsets
    }

    private enum CodingKeys: String, CodingKey { case lookID, rect, capInsets }

    /// Decodes the reference (the look itself is not encoded).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lookID = try container.decode(Int.self, forKey: .lookID)
        rect = try container.decode(Rect.self, forKey: .rect)
        capInsets = try container.decode(EdgeInsets.self, forKey: .capInsets)
        look = nil
    }

    /// Encodes the reference.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lookID, forKey: .lookID)
        try container.encode(rect, forKey: .rect)
        try container.encode(capInsets, forKey: .capInsets)
    }

    /// Equal when they reference the same look, rectangle and insets.
    public static func == (lhs: SnapshotContent, rhs: SnapshotContent) -> Bool {
        lhs.lookID == rhs.lookID && lhs.rect == rhs.rect && lhs.capInsets == rhs.capInsets
    }

    /// Hashes the reference.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(lookID)
        hasher.combine(rect)
        hasher.combine(capInsets)
    }

    /// `look #3 rect (x, y, w, h)` and the insets when any.
    public var description: String {
        let r = "[\(rect.minX), \(rect.minY), \(rect.width), \(rect.height)]"
        let i =
            capInsets == .zero
            ? "" : " caps [\(capInsets.top), \(capInsets.left), \(capInsets.bottom), \(capInsets.right)]"
        return "look \(lookID) rect \(r)\(i)"
    }

    /// The captured views that show inside `rect`, each with the part of its area inside `rect`,
    /// in the look's (source bounds) coordinates, in capture order.
    public func visibleViews() -> [(view: ViewSnapshot, rect: Rect)] {
        guard let look else { return [] }
        return look.regions().compactMap { region in
            let clipped = region.rect.intersection(rect)
            return clipped.map { (region.view, $0) }
        }
    }

    /// How a renderer maps the look onto a snapshot view whose bounds size is `size`: up to nine
    /// pairs of a source area (in the look's coordinates, inside `rect`) and the destination area
    /// (in the snapshot view's bounds, from the origin). The cap areas keep their size; the middle
    /// row and column stretch. When the caps do not fit, they shrink in proportion and the middle
    /// vanishes. With the bounds at `rect`'s size this is one pair, `rect` onto itself at zero.
    public func slices(for size: Size) -> [(source: Rect, destination: Rect)] {
        func cuts(_ start: Double, _ length: Double, _ lead: Double, _ trail: Double, _ target: Double) -> (
            [Double], [Double]
        ) {
            var (lead, trail) = (max(0, min(lead, length)), max(0, min(trail, length - min(lead, length))))
            let source = [start, start + lead, start + length - trail, start + length]
            if lead + trail > target, lead + trail > 0 {
                let scale = target / (lead + trail)
                (lead, trail) = (lead * scale, trail * scale)
            }
            return (source, [0, lead, target - trail, target])
        }
        if size == rect.size { return [(rect, Rect(origin: .zero, size: size))] }
        let (sx, dx) = cuts(rect.minX, rect.width, capInsets.left, capInsets.right, size.width)
        let (sy, dy) = cuts(rect.minY, rect.height, capInsets.top, capInsets.bottom, size.height)
        var pairs: [(source: Rect, destination: Rect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let source = Rect(
                    x: sx[column], y: sy[row], width: sx[column + 1] - sx[column], height: sy[row + 1] - sy[row])
                let destination = Rect(
                    x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
                guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else {
                    continue
                }
                pairs.append((source, destination))
            }
        }
        return pairs
    }
}

extension Rect {
    /// The overlap of two rectangles, or `nil` when they do not overlap (touching edges do not).
    func intersection(_ other: Rect) -> Rect? {
        let (minX, minY) = (max(self.minX, other.minX), max(self.minY, other.minY))
        let (maxX, maxY) = (min(self.maxX, other.maxX), min(self.maxY, other.maxY))
        guard maxX > minX, maxY > minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
