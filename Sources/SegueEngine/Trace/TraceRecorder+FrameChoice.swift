extension Array where Element == TraceRecorder.Frame {
    /// The recorded frames (oldest first) nearest to `count` evenly spaced times from the first
    /// frame to the last (both ends included), in time order; empty when `count` is not positive.
    public func evenlySpaced(count: Int) -> [TraceRecorder.Frame] {
        guard let first, let last, count > 0 else { return [] }
        if count == 1 { return [last] }
        let span = last.time - first.time
        return nearest(to: (0..<count).map { first.time + span * Double($0) / Double(count - 1) })
    }

    /// The frames of a video at `framesPerSecond` made from these recorded frames (oldest
    /// first): at each output time `first.time + k / framesPerSecond` up to the last frame's
    /// time, the nearest recorded frame. Recorded frames come from a virtual clock at the run's
    /// own rate, so a video at another rate repeats or skips recorded frames but never shifts
    /// them in time; the video lasts the recording's span plus one output frame.
    public func sampled(framesPerSecond: Double) -> [TraceRecorder.Frame] {
        precondition(framesPerSecond.isFinite && framesPerSecond > 0, "a video's frame rate is positive")
        guard let first, let last else { return [] }
        // A hair of tolerance, so a recording of N frames at the same rate gives N, not N - 1.
        let steps = Int(((last.time - first.time) * framesPerSecond + 1e-6).rounded(.down))
        return nearest(to: (0...steps).map { first.time + Double($0) / framesPerSecond })
    }

    /// The frame showing `offset` seconds after the first (oldest first, clamped to the
    /// recording): the latest one at or before that time, as a player shows it between frames
    /// (and the gallery's slider does); nil when there are no frames. A time written as a
    /// decimal (0.1) stays on the frame it names.
    public func frame(atOffset offset: Double) -> TraceRecorder.Frame? {
        guard let first else { return nil }
        let target = first.time + offset
        var (low, high) = (startIndex, endIndex - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if self[middle].time <= target + 1e-9 { low = middle } else { high = middle - 1 }
        }
        return self[low]
    }

    /// For each of `times` (ascending), the frame nearest to it; of two equally near, the later
    /// one (the tree after everything that happened at that instant). One pass over both lists.
    private func nearest(to times: [Double]) -> [TraceRecorder.Frame] {
        var candidate = startIndex
        return times.map { time in
            while candidate + 1 < endIndex, abs(self[candidate + 1].time - time) <= abs(self[candidate].time - time) {
                candidate += 1
            }
            return self[candidate]
        }
    }
}
