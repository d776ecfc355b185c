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
            for difference in view.propertyDifferences(from: before, tolerance: tolerance) {
                lines.append(
                    "\(view.name) \(view.id): \(difference.property) \(difference.before) -> \(difference.after)")
            }
            if view.superview != before.superview {
                lines.append(
                    "\(view.name) \(view.id): superview \(before.superview.map(\.description) ?? "none") -> "
                        + "\(view.superview.map(\.description) ?? "none")"
                )
            }
            if view.subviews != before.subviews {
                lines.append("\(view.name) \(view.id): subviews \(before.subviews) -> \(view.subviews)")
            }
            if view.snapshotContent != before.snapshotContent {
                lines.append(
                    "\(view.name) \(view.id): snapshot \(before.snapshotContent.map(\.description) ?? "none") -> "
                        + "\(view.snapshotContent.map(\.description) ?? "none")"
                )
            }
            if view.name != before.name { lines.append("\(before.name) \(view.id): renamed to \(view.name)") }
        }
        return lines
    }
}
