/// The engine's view-to-superview mapping (see `View+Conversion.swift`) for recorded values, so a
/// renderer draws each view exactly where `View.convert(_:to:)` puts it.

/// A projective map of the plane as a value renderers can hold: the engine's `Homography`
/// (row-vector layout, (x, y, 1) · H then divided by W).
public struct PlaneMap: Equatable, Sendable {
    var homography: Homography

    init(_ homography: Homography) { self.homography = homography }

    /// The map that changes nothing.
    public static let identity = PlaneMap(Homography.identity)

    /// An affine map (no perspective).
    public init(_ t: AffineTransform) {
        homography = Homography(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// `point` mapped, perspective divided out (as `View.convert(_:to:)` maps it).
    public func apply(_ point: Point) -> Point { homography.apply(point) }

    /// `self` followed by `other`.
    public func concatenating(_ other: PlaneMap) -> PlaneMap { PlaneMap(homography.concatenating(other.homography)) }

    /// The inverse, or nil when the map is singular.
    public var inverse: PlaneMap? { homography.inverse.map(PlaneMap.init) }

    /// Whether the map has no perspective part (straight lines' spacing is kept, so SVG can draw it exactly).
    public var isAffine: Bool {
        let h = homography
        return h.m13 == 0 && h.m23 == 0 && h.m33 != 0
    }

    /// The affine map nearest this one over `bounds`: the map itself when it is affine; under
    /// perspective, the affine map that matches the projected centre exactly and the directions
    /// and lengths between the projected midpoints of opposite edges.
    public func affineFit(over b: Rect) -> AffineTransform {
        let h = homography
        if isAffine {
            return AffineTransform(
                a: h.m11 / h.m33, b: h.m12 / h.m33, c: h.m21 / h.m33, d: h.m22 / h.m33, tx: h.m31 / h.m33,
                ty: h.m32 / h.m33)
        }
        let (w, height) = (max(b.width, 1e-9), max(b.height, 1e-9))
        let centre = apply(Point(x: b.midX, y: b.midY))
        let left = apply(Point(x: b.minX, y: b.midY))
        let right = apply(Point(x: b.maxX, y: b.midY))
        let top = apply(Point(x: b.midX, y: b.minY))
        let bottom = apply(Point(x: b.midX, y: b.maxY))
        let (a, bb) = ((right.x - left.x) / w, (right.y - left.y) / w)
        let (c, d) = ((bottom.x - top.x) / height, (bottom.y - top.y) / height)
        return AffineTransform(
            a: a, b: bb, c: c, d: d, tx: centre.x - a * b.midX - c * b.midY, ty: centre.y - bb * b.midX - d * b.midY)
    }

    /// The nine entries row by row (m11, m12, m13, m21, … m33), in the row-vector layout.
    public var entries: [Double] {
        let h = homography
        return [h.m11, h.m12, h.m13, h.m21, h.m22, h.m23, h.m31, h.m32, h.m33]
    }
}

extension Homography {
    /// One step from a view's bounds coordinates to its superview's: about the anchor point
    /// through `transform`, to `position` and `zPosition`, through the superview's sublayer
    /// transform about its anchor point, flattened onto the superview's plane. `View` and
    /// `ViewSnapshot` both map through this.
    static func step(
        anchor: Point, transform: Transform3D, position: Point, zPosition: Double,
        parentAnchor: Point, sublayerTransform: Transform3D
    ) -> Homography {
        var step = Transform3D(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
        if !sublayerTransform.isIdentity {
            step = step.concatenating(Transform3D(translationX: -parentAnchor.x, y: -parentAnchor.y))
                .concatenating(sublayerTransform)
                .concatenating(Transform3D(translationX: parentAnchor.x, y: parentAnchor.y))
        }
        return Homography(step)
    }
}

extension ViewSnapshot {
    /// The anchor point in bounds coordinates: what `center` places and the transforms turn about.
    public var anchorInBounds: Point {
        Point(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// The map from this view's bounds coordinates to `parent`'s (the snapshot of its superview
    /// in the same frame), the same step `View.convert(_:to:)` takes.
    public func mapToSuperview(_ parent: ViewSnapshot) -> PlaneMap {
        PlaneMap(
            .step(
                anchor: anchorInBounds, transform: transform3D, position: center, zPosition: zPosition,
                parentAnchor: parent.anchorInBounds, sublayerTransform: parent.sublayerTransform))
    }

    /// Each view's map from its bounds coordinates to the bounds coordinates of its topmost
    /// ancestor in `views` (a view whose superview is not in `views` is a top and maps by
    /// identity): for a recorded frame, what `View.convert(_:to: nil)` gives; for a captured
    /// look, the look's (source bounds) coordinates.
    public static func mapsToTop(_ views: [ViewSnapshot]) -> [ViewID: PlaneMap] {
        let byID = Dictionary(views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var maps: [ViewID: PlaneMap] = [:]
        var chain: [ViewSnapshot] = []
        for view in views where maps[view.id] == nil {
            // Walk up to a view already mapped or a top (at most `views.count` steps, so a cycle
            // ends), then compose back down: no recursion a deep tree could overflow.
            chain = [view]
            var above = PlaneMap.identity
            while let current = chain.last {
                guard chain.count <= views.count, let parentID = current.superview, let parent = byID[parentID] else {
                    break
                }
                if let known = maps[parentID] {
                    above = known
                    chain.append(parent)
                    break
                }
                chain.append(parent)
            }
            // The last link is the top (identity) or the mapped view; each one below composes onto it.
            var result = above
            if maps[chain[chain.count - 1].id] == nil { maps[chain[chain.count - 1].id] = result }
            for index in stride(from: chain.count - 2, through: 0, by: -1) {
                result = chain[index].mapToSuperview(chain[index + 1]).concatenating(result)
                maps[chain[index].id] = result
            }
        }
        return maps
    }

    /// `views` (one parent's subviews, in subview order) in drawing order: by `zPosition`, then
    /// by place, as `View.subviewsInDrawingOrder` orders them.
    public static func inDrawingOrder(_ views: [ViewSnapshot]) -> [ViewSnapshot] {
        guard views.contains(where: { $0.zPosition != 0 }) else { return views }
        return views.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(
            \.element)
    }
}
