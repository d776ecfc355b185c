/// UIKit's snapshot views: a new view showing a frozen copy of this view's look.
extension View {
    /// A new view, in no hierarchy, showing this view and its descendants as they look now
    /// (`afterScreenUpdates: true`) or as the engine last drew them (`false`; see
    /// `LastDrawnValues` for what counts as pending). Its frame is the bounds' size at the
    /// origin; it has no subviews and moves, scales and fades as one view. A before-updates
    /// snapshot of a view created since the last tick is blank, as UIKit's is, unless that view
    /// is a snapshot itself, whose look exists from the moment it is taken.
    public func snapshotView(afterScreenUpdates: Bool) -> View {
        resizableSnapshotView(from: bounds, afterScreenUpdates: afterScreenUpdates, withCapInsets: .zero)
    }

    /// A new view showing `rect` (in this view's bounds coordinates) of this view's look, with
    /// `capInsets` kept unscaled when the new view's bounds differ from `rect`'s size. Its frame
    /// is `rect`'s size at the origin. Every snapshot of this view taken in one frame in one
    /// update mode shares one `CapturedLook`. A snapshot of an unstretched snapshot view shares
    /// that view's look (UIKit supports snapshots of snapshots to crop or duplicate).
    public func resizableSnapshotView(from rect: Rect, afterScreenUpdates: Bool, withCapInsets capInsets: EdgeInsets)
        -> View
    {
        let content: SnapshotContent
        if let own = snapshotContent, let look = own.look, subviews.isEmpty, bounds.size == own.rect.size {
            // Crop the same look: this view's bounds coordinates map onto its rectangle. A snapshot's look is
            // frozen when it is taken, so a snapshot of one made this tick shows it too (Explode-style
            // animators cut a fresh snapshot into pieces).
            let shifted = rect.offsetBy(dx: own.rect.minX - bounds.minX, dy: own.rect.minY - bounds.minY)
            content = SnapshotContent(look: look, rect: shifted, capInsets: capInsets)
        } else {
            // A snapshot view made since the last tick has a look already: capture it as it is, not blank.
            let current = afterScreenUpdates || (isSnapshot && tree.lastDrawn.isNew(self))
            content = SnapshotContent(
                look: tree.look(of: self, afterScreenUpdates: current), rect: rect, capInsets: capInsets)
        }
        // The new view is in no hierarchy, so setting it up changes no look captured so far.
        let changed = tree.lastDrawn.changedInEpoch
        let snapshot = View(name: name + " snapshot", frame: Rect(origin: .zero, size: rect.size), in: tree)
        snapshot.snapshotContent = content
        tree.lastDrawn.changedInEpoch = changed
        return snapshot
    }

    /// Whether this view is a snapshot view.
    public var isSnapshot: Bool { snapshotContent != nil }
}
