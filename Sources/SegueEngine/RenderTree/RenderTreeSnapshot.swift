/// Every property of one view at one moment, as a value.
public struct ViewSnapshot: Hashable, Sendable, Codable {
    /// The view's identity.
    public var id: ViewID
    /// The view's name.
    public var name: String
    /// Its frame in the superview.
    public var frame: Rect
    /// Its bounds.
    public var bounds: Rect
    /// Its centre in the superview.
    public var center: Point
    /// Its opacity.
    public var alpha: Double
    /// Its 3D transform (the affine transform is its z = 0 part).
    public var transform3D: Transform3D
    /// Its fill colour.
    public var backgroundColor: Color
    /// Its corner radius.
    public var cornerRadius: Double
    /// Whether it is hidden.
    public var isHidden: Bool
    /// Its superview's identity, if any.
    public var superview: ViewID?
    /// Its subviews' identities, back to front.
    public var subviews: [ViewID]
    /// What it shows if it is a snapshot view: a reference to a shared look, not the look's views.
    public var snapshotContent: SnapshotContent?

    /// Captures `view` now.
    public init(_ view: View) {
        id = view.id
        name = view.name
        frame = view.frame
        bounds = view.bounds
        center = view.center
        alpha = view.alpha
        transform3D = view.transform3D
        backgroundColor = view.backgroundColor
        cornerRadius = view.cornerRadius
        isHidden = view.isHidden
        superview = view.superview?.id
        subviews = view.subviews.map(\.id)
        snapshotContent = view.snapshotContent
    }

    /// The affine part of the transform.
    public var transform: AffineTransform {
        AffineTransform(
            a: transform3D.m11, b: transform3D.m12, c: transform3D.m21, d: transform3D.m22,
            tx: transform3D.m41, ty: transform3D.m42)
    }
}

/// A whole subtree captured as a value, depth first in back-to-front order, so two moments can
/// be compared exactly (for example before a transition and after it was cancelled).
public struct RenderTreeSnapshot: Hashable, Sendable, Codable {
    /// The captured views; the first is the root.
    public var views: [ViewSnapshot]

    /// A snapshot of the given views.
    public init(views: [ViewSnapshot]) {
        self.views = views
    }

    /// The first captured view called `name`.
    public func view(named name: String) -> ViewSnapshot? {
        views.first { $0.name == name }
    }

    /// One line per difference from `other`, naming the view and the property, or none when the
    /// two are equal; `tolerance` allows for floating-point noise in the numeric properties.
    public func differences(from other: RenderTreeSnapshot, tolerance: Double = 0) -> [String] {
        var lines: [String] = []
        let mine = Dictionary(views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let theirs = Dictionary(other.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for view in other.views where mine[view.id] == nil {
            lines.append("\(view.name) \(view.id): missing (present in the other snapshot)")
        }
        for view in views {
            guard let before = theirs[view.id] else {
                lines.append("\(view.name) \(view.id): added (absent from the other snapshot)")
                continue
            }
            func close(_ a: [Double], _ b: [Double]) -> Bool {
                zip(a, b).allSatisfy { abs($0 - $1) <= tolerance || $0 == $1 }
            }
            func compare(_ label: String, _ a: [Double], _ b: [Double], _ shown: (Any, Any)) {
                if !close(a, b) { lines.append("\(view.name) \(view.id): \(label) \(shown.1) -> \(shown.0)") }
            }
            let (f, g) = (view.frame, before.frame)
            compare("frame", [f.minX, f.minY, f.width, f.height], [g.minX, g.minY, g.width, g.height], (f, g))
            let (b, c) = (view.bounds, before.bounds)
            compare("bounds", [b.minX, b.minY, b.width, b.height], [c.minX, c.minY, c.width, c.height], (b, c))
            compare("alpha", [view.alpha], [before.alpha], (view.alpha, before.alpha))
            compare("transform", view.transform3D.rows.flatMap { $0 }, before.transform3D.rows.flatMap { $0 }, (view.transform3D, before.transform3D))
            let (k, l) = (view.backgroundColor, before.backgroundColor)
            compare("backgroundColor", [k.red, k.green, k.blue, k.alpha], [l.red, l.green, l.blue, l.alpha], (k, l))
            compare("cornerRadius", [view.cornerRadius], [before.cornerRadius], (view.cornerRadius, before.cornerRadius))
            if view.isHidden != before.isHidden { lines.append("\(view.name) \(view.id): isHidden \(before.isHidden) -> \(view.isHidden)") }
            if view.superview != before.superview {
                lines.append("\(view.name) \(view.id): superview \(before.superview.map(\.description) ?? "none") -> \(view.superview.map(\.description) ?? "none")")
            }
            if view.subviews != before.subviews {
                lines.append("\(view.name) \(view.id): subviews \(before.subviews) -> \(view.subviews)")
            }
            if view.snapshotContent != before.snapshotContent {
                lines.append("\(view.name) \(view.id): snapshot \(before.snapshotContent.map(\.description) ?? "none") -> \(view.snapshotContent.map(\.description) ?? "none")")
            }
            if view.name != before.name { lines.append("\(before.name) \(view.id): renamed to \(view.name)") }
        }
        return lines
    }
}
