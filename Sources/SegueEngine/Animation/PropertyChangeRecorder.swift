/// Collects, while an animation block runs, the value each changed property had before the
/// block first touched it, so the engine can animate from there to wherever the block left it.
final class PropertyChangeRecorder {
    /// One property of one view that the block wrote.
    struct Change {
        let view: View
        let property: AnimatableProperty
        /// Where the property's values before the first write start in `oldValues`.
        let start: Int
    }

    /// The properties written, in the order first written.
    private(set) var changes: [Change] = []
    /// Every change's values before the block first wrote them, back to back (one buffer rather
    /// than an array per change: blocks often change thousands of properties).
    private var oldValues: [Double] = []
    /// The keys of `changes`, filled once there are too many to search one by one.
    private var seen: Set<Int> = []

    /// Below this many changes, a repeated write is found by searching them.
    private static let searchLimit = 16

    /// Notes `property` of `view` unless it was already noted in this block.
    func willChange(_ view: View, _ property: AnimatableProperty) {
        if changes.count < Self.searchLimit {
            if changes.contains(where: { $0.view.slot == view.slot && $0.property == property }) { return }
        } else {
            if seen.isEmpty { for change in changes { seen.insert(Self.key(change.view, change.property)) } }
            guard seen.insert(Self.key(view, property)).inserted else { return }
        }
        changes.append(Change(view: view, property: property, start: oldValues.count))
        let base = view.slot * AnimatableProperty.stride + property.offset
        oldValues.append(contentsOf: view.tree.storage[base..<base + property.width])
    }

    /// The values `change`'s property had before the block first wrote it.
    func oldValues(of change: Change) -> ArraySlice<Double> {
        oldValues[change.start..<change.start + change.property.width]
    }

    /// One number per view and property (a view's slot is unique while the block holds it).
    private static func key(_ view: View, _ property: AnimatableProperty) -> Int {
        view.slot &* AnimatableProperty.count &+ property.rawValue
    }
}
