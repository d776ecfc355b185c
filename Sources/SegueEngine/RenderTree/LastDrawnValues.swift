/// What the engine last drew, for the views changed since: the "before pending changes" side of
/// `View.snapshotView(afterScreenUpdates: false)`.
///
/// Pending changes are the writes through `View`'s property setters (every property kept in the
/// tree's storage, the `ViewFlags` and the image kept on the view) and the hierarchy changes
/// (`addSubview`, `insertSubview…`, `removeFromSuperview`) made since the engine's last tick. The tree keeps a change
/// epoch that moves on at the end of every tick; a setter compares the view's epoch stamp with it and only
/// on the first write to that view in the epoch calls `RenderTree.viewWillChange(_:)`, which
/// copies the view's whole storage block (and its `ViewFlags`) here, once per frame. The first
/// hierarchy change to a view also keeps its superview and its subview list (weakly: a view
/// freed since the last frame is left out of a before-updates capture). The tick's own track
/// writes go straight to storage and pay nothing; the end of a tick empties this table.
///
/// Not pending (shown at once by either kind of capture): the engine's own writes outside a tick
/// (an animator's first render on start, scrubbing `fractionComplete`), and names.
final class LastDrawnValues {
    /// One view's values as last drawn.
    struct Entry {
        let view: ViewID
        let slot: Int
        /// Where the view's storage block starts in `blocks`.
        let blockStart: Int
        /// Its settings outside the block (hidden, clipping, gradient and mask shapes).
        let flags: ViewFlags
        /// Index in `hierarchies` once the view's hierarchy changes in this frame, else -1 (kept
        /// apart so that an entry is plain data, appended without reference counting).
        var hierarchy: Int32 = -1
        /// Index in `images` of the picture the view showed, or -1 for none (kept apart, as the
        /// hierarchy is, so the entry stays plain data).
        var image: Int32 = -1
    }

    /// A view's place in the hierarchy as last drawn.
    struct Hierarchy {
        let superview: ViewID?
        let subviews: [WeakView]
    }

    /// A view held without keeping it alive.
    struct WeakView {
        weak var view: View?
    }

    // Touched on a view's first write in a frame, on the engine's one thread: no exclusivity
    // bookkeeping (see `RenderTree.storage`).
    /// Views changed this frame, in the order first changed (capacity kept from frame to frame).
    @exclusivity(unchecked) var entries: [Entry] = []
    /// For each storage slot, 1 + the index of its view's entry, or 0 (reset entry by entry).
    @exclusivity(unchecked) var entryOfSlot: ContiguousArray<Int32> = []
    /// The saved hierarchies of the views whose hierarchy changed this frame.
    var hierarchies: [Hierarchy] = []
    /// The pictures shown by the views changed this frame that show one.
    var images: [ViewImage] = []
    /// The saved storage blocks, back to back (capacity kept from frame to frame).
    @exclusivity(unchecked) var blocks: ContiguousArray<Double> = []
    /// The first identity handed out since the last frame: views from here on were never drawn.
    @exclusivity(unchecked) var firstNewID = 1
    /// Ticks so far: the frame generation looks are cached under.
    var frameGeneration = 0
    /// Whether anything was written since the epoch started (invalidates after-updates looks).
    @exclusivity(unchecked) var changedInEpoch = false
    /// Looks captured in this frame, by source and update mode (emptied at the end of each tick).
    var looks: [LookKey: CachedLook] = [:]
    /// The last look identity handed out.
    var lastLookID = 0

    struct LookKey: Hashable {
        let source: ViewID
        let afterScreenUpdates: Bool
    }

    struct CachedLook {
        let look: CapturedLook
        /// The change epoch the look was captured in (after-updates looks only).
        let epoch: Int
    }

    /// Whether `view` was created since the last frame was drawn.
    @inline(__always)
    func isNew(_ view: View) -> Bool { view.id.rawValue >= firstNewID }

    /// The index of `view`'s entry, if it changed this frame.
    @inline(__always)
    func entryIndex(of view: View) -> Int? {
        guard view.slot < entryOfSlot.count else { return nil }
        let index = Int(entryOfSlot[view.slot]) - 1
        guard index >= 0, entries[index].view == view.id else { return nil }
        return index
    }

    /// Forgets every entry (a frame was drawn).
    func removeAll() {
        for entry in entries { entryOfSlot[entry.slot] = 0 }
        entries.removeAll(keepingCapacity: true)
        blocks.removeAll(keepingCapacity: true)
        if !hierarchies.isEmpty { hierarchies.removeAll(keepingCapacity: true) }
        if !images.isEmpty { images.removeAll(keepingCapacity: true) }
    }

    /// `view`'s saved hierarchy, if it changed this frame.
    func hierarchy(of view: View) -> Hierarchy? {
        guard let index = entryIndex(of: view), entries[index].hierarchy >= 0 else { return nil }
        return hierarchies[Int(entries[index].hierarchy)]
    }
}

extension RenderTree {
    /// Called by a setter on the first write to `view` in the current change epoch: stamps the
    /// view and keeps its block as last drawn unless already kept this frame (or it is new).
    @inline(never)
    func viewWillChange(_ view: View) {
        view.changeEpoch = changeEpoch
        lastDrawn.changedInEpoch = true
        let table = lastDrawn
        guard !table.isNew(view), table.entryIndex(of: view) == nil else { return }
        let start = table.blocks.count
        let base = view.slot * AnimatableProperty.stride
        storage.withUnsafeBufferPointer { storage in
            table.blocks.append(
                contentsOf: UnsafeBufferPointer(rebasing: storage[base..<base + AnimatableProperty.stride]))
        }
        if view.slot >= table.entryOfSlot.count {
            table.entryOfSlot.append(contentsOf: repeatElement(0, count: view.slot + 1 - table.entryOfSlot.count))
        }
        var entry = LastDrawnValues.Entry(view: view.id, slot: view.slot, blockStart: start, flags: view.flags)
        if let image = view.image {
            entry.image = Int32(table.images.count)
            table.images.append(image)
        }
        table.entries.append(entry)
        table.entryOfSlot[view.slot] = Int32(table.entries.count)
    }

