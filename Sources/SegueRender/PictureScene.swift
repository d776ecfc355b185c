import SegueEngine

/// Definitions shared by every part of one SVG document: captured looks (each defined once,
/// however many snapshot pieces show it), and filters and gradients that never change (each
/// distinct one defined once).
final class SharedDefinitions {
    /// Prefix of every id, unique per document (the gallery holds many pictures in one page).
    let prefix: String
    /// The definitions, in the order first needed.
    var nodes: [SVGNode] = []
    private var byContent: [String: String] = [:]
    private var looks: [Int: String] = [:]
    private var counter = 0

    init(prefix: String) { self.prefix = prefix }

    /// The id of `node` (given without an id), defined once per distinct content when it never
    /// changes, else on its own.
    func id(for node: SVGNode, kind: String) -> String {
        var signature = ""
        var unused: [String] = []
        var k = 0
        if node.isConstant {
            node.write(.still, into: &signature, tracks: &unused, counter: &k)
            if let known = byContent[signature] { return known }
        }
        counter += 1
        let id = "\(prefix)\(kind)\(counter)"
        node.attributes.insert(("id", id), at: 0)
        nodes.append(node)
        if node.isConstant { byContent[signature] = id }
        return id
    }

    /// The id of the group drawing `look` in its own coordinates, defined on first use, after
    /// the looks shown inside it (so defining one never recurses into another: looks nest as
    /// deep as a plugin nests snapshots).
    func id(for look: CapturedLook, labelBase: Double, pictureScale: Double) -> String {
        if let known = looks[look.id] { return known }
        for needed in undefinedLooks(within: look) { define(needed, labelBase: labelBase, pictureScale: pictureScale) }
        return looks[look.id]!
    }

    /// `look` and the looks shown inside it, however deep, that are not defined yet, in
    /// ascending id: a snapshot is always taken after what it shows, so each comes after the
    /// looks it contains. Found with a worklist, never by recursion.
    private func undefinedLooks(within look: CapturedLook) -> [CapturedLook] {
        var found: [Int: CapturedLook] = [:]
        var pending = [look]
        while let next = pending.popLast() {
            guard looks[next.id] == nil, found.updateValue(next, forKey: next.id) == nil else { continue }
            pending += next.views.compactMap { $0.snapshotContent?.look }
        }
        return found.keys.sorted().map { found[$0]! }
    }

    /// Defines the group drawing `look` (every look inside it already defined).
    private func define(_ look: CapturedLook, labelBase: Double, pictureScale: Double) {
        let id = "\(prefix)look-\(look.id)"
        looks[look.id] = id
        var rounded = Set<ViewID>()
        for view in look.views where view.cornerRadius > 0 { rounded.insert(view.id) }
        let steps: (ViewID) -> Int = { rounded.contains($0) ? 6 : 1 }
        let shapes = FrameGeometry.shapes(of: look.views, cornerSteps: steps, isLook: true)
        var scene = PictureScene(
            frames: [shapes], prefix: "\(id)-", still: true, cornerSteps: steps, labelBase: labelBase,
            pictureScale: pictureScale,
            shared: self)
        let group = SVGNode("g", [("id", id), ("class", "look")])
        group.children = scene.build()
        nodes.append(group)
    }
}

