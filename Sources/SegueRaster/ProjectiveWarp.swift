import CCairo
import SegueEngine

/// Draws a picture through a projective map, sampled per pixel (no affine fit), so fills,
/// labels, images and snapshot contents keep true perspective.
enum ProjectiveWarp {
    /// Draws `source` mapped by `map` (from `source`'s pixel coordinates to the target's device
    /// pixels) into `cr` through its current clip, at `opacity`.
    static func draw(_ source: RasterImage, through map: PlaneMap, into cr: OpaquePointer, opacity: Double) {
        // SKELETON: the lead replaces this with per-pixel sampling.
    }
}