    /// Called before `view`'s superview or subviews change: keeps its hierarchy as last drawn.
    func hierarchyWillChange(_ view: View) {
        if view.changeEpoch != changeEpoch || lastDrawn.entryIndex(of: view) == nil { viewWillChange(view) }
        lastDrawn.changedInEpoch = true
        guard let index = lastDrawn.entryIndex(of: view), lastDrawn.entries[index].hierarchy < 0 else { return }
        lastDrawn.entries[index].hierarchy = Int32(lastDrawn.hierarchies.count)
        lastDrawn.hierarchies.append(
            LastDrawnValues.Hierarchy(
                superview: view.superview?.id, subviews: view.subviews.map { LastDrawnValues.WeakView(view: $0) }))
    }

    /// The engine wrote storage outside a tick (an animator's start or scrub): looks captured
    /// before no longer show the present.
    func storageDidChangeOutsideTick() {
        lastDrawn.changedInEpoch = true
        if !lastDrawn.looks.isEmpty { lastDrawn.looks.removeAll(keepingCapacity: true) }
    }

    /// Records that the tree as it is now is on screen, as the end of a tick does: what was
    /// pending is drawn, and before-updates snapshots show it. For a tree first shown without a
    /// tick (a scene built and recorded as its first frame before any animation runs).
    public func markDrawn() {
        frameDidDraw()
    }

    /// The engine drew a frame (the end of a tick): every pending change is now drawn.
    func frameDidDraw() {
        changeEpoch &+= 1
        lastDrawn.frameGeneration &+= 1
        lastDrawn.firstNewID = nextID
        lastDrawn.changedInEpoch = false
        if !lastDrawn.entries.isEmpty { lastDrawn.removeAll() }
        if !lastDrawn.looks.isEmpty { lastDrawn.looks.removeAll(keepingCapacity: true) }
    }

    /// The frame generation: ticks so far.
    public var frameGeneration: Int { lastDrawn.frameGeneration }

    /// `view`'s `ViewSnapshot` as last drawn.
    func lastDrawnSnapshot(of view: View) -> ViewSnapshot {
        guard let index = lastDrawn.entryIndex(of: view) else { return ViewSnapshot(view) }
        let entry = lastDrawn.entries[index]
        // Put the kept block in place for the capture, then the present one back: the capture
        // then reads every property `ViewSnapshot` knows, however many there are.
        let base = view.slot * AnimatableProperty.stride
        let stride = AnimatableProperty.stride
        var snapshot: ViewSnapshot
        do {
            // The view's entry exists, so it is stamped with this epoch and setting its flags
            // records nothing.
            let (present, presentFlags, presentImage) = (Array(storage[base..<base + stride]), view.flags, view.image)
            for index in 0..<stride { storage[base + index] = lastDrawn.blocks[entry.blockStart + index] }
            view.flags = entry.flags
            view.image = entry.image < 0 ? nil : lastDrawn.images[Int(entry.image)]
            snapshot = ViewSnapshot(view)
            for index in 0..<stride { storage[base + index] = present[index] }
            view.flags = presentFlags
            view.image = presentImage
        }
        if let hierarchy = lastDrawn.hierarchy(of: view) {
            snapshot.superview = hierarchy.superview
            snapshot.subviews = hierarchy.subviews.compactMap { $0.view?.id }
        }
        return snapshot
    }

    /// `view`'s subviews as last drawn.
    func lastDrawnSubviews(of view: View) -> [View] {
        guard let hierarchy = lastDrawn.hierarchy(of: view) else { return view.subviews }
        return hierarchy.subviews.compactMap(\.view)
    }

    /// The look of `root`'s subtree, captured now or shared from earlier in this frame.
    func look(of root: View, afterScreenUpdates: Bool) -> CapturedLook {
        let key = LastDrawnValues.LookKey(source: root.id, afterScreenUpdates: afterScreenUpdates)
        if let cached = lastDrawn.looks[key],
            !afterScreenUpdates || (cached.epoch == changeEpoch && !lastDrawn.changedInEpoch)
        {
            return cached.look
        }
        lastDrawn.lastLookID += 1
        let look: CapturedLook
        if afterScreenUpdates {
            look = CapturedLook(
                id: lastDrawn.lastLookID, bounds: root.bounds, views: snapshot(of: root).views, afterScreenUpdates: true
            )
            // A new epoch: the next write to any view goes through `viewWillChange` and so
            // marks this look stale.
            changeEpoch &+= 1
            lastDrawn.changedInEpoch = false
        } else if lastDrawn.isNew(root) {
            // Never drawn: blank, as UIKit's snapshot of a view not yet rendered is empty.
            look = CapturedLook(id: lastDrawn.lastLookID, bounds: root.bounds, views: [], afterScreenUpdates: false)
        } else {
            let views = Self.depthFirst(from: root, subviews: lastDrawnSubviews(of:)).map(lastDrawnSnapshot(of:))
            look = CapturedLook(
                id: lastDrawn.lastLookID, bounds: views[0].bounds, views: views, afterScreenUpdates: false)
        }
        lastDrawn.looks[key] = LastDrawnValues.CachedLook(look: look, epoch: changeEpoch)
        return look
    }
}
