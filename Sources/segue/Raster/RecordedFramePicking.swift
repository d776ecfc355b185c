import SegueEngine
import SegueRender

/// Which recorded frames a raster output draws. A recording holds one frame per tick of the
/// virtual clock (`TransitionPicture` keeps the last of frames sharing a time); what shows at a
/// time is the latest frame at or before it, as the gallery's slider shows it.
extension TransitionPicture {
    /// The frame showing `offset` seconds after the first frame (clamped to the recording).
    func frame(atOffset offset: Double) -> TraceRecorder.Frame {
        let target = (frames.first?.time ?? 0) + offset
        // Binary search for the last frame whose time is at or before the target; the tolerance
        // keeps a time written as a decimal (0.1) on the frame it names.
        var (low, high) = (0, frames.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if frames[middle].time <= target + 1e-9 { low = middle } else { high = middle - 1 }
        }
        return frames[low]
    }

}