/// The SVG elements that draw a sequence of frames (one for a still, all of them for an animated
/// picture), in drawing order, each view as:
///
/// - its shadow: its rounded bounds in the shadow's colour, blurred (`feGaussianBlur` with a
///   standard deviation of half the shadow radius, as CSS relates blur radius and deviation) and
///   moved by the offset, in the view's coordinates so both follow its transform;
/// - its fill: the exact outline (projected corners) in the background colour; a view showing
///   a picture (`ViewSnapshot.image`) keeps its fill, since this writer does not link the raster
///   module that decodes and paints pictures: the picture is named in the polygon's `data-image`
///   and in a `<title>` (a browser's tooltip), and SegueRaster draws it;
/// - its contents, clipped to the exact outline: the gradient (a rectangle of the bounds filled
///   with a `linearGradient` in bounding-box units) and a snapshot's pieces (each nine-slice pair a
///   nested `<svg>` whose viewBox is the source rectangle, showing the look by `<use>`), then the
///   name label; all drawn through `ViewShape.fillTransform` (exact unless there is perspective);
/// - its subviews, clipped to its outline when it clips to bounds;
/// - its border, after the subviews as Core Animation draws it: the ring between the outline
///   and the outline inset by the border width, exact;
///
/// and each part clipped by the view's mask and its ancestors' clips (`clipPath`s in picture
/// coordinates, each nested in the next one out).
struct PictureScene {
    /// Each frame's shapes.
    let frames: [[ViewShape]]
    /// Prefix of this scene's own ids.
    let prefix: String
    /// Whether this is one frame drawn on its own: views that are hidden or fully transparent are
    /// left out, and so are clear fills (a clear view named "container" is outlined dashed).
    let still: Bool
    let cornerSteps: (ViewID) -> Int
    /// A label's largest font size, in the view's own units.
    let labelBase: Double
    /// Screen pixels per picture unit (labels smaller than `minimumLabelPixels` on screen are hidden).
    let pictureScale: Double
    let shared: SharedDefinitions

    /// The smallest label drawn, in screen pixels.
    static let minimumLabelPixels = 6.0

    private var clipKeys: [ClipKey: String] = [:]
    private var clipNodes: [SVGNode] = []

    init(
        frames: [[ViewShape]], prefix: String, still: Bool, cornerSteps: @escaping (ViewID) -> Int, labelBase: Double,
        pictureScale: Double, shared: SharedDefinitions
    ) {
        (self.frames, self.prefix, self.still, self.cornerSteps) = (frames, prefix, still, cornerSteps)
        (self.labelBase, self.pictureScale, self.shared) = (labelBase, pictureScale, shared)
    }

    /// The views in drawing order, with their depth: by their place in the frame that shows the
    /// most views (the middle of the transition, when both ends are in the tree); SVG cannot
    /// reorder elements over time, so a view that changes depth mid-transition keeps this one.
    var order: [(id: ViewID, name: String, depth: Int)] {
        guard let fullest = frames.indices.max(by: { frames[$0].count <= frames[$1].count }) else { return [] }
        var order = frames[fullest].map { ($0.id, $0.name, $0.depth) }
        var seen = Set(order.map(\.0))
        for frame in frames {
            for shape in frame where seen.insert(shape.id).inserted {
                order.append((shape.id, shape.name, shape.depth))
            }
        }
        return order
    }

