/// The one store of every view's animatable properties: a contiguous array of `Double`s with one
/// fixed-size block per view (layout in `AnimatableProperty`), so the engine's per-tick loop
/// writes plain memory instead of walking objects.
///
/// Views are `View` objects that hold their block's slot; hierarchy and names live on the views.
/// Reads give the presentation value, the one on screen now (a headless tree has no separate model).
public final class RenderTree {
    /// Every view's property block, `AnimatableProperty.stride` values per slot.
    // Every property read and write of every view goes through this array, on the engine's one
    // thread, and no access to it calls out while it is held: the runtime's exclusivity
    // bookkeeping (a thread-local lookup per access) would be most of a property set's cost.
    @exclusivity(unchecked) @usableFromInline var storage: ContiguousArray<Double> = []
    private var freeSlots: [Int] = []
    private(set) var nextID = 1
    /// While an animation block runs, collects the first value of every property it changes.
    // Read on every property write (see `storage`); set only when a block opens or closes.
    @exclusivity(unchecked) var changeRecorder: PropertyChangeRecorder?
    /// Moves on at every drawn frame; a view's first setter write in an epoch keeps its last-drawn values.
    @exclusivity(unchecked) var changeEpoch = 0
    /// Values as last drawn of the views changed since, and the looks captured this frame.
    let lastDrawn = LastDrawnValues()

    /// An empty tree.
    public init() {}

    /// Number of view blocks in use.
    public private(set) var liveViewCount = 0

    func allocate() -> (slot: Int, id: ViewID) {
        defer { nextID += 1 }
        liveViewCount += 1
        let block = Self.initialBlock
        if let slot = freeSlots.popLast() {
            let base = slot * AnimatableProperty.stride
            for index in 0..<block.count { storage[base + index] = block[index] }
            return (slot, ViewID(rawValue: nextID))
        }
        storage.append(contentsOf: block)
        return (storage.count / AnimatableProperty.stride - 1, ViewID(rawValue: nextID))
    }

    func release(slot: Int) {
        liveViewCount -= 1
        freeSlots.append(slot)
    }

    /// A new view's values: Core Animation's defaults (alpha 1, identity transforms, anchor at
    /// the centre, opaque black border and shadow colours, a shadow of radius 3 offset by
    /// (0, -3), a gradient axis from top to bottom centre), everything else zero.
    private static let initialBlock: [Double] = {
        var block = [Double](repeating: 0, count: AnimatableProperty.stride)
        func set(_ property: AnimatableProperty, _ values: Double...) {
            for (index, value) in values.enumerated() { block[property.offset + index] = value }
        }
        set(.alpha, 1)
        for diagonal in 0..<4 {
            block[AnimatableProperty.transform.offset + diagonal * 5] = 1
            block[AnimatableProperty.sublayerTransform.offset + diagonal * 5] = 1
        }
        set(.anchorPoint, 0.5, 0.5)
        set(.borderColor, 0, 0, 0, 1)
        set(.shadowColor, 0, 0, 0, 1)
        set(.shadowRadius, 3)
        set(.shadowOffset, 0, -3)
        set(.gradientStartPoint, Gradient.defaultStartPoint.x, Gradient.defaultStartPoint.y)
        set(.gradientEndPoint, Gradient.defaultEndPoint.x, Gradient.defaultEndPoint.y)
        return block
    }()

    @inline(__always)
    func value(slot: Int, _ property: AnimatableProperty, _ component: Int = 0) -> Double {
        storage[slot * AnimatableProperty.stride + property.offset + component]
    }

    /// Writes a property of up to four values (`property.width` of `values` are used), first
    /// letting an active animation block record the old value. Takes a SIMD value so that
    /// setting a property never allocates.
    func write(_ view: View, _ property: AnimatableProperty, _ values: SIMD4<Double>) {
        if view.changeEpoch != changeEpoch { viewWillChange(view) }
        changeRecorder?.willChange(view, property)
        let base = view.slot * AnimatableProperty.stride + property.offset
        for index in 0..<property.width { storage[base + index] = values[index] }
    }

    /// Writes `count` values of `property` starting at `component` (for properties wider than
    /// four values, written four at a time), first letting an active animation block record the
    /// whole property's old value.
    func write(_ view: View, _ property: AnimatableProperty, component: Int, _ values: SIMD4<Double>, count: Int) {
        if view.changeEpoch != changeEpoch { viewWillChange(view) }
        changeRecorder?.willChange(view, property)
        let base = view.slot * AnimatableProperty.stride + property.offset + component
        for index in 0..<count { storage[base + index] = values[index] }
    }

    /// Runs `body` with no animation block recording: what it writes jumps (a view's initial
    /// values, a gradient's stop count or a mask's shape changing).
    func withoutRecording(_ body: () -> Void) {
        let recorder = changeRecorder
        changeRecorder = nil
        body()
        changeRecorder = recorder
    }

    /// Writes the sixteen entries of `property` (a transform), first letting an active animation
    /// block record the old value.
    func write(_ view: View, transform: Transform3D, as property: AnimatableProperty = .transform) {
        if view.changeEpoch != changeEpoch { viewWillChange(view) }
        changeRecorder?.willChange(view, property)
        write(slot: view.slot, transform: transform, as: property)
    }

    /// The sixteen entries of `property` (a transform) of `slot`.
    func transform(slot: Int, _ property: AnimatableProperty = .transform) -> Transform3D {
        var transform = Transform3D.identity
        let base = slot * AnimatableProperty.stride + property.offset
        storage.withUnsafeBufferPointer { storage in
            withUnsafeMutableBytes(of: &transform) { bytes in
                for entry in 0..<16 {
                    bytes.storeBytes(of: storage[base + entry], toByteOffset: entry * 8, as: Double.self)
                }
            }
        }
        return transform
    }

    /// Writes one stored number without involving any animation block (used to restore).
    func overwrite(storageIndex: Int, _ value: Double) {
        storage[storageIndex] = value
    }

    /// Writes the sixteen entries of `property` (a transform) of `slot` without involving any animation block.
    func write(slot: Int, transform: Transform3D, as property: AnimatableProperty = .transform) {
        let base = slot * AnimatableProperty.stride + property.offset
        storage.withUnsafeMutableBufferPointer { storage in
            withUnsafeBytes(of: transform) { bytes in
                for entry in 0..<16 { storage[base + entry] = bytes.load(fromByteOffset: entry * 8, as: Double.self) }
            }
        }
    }

    /// Captures `root` and all its descendants, depth first in z-order (back to front).
    public func snapshot(of root: View) -> RenderTreeSnapshot {
        RenderTreeSnapshot(views: Self.depthFirst(from: root, subviews: \.subviews).map(ViewSnapshot.init))
    }

    /// `root` and its descendants, depth first, back to front, each view's children given by
    /// `subviews`; with an explicit stack, so a chain as deep as a plugin may build cannot
    /// overflow the thread's stack.
    static func depthFirst(from root: View, subviews: (View) -> [View]) -> [View] {
        var order: [View] = []
        var pending = [root]
        while let view = pending.popLast() {
            order.append(view)
            pending.append(contentsOf: subviews(view).reversed())
        }
        return order
    }
}
