/// Collects, while an animation block runs, the value each changed property had before the
/// block first touched it, so the engine can animate from there to wherever the block left it.
final class PropertyChangeRecorder {
    /// One property of one view that the block wrote, with its value before the first write.
    struct Change {
        let view: View
        let property: AnimatableProperty
        let oldValues: [Double]
    }

    private(set) var changes: [Change] = []
    private var seen: Set<Int> = []

    /// Notes `property` of `view` unless it was already noted in this block.
    func willChange(_ view: View, _ property: AnimatableProperty) {
        let key = view.slot &* 8 &+ property.rawValue
        guard seen.insert(key).inserted else { return }
        changes.append(Change(view: view, property: property, oldValues: view.tree.values(slot: view.slot, property)))
    }
}