    /// The clip definitions (first) and the views' elements.
    mutating func build() -> [SVGNode] {
        var body: [SVGNode] = []
        var borders: [(depth: Int, node: SVGNode)] = []
        let index = frames.map { frame in Dictionary(frame.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        }
        for (id, _, depth) in order {
            while let last = borders.last, last.depth >= depth { body.append(borders.removeLast().node) }
            let known = index.map { $0[id] }
            guard let firstKnown = known.compactMap({ $0 }).first else { continue }
            var last = firstKnown
            let shapes = known.map { shape -> ViewShape in
                if let shape { last = shape }
                return last
            }
            let shown = known.map { $0?.isVisible == true }
            if still, !shown[0] || shapes[0].opacity <= 0 { continue }
            let nodes = viewNodes(shapes, shown: shown, index: index)
            body += nodes.body
            if let border = nodes.border { borders.append((depth, border)) }
        }
        while let last = borders.popLast() { body.append(last.node) }
        return clipNodes + body
    }

    // MARK: One view

    private mutating func viewNodes(_ shapes: [ViewShape], shown: [Bool], index: [[ViewID: ViewShape]]) -> (
        body: [SVGNode], border: SVGNode?
    ) {
        let first = shapes[0]
        let n = { (value: Double) in SVGText.number(value, digits: 3) }
        let opacities = shapes.map { n($0.opacity) }
        let visibilities = shown.map { $0 ? "visible" : "hidden" }
        let clip = first.clip.map { clipID($0, index: index) }
        var body: [SVGNode] = []
        func clipped(_ node: SVGNode, by id: String?) -> SVGNode {
            guard let id else { return node }
            return SVGNode("g", [("clip-path", "url(#\(id))")], children: [node])
        }

        // The shadow.
        if shapes.contains(where: { $0.view.shadowOpacity > 0 }) {
            let filter = SVGNode(
                "filter", [("x", "-1"), ("y", "-1"), ("width", "3"), ("height", "3")],
                children: [
                    SVGNode("feGaussianBlur").track(
                        "stdDeviation", shapes.map { SVGText.number(max($0.view.shadowRadius, 0) / 2) }),
                    SVGNode("feOffset").track("dx", shapes.map { SVGText.number($0.view.shadowOffset.width) })
                        .track("dy", shapes.map { SVGText.number($0.view.shadowOffset.height) }),
                ])
            let filterID = shared.id(for: filter, kind: "shadow")
            let rect = boundsRect(shapes, [("class", "shadow"), ("filter", "url(#\(filterID))")])
                .track("fill", shapes.map { SVGText.hex($0.view.shadowColor) })
                .track(
                    "opacity",
                    shapes.map { n($0.opacity * min(max($0.view.shadowOpacity, 0), 1) * $0.view.shadowColor.alpha) }
                )
                .track("visibility", visibilities)
            body.append(clipped(SVGNode("g").transform(shapes.map(\.fillTransform)).adding(rect), by: clip))
        }

        // The fill.
        if !still || first.color.alpha > 0 || first.name == "container" {
            let polygon = SVGNode(
                "polygon",
                [
                    ("class", "view"), ("data-id", "\(first.id.rawValue)"), ("data-name", SVGText.escape(first.name)),
                ] + TransitionPicture.fillAttributes(first)
                    + (still && first.color.alpha <= 0 ? [("stroke", "#aaaaaa"), ("stroke-dasharray", "8 6")] : []))
            if let clip { polygon.attributes.append(("clip-path", "url(#\(clip))")) }
            if let image = first.view.image {
                polygon.attributes.append(("data-image", SVGText.escape(image.name)))
                polygon.children.append(
                    SVGNode("title", text: SVGText.escape("\(first.name) shows the picture \(image)")))
            }
            polygon.track("points", shapes.map { SVGText.points($0.outline) }, always: true)
                .track("opacity", opacities, always: true)
            if !still { polygon.track("visibility", visibilities, always: true) }
            body.append(polygon)
        }

        // Contents and label, through the view's transform (clipped to its exact outline when it has contents).
        var contents: [SVGNode] = []
        if shapes.contains(where: { $0.view.gradient != nil }) {
            let count = shapes.compactMap { $0.view.gradient?.stops.count }.max() ?? 2
            let gradients = shapes.map { $0.view.gradient ?? Gradient(colors: [.clear, .clear]) }
            let stops = (0..<count).map { i in
                SVGNode("stop")
                    .track(
                        "offset",
                        gradients.map { SVGText.number($0.stops[min(i, $0.stops.count - 1)].location, digits: 4) }
                    )
                    .track("stop-color", gradients.map { SVGText.hex($0.stops[min(i, $0.stops.count - 1)].color) })
                    .track("stop-opacity", gradients.map { n($0.stops[min(i, $0.stops.count - 1)].color.alpha) })
            }
            let gradient = SVGNode("linearGradient", [], children: stops)
                .track("x1", gradients.map { SVGText.number($0.startPoint.x, digits: 4) })
                .track("y1", gradients.map { SVGText.number($0.startPoint.y, digits: 4) })
                .track("x2", gradients.map { SVGText.number($0.endPoint.x, digits: 4) })
                .track("y2", gradients.map { SVGText.number($0.endPoint.y, digits: 4) })
            let gradientID = shared.id(for: gradient, kind: "gradient")
            contents.append(
                boundsRect(shapes, [("class", "gradient"), ("fill", "url(#\(gradientID))")])
                    .track("opacity", shapes.map { $0.view.gradient == nil ? "0" : "1" }))
        }
        if let look = shapes.lazy.compactMap({ $0.view.snapshotContent?.look }).first {
            let lookID = shared.id(for: look, labelBase: labelBase, pictureScale: pictureScale)
            let slices = shapes.map { shape -> [(source: Rect, destination: Rect)] in
                guard let content = shape.view.snapshotContent, content.lookID == look.id else { return [] }
                let origin = shape.view.bounds
                return content.slices(for: shape.view.bounds.size).map { pair in
                    (
                        pair.source,
                        Rect(
                            x: pair.destination.minX + origin.minX, y: pair.destination.minY + origin.minY,
                            width: pair.destination.width, height: pair.destination.height)
                    )
                }
            }
            for slot in 0..<(slices.map(\.count).max() ?? 0) {
                let pairs = slices.map { slot < $0.count ? $0[slot] : (Rect.zero, Rect.zero) }
                let n = { (value: Double) in SVGText.number(value, digits: 3) }
                let piece = SVGNode(
                    "svg", [("class", "piece"), ("preserveAspectRatio", "none"), ("overflow", "hidden")],
                    children: [SVGNode("use", [("href", "#\(lookID)")])]
                )
                .track("x", pairs.map { n($0.1.minX) }).track("y", pairs.map { n($0.1.minY) })
                .track("width", pairs.map { n($0.1.width) }).track("height", pairs.map { n($0.1.height) })
                .track(
                    "viewBox",
                    pairs.map {
                        "\(n($0.0.minX)) \(n($0.0.minY)) \(n(max($0.0.width, 0.001))) \(n(max($0.0.height, 0.001)))"
                    })
                contents.append(piece)
            }
        }
        let hasContents = !contents.isEmpty
        if TransitionPicture.isLabelled(first) {
            let sizes = shapes.map(labelSize)
            if !still || sizes[0] > 0 {
                let label = SVGNode(
                    "text",
                    [
                        ("class", "label"), ("text-anchor", "middle"), ("dominant-baseline", "middle"),
                        ("fill", "#ffffff"),
                    ], text: SVGText.escape(first.name)
                )
                .track("x", shapes.map { SVGText.number($0.view.bounds.midX) })
                .track("y", shapes.map { SVGText.number($0.view.bounds.midY) })
                .track("font-size", sizes.map { SVGText.number(max($0, 1)) })
                .track("visibility", zip(sizes, visibilities).map { $0 > 0 ? $1 : "hidden" })
                contents.append(label)
            }
        }
        if !contents.isEmpty {
            let group = SVGNode("g", [("class", "contents")], children: contents)
                .transform(shapes.map(\.fillTransform))
                .track("opacity", opacities)
            if !hasContents { group.track("visibility", visibilities) }
            let outline = hasContents ? clipID(ClipKey(id: first.id, kind: .bounds), index: index) : clip
            body.append(clipped(group, by: outline))
        }

        // The border (drawn after the subviews).
        var border: SVGNode?
        if shapes.contains(where: { $0.view.borderWidth > 0 }) {
            let steps = cornerSteps(first.id)
            let path = SVGNode("path", [("class", "border"), ("fill-rule", "evenodd")])
                .track(
                    "d",
                    shapes.map { shape in
                        let ring = FrameGeometry.borderRing(of: shape, steps: steps)
                        return Self.path(ring.outer) + " " + Self.path(ring.inner)
                    }
                )
                .track("fill", shapes.map { SVGText.hex($0.view.borderColor) })
                .track(
                    "opacity", shapes.map { $0.view.borderWidth > 0 ? n($0.opacity * $0.view.borderColor.alpha) : "0" }
                )
                .track("visibility", visibilities)
            if let clip { path.attributes.append(("clip-path", "url(#\(clip))")) }
            border = path
        }
        return (body, border)
    }

    /// A rounded rectangle of the view's bounds, in its own coordinates.
    private func boundsRect(_ shapes: [ViewShape], _ attributes: [(String, String)]) -> SVGNode {
        SVGNode("rect", attributes)
            .track("x", shapes.map { SVGText.number($0.view.bounds.minX) }).track(
                "y", shapes.map { SVGText.number($0.view.bounds.minY) }
            )
            .track("width", shapes.map { SVGText.number($0.view.bounds.width) }).track(
                "height", shapes.map { SVGText.number($0.view.bounds.height) }
            )
            .track(
                "rx",
                shapes.map {
                    SVGText.number(
                        min(max($0.view.cornerRadius, 0), $0.view.bounds.width / 2, $0.view.bounds.height / 2))
                })
    }

    /// The label's font size in the view's units: `labelBase` at most, small enough for the name
    /// to fit in the bounds (about 0.6 em per character, 90 % of the width, half the height); 0
    /// (hidden) when that would be under `minimumLabelPixels` on screen.
    func labelSize(_ shape: ViewShape) -> Double {
        let b = shape.view.bounds
        let characters = Double(max(shape.name.count, 1))
        let size = min(labelBase, b.height / 2, 0.9 * b.width / (0.6 * characters))
        let t = shape.fillTransform
        let scale = abs(t.a * t.d - t.b * t.c).squareRoot() * pictureScale
        return size * scale >= Self.minimumLabelPixels ? size : 0
    }

    /// `points` as a closed SVG path.
    static func path(_ points: [Point]) -> String {
        "M" + points.map { "\(SVGText.number($0.x)),\(SVGText.number($0.y))" }.joined(separator: " L") + " Z"
    }

    // MARK: Clips

    /// The id of `key`'s clipPath in this scene, defined (with the clips around it, outermost
    /// first) on first use. The chain of clips is followed in a loop, not by recursion: clipping
    /// views nest as deep as a plugin nests views.
    private mutating func clipID(_ key: ClipKey, index: [[ViewID: ViewShape]]) -> String {
        if let known = clipKeys[key] { return known }
        var chain: [(key: ClipKey, shapes: [ViewShape], parent: ClipKey?)] = []
        var next: ClipKey? = key
        while let current = next, clipKeys[current] == nil {
            clipKeys[current] = "\(prefix)clip-\(current.id.rawValue)-\(current.kind.rawValue)"
            guard let (shapes, parent) = clipOwner(current, index: index) else { break }
            chain.append((current, shapes, parent))
            next = parent
        }
        for link in chain.reversed() {
            defineClip(link.key, shapes: link.shapes, inside: link.parent.flatMap { clipKeys[$0] })
        }
        return clipKeys[key]!
    }

    /// The shapes of the view that owns `key` in every frame (the last known one standing in
    /// where a frame lacks it) and the clip it lies inside, or nil when no frame has the view.
    private func clipOwner(_ key: ClipKey, index: [[ViewID: ViewShape]]) -> (shapes: [ViewShape], parent: ClipKey?)? {
        let owner = index.map { $0[key.id] }
        guard let firstKnown = owner.compactMap({ $0 }).first else { return nil }
        var last = firstKnown
        let shapes = owner.map { shape -> ViewShape in
            if let shape { last = shape }
            return last
        }
        // What the clip lies inside: for a mask, what clips the superview's subviews; for bounds, what clips the view.
        switch key.kind {
        case .mask:
            let superview = firstKnown.view.superview
            return (shapes, superview.flatMap { id in index.lazy.compactMap { $0[id] }.first }?.childClip)
        case .bounds: return (shapes, firstKnown.clip)
        }
    }

    /// Appends `key`'s clipPath, its outline in every frame, clipped by the clip `parent` names.
    private mutating func defineClip(_ key: ClipKey, shapes: [ViewShape], inside parent: String?) {
        let outlines = shapes.map { shape -> [Point] in
            switch key.kind {
            case .bounds: return shape.outline
            case .mask:
                // A frame without the mask clips nothing.
                guard let mask = shape.view.mask else {
                    let huge = Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
                    return FrameGeometry.roundedRect(huge, radius: 0, steps: FrameGeometry.maskPoints / 4)
                }
                return FrameGeometry.maskOutline(mask).map(shape.map.apply)
            }
        }
        let node = SVGNode(
            "clipPath", [("id", clipKeys[key]!)] + (parent.map { [("clip-path", "url(#\($0))")] } ?? []),
            children: [
                SVGNode("path").track("d", outlines.map(Self.path))
            ])
        clipNodes.append(node)
    }
}

extension SVGNode {
    /// Adds `child` and returns self.
    func adding(_ child: SVGNode) -> SVGNode {
        children.append(child)
        return self
    }
}
