import SegueEngine

extension View {
    /// The frontmost visible view under `point` (in this view's bounds coordinates) among this
    /// view and its descendants, as UIKit's `hitTest(_:with:)` finds it: hidden and transparent
    /// views and whatever lies outside a view's bounds do not count; nil when the point misses.
    func hitTest(_ point: Point) -> View? {
        guard !isHidden, alpha > 0.01, bounds.contains(point) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self)) { return hit }
        }
        return self
    }
}
