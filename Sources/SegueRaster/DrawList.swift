import SegueEngine

/// The views of a frame (or of a captured look) in Core Animation's drawing order, each with its
/// map to device pixels and what its subtree draws: found by an explicit stack, never by
/// recursion, so a chain as deep as a plugin may build is walked in constant stack space.
///
/// Order: depth first from each top (a view whose superview is not in the list), siblings by
/// `zPosition` then subview order (`ViewSnapshot.inDrawingOrder`), as the SVG writer's
/// `FrameGeometry.shapes` orders them; a hidden or fully transparent view is left out with its
/// subtree, and so is one whose map is not finite; a view listed under two parents is drawn
/// under the first reached; views no top reaches (a malformed frame) draw last, as tops.
struct DrawList {
    /// One view to draw.
    struct Item {
        /// The view's recorded values.
        let view: ViewSnapshot
        /// Its bounds coordinates to device pixels.
        let map: DeviceMap
        /// How many views enclose it in this list (0 for a top).
        let depth: Int
        /// The things it draws itself (shadow, fill, each content layer, label, border).
        let primitives: Int
        /// The things it and its subtree draw.
        var subtreePrimitives: Int
        /// Device pixels it and its subtree may touch (shadows included).
        var subtreeBox: DeviceBox
    }

    /// The views in drawing order.
    private(set) var items: [Item] = []

    /// The list of `views` placed by `base` (each view's map to its top, then `base`).
    init(views: [ViewSnapshot], base: PlaneMap, drawsLabels: Bool) {
        guard !views.isEmpty else { return }
        let byID = Dictionary(views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let maps = ViewSnapshot.mapsToTop(views)
        var placed = Set<ViewID>()
        // (view, depth, whether it is drawn): a skipped subtree is still walked so its views count as placed.
        var stack: [(view: ViewSnapshot, depth: Int, drawn: Bool)] = []
        let tops = views.filter { $0.superview.flatMap { byID[$0] } == nil }
        for start in tops + views {
            guard !placed.contains(start.id) else { continue }
            stack.append((start, 0, true))
            while let (view, depth, drawn) = stack.popLast() {
                guard placed.insert(view.id).inserted else { continue }
                let map = DeviceMap((maps[view.id] ?? .identity).concatenating(base))
                // A map that is not finite has no picture, nor has anything placed through it.
                let shown = drawn && !view.isHidden && view.alpha > 0 && map.isFinite
                if shown {
                    let own = Self.ownPrimitives(of: view, drawsLabels: drawsLabels)
                    items.append(
                        Item(
                            view: view, map: map, depth: depth, primitives: own, subtreePrimitives: own,
                            subtreeBox: Self.ownBox(of: view, map: map)))
                }
                let children = ViewSnapshot.inDrawingOrder(view.subviews.compactMap { byID[$0] })
                for child in children.reversed() { stack.append((child, depth + 1, shown)) }
            }
        }
        sumSubtrees()
    }

    /// Adds each item's counts and box into its enclosing item's, last to first.
    private mutating func sumSubtrees() {
        var parents = [Int?](repeating: nil, count: items.count)
        var open: [Int] = []
        for index in items.indices {
            while let last = open.last, items[last].depth >= items[index].depth { open.removeLast() }
            parents[index] = open.last
            open.append(index)
        }
        for index in items.indices.reversed() {
            guard let parent = parents[index] else { continue }
            items[parent].subtreePrimitives += items[index].subtreePrimitives
            items[parent].subtreeBox = items[parent].subtreeBox.union(items[index].subtreeBox)
        }
    }

    /// The things `view` draws itself, each of which may overlap another.
    static func ownPrimitives(of view: ViewSnapshot, drawsLabels: Bool) -> Int {
        let parts = [
            ShadowBlur.casts(view), view.backgroundColor.alpha > 0, view.gradient != nil, view.image != nil,
            view.snapshotContent?.look != nil, drawsLabels && NameLabel.isLabelled(view),
            view.borderWidth > 0 && view.borderColor.alpha > 0,
        ]
        return parts.filter { $0 }.count
    }

    /// The device pixels `view` itself may touch: its projected bounds and its blurred shadow.
    static func ownBox(of view: ViewSnapshot, map: DeviceMap) -> DeviceBox {
        let b = view.bounds
        let corners = [
            Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
            Point(x: b.minX, y: b.maxY),
        ]
        var box = DeviceBox(points: OutlinePath.project(corners, through: map))
        if ShadowBlur.casts(view) { box = box.union(ShadowBlur.reach(of: view, map: map)) }
        return box.expanded(by: 1)
    }
}
