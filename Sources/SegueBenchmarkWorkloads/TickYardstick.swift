import CTickYardstick
import SegueEngine

/// The C yardstick (`Sources/CTickYardstick`) shaped like `TickWorkload`: the same number of
/// alphas, groups of the same size sharing one curve evaluation, the same curve, duration and
/// frame times, written into a store with the render tree's stride.
public final class TickYardstick {
    /// The C yardstick.
    private let raw: OpaquePointer
    /// Frames so far.
    private var frame = 0

    /// A yardstick for `propertyCount` properties; nil when C could not allocate it.
    public init?(propertyCount: Int) {
        let curve = CubicBezier.easeInOut
        var shape = segue_tick_yardstick_shape_t(
            property_count: propertyCount, properties_per_group: TickWorkload.viewsPerAnimator,
            view_stride: AnimatableProperty.stride, property_offset: AnimatableProperty.alpha.offset,
            duration: TickWorkload.duration, x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
        guard let raw = segue_tick_yardstick_create(&shape) else { return nil }
        self.raw = raw
    }

    deinit {
        segue_tick_yardstick_destroy(raw)
    }

    /// Advances by one frame at `TickWorkload.frameRate`.
    public func tick() {
        frame += 1
        segue_tick_yardstick_tick(raw, Double(frame) / TickWorkload.frameRate)
    }

    /// The sum of every written value (keeps the work observable).
    public var checksum: Double { segue_tick_yardstick_checksum(raw) }
}
