/// The engine's contiguous per-tick data: plain structs in flat arrays, indexed by slot, so the
/// tick loop touches no objects and allocates nothing.

/// Where a paused, re-timed or reversed animation picks its curve up again: at local fraction
/// `fraction` the progress was `progress`, and the curve runs from there towards the end it faces.
struct ProgressAnchor: Equatable {
    var fraction: Double
    var progress: Double
    var forward: Bool

    /// The plain curve from the start: progress = curve(fraction) in both directions.
    static let origin = ProgressAnchor(fraction: 0, progress: 0, forward: true)

    /// The progress at local fraction `l` under `curve`, continuous through the anchor; on the far
    /// side of the anchor (reached only by reversing) it blends linearly to the other end.
    @inline(__always)
    func progress(at l: Double, curve: TimingCurve) -> Double {
        if forward {
            if l >= fraction {
                return fraction >= 1 ? 1 : progress + (1 - progress) * curve.value(at: (l - fraction) / (1 - fraction))
            }
            return fraction <= 0 ? 0 : progress * l / fraction
        }
        if l <= fraction {
            return fraction <= 0 ? 0 : progress * curve.value(at: l / fraction)
        }
        return fraction >= 1 ? 1 : progress + (1 - progress) * (l - fraction) / (1 - fraction)
    }
}

/// One answer of a curve, kept by the tick so that the next segment asking exactly the same
/// question (same curve, same local fraction, same anchor, compared bit for bit) reuses it.
struct CurveEvaluation {
    var curve = -1
    var local = 0.0
    var anchor = ProgressAnchor.origin
    var progress = 0.0

    /// Whether this evaluation is the answer for `curve` at `local` from `anchor`.
    @inline(__always)
    func answers(curve: Int, local: Double, anchor: ProgressAnchor) -> Bool {
        curve == self.curve && local.bitPattern == self.local.bitPattern
            && anchor.fraction.bitPattern == self.anchor.fraction.bitPattern
            && anchor.progress.bitPattern == self.anchor.progress.bitPattern && anchor.forward == self.anchor.forward
    }
}

/// The clock of one property animator: how its elapsed fraction moves with engine time.
struct AnimatorTimeline {
    var isRunning = false
    var isReversed = false
    /// Elapsed fraction of the duration, 0…1 (1 is the end even when reversed).
    var fraction = 0.0
    /// Engine time at which `fraction` equalled `referenceFraction`; later times move it at `rate`.
    var referenceTime = 0.0
    var referenceFraction = 0.0
    /// Fraction per second; infinite for a zero duration.
    var rate = 1.0
    /// The curve's number in the engine's `CurveTable` (-1 before the timeline is added).
    var curve = -1
    /// Paused and scrubbed with `scrubsLinearly`: show progress equal to the fraction.
    var showsLinearProgress = false
    /// The animator's first and last segment slots (-1 for none); segments chain through `next`,
    /// so an animator reaches its own segments without walking everyone's.
    var firstSegment = -1
    var lastSegment = -1
    /// The shared clock this timeline follows (-1 when it keeps its own time): then its
    /// `fraction` is stale and the clock's counts, and its segments show the clock's progress.
    var clock = -1
    /// The neighbouring followers of the same clock (-1 for none).
    var nextFollower = -1
    var previousFollower = -1
    /// Where the timeline is in the store's list of timelines keeping their own time (-1 when
    /// it follows a clock or its slot is free).
    var soloIndex = -1

    /// The fraction at engine time `time`, clamped to [0, 1], and whether it reached the end it runs towards.
    @inline(__always)
    func fraction(at time: Double) -> (fraction: Double, reachedEnd: Bool) {
        guard isRunning, time >= referenceTime else { return (fraction, false) }
        let elapsed = time - referenceTime
        let step = rate.isInfinite ? (elapsed >= 0 ? Double.infinity : 0) : rate * elapsed
        if isReversed {
            let f = referenceFraction - step
            return f <= 0 ? (0, true) : (f, false)
        }
        let f = referenceFraction + step
        return f >= 1 ? (1, true) : (f, false)
    }
}

/// A block of animations inside one animator, active over the window [start, start + length] of
/// the animator's fraction (`addAnimations(_:delayFactor:)` starts later windows).
struct AnimationSegment {
    /// The owning timeline's slot, or -1 when this slot is free.
    var animator: Int
    var windowStart: Double
    var windowLength: Double
    var anchor: ProgressAnchor
    /// Eased progress over the window on the last tick; the tracks show `keyframe`'s share of it.
    var progress: Double
    /// Whether the animator's fraction has not reached this window yet (a block added later with
    /// a delay factor, whose deferring tracks must leave the property to the earlier block).
    var isBeforeWindow = false
    /// The keyframe's window on the eased progress (the whole of it for an ordinary block).
    var keyframe = KeyframeWindow.whole
    /// The same animator's next segment slot, in the order they were added (-1 for the last).
    var next = -1
    /// The shared clock whose progress this segment shows instead of `progress` (-1 for none).
    var clock = -1

