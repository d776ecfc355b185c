/// Where one keyframe (`UIView.addKeyframe`) runs on its keyframe animation's eased timeline.
///
/// UIKit's `animateKeyframes(withDuration:delay:options:animations:)` (and Segue's
/// `animation.h`) ease the animation as a whole: one timing curve turns elapsed time into eased
/// progress, the keyframes' relative start times and durations are laid out on that eased
/// progress, and each keyframe moves linearly inside its window. So under ease-in-out a keyframe
/// over the first half ends at half the duration, slow at its start and fast at its end.
struct KeyframeWindow: Equatable {
    /// The keyframe's relative start, 0…1 of the eased progress.
    var start: Double
    /// The keyframe's relative duration, 0…1 - `start` (0 jumps at `start`).
    var length: Double

    /// An ordinary animation block: it shows the eased progress itself, overshoot included.
    static let whole = KeyframeWindow(start: 0, length: 1)

    /// The keyframe's own progress at the animation's eased progress `eased`: linear inside the
    /// window, 0 before it and 1 after it.
    @inline(__always)
    func progress(at eased: Double) -> Double {
        if start == 0 && length == 1 { return eased }
        if length <= 0 { return eased >= start ? 1 : 0 }
        return min(max((eased - start) / length, 0), 1)
    }

    /// Whether eased progress `eased` has not reached the keyframe yet (a later keyframe of a
    /// property waiting its turn).
    @inline(__always)
    func waits(at eased: Double) -> Bool { start > 0 && progress(at: eased) <= 0 }
}