    /// A segment over the whole duration on the plain curve: what a shared clock computes.
    static let plain = AnimationSegment(animator: -1, windowStart: 0, windowLength: 1, anchor: .origin, progress: 0)

    /// What the segment's tracks show for eased progress `eased` (its own or its clock's).
    @inline(__always)
    func shownProgress(_ eased: Double) -> Double { keyframe.progress(at: eased) }

    /// Whether the segment has not begun at eased progress `eased`: its tracks that defer to an
    /// earlier block or keyframe of the same property leave that one's value showing.
    @inline(__always)
    func waits(at eased: Double) -> Bool { isBeforeWindow || keyframe.waits(at: eased) }

    /// Whether the segment covers the whole duration on the plain curve, so its progress is its
    /// timeline's curve at its fraction and a shared clock can compute it.
    var isPlain: Bool {
        windowStart == 0 && windowLength == 1 && anchor.fraction == 0 && anchor.progress == 0 && anchor.forward
    }

    /// Sets `progress` and `isBeforeWindow` for `timeline`'s current fraction on `curve`.
    @inline(__always)
    mutating func update(for timeline: AnimatorTimeline, curve: TimingCurve) {
        let local = localFraction(timeline.fraction)
        isBeforeWindow = local <= 0 && windowStart > 0
        progress = timeline.showsLinearProgress ? local : anchor.progress(at: local, curve: curve)
    }

    /// The segment's own fraction for animator fraction `f`.
    @inline(__always)
    func localFraction(_ f: Double) -> Double {
        if windowLength <= 0 { return f >= windowStart ? 1 : 0 }
        return min(max((f - windowStart) / windowLength, 0), 1)
    }
}

/// One animated number: a storage index blended from `from` to `to` by its segment's progress.
struct ScalarTrack: EngineTrack {
    var storageIndex: Int
    /// The owning segment's slot, or -1 once retired.
    var segment: Int
    var from: Double
    var to: Double
    /// Set when an earlier segment of the same animator animates this number: before its window
    /// the track writes nothing, so the earlier keyframe's value shows.
    var defersBeforeWindow = false
    /// The property's spline in the store's `scalarSplines` (-1 for none): in a cubic keyframe
    /// animation every track of the property shows it at the eased progress instead.
    var spline = -1

    /// The number at `progress`.
    @inline(__always)
    func value(at progress: Double) -> Double {
        from * (1 - progress) + to * progress
    }
}

/// One animated 4×4 transform (a view's `transform` or `sublayerTransform`: the storage index
/// says which), blended in decomposed form so rotations turn rather than shrink.
struct TransformTrack: EngineTrack {
    var storageIndex: Int
    /// The owning segment's slot, or -1 once retired.
    var segment: Int
    var from: Transform3DDecomposition
    var to: Transform3DDecomposition
    var fromMatrix: Transform3D
    var toMatrix: Transform3D
    /// Set when either end is singular: blend the sixteen entries instead.
    var blendsEntries: Bool
    /// As `ScalarTrack.defersBeforeWindow`.
    var defersBeforeWindow = false
    /// As `ScalarTrack.spline`, in the store's `transformSplines`.
    var spline = -1

    /// The transform at `progress`, exactly the end matrices at 0 and 1.
    @inline(__always)
    func value(at progress: Double) -> Transform3D {
        if progress == 0 { return fromMatrix }
        if progress == 1 { return toMatrix }
        if blendsEntries { return fromMatrix.blendingEntries(to: toMatrix, fraction: progress) }
        return from.interpolated(to: to, fraction: progress).transform
    }

    /// Writes the sixteen entries at `progress` into the render tree's storage.
    @inline(__always)
    func write(at progress: Double, into storage: UnsafeMutableBufferPointer<Double>) {
        write(value(at: progress), into: storage)
    }

    /// Writes the sixteen entries of `matrix` into the render tree's storage.
    @inline(__always)
    func write(_ matrix: Transform3D, into storage: UnsafeMutableBufferPointer<Double>) {
        var matrix = matrix
        withUnsafeBytes(of: &matrix) { bytes in
            for entry in 0..<16 {
                storage[storageIndex + entry] = bytes.load(fromByteOffset: entry * 8, as: Double.self)
            }
        }
    }
}
