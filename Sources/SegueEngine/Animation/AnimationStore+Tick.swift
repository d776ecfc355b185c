/// The tick path: plain loops over the flat arrays, through unsafe buffers, allocating nothing.
extension AnimationStore {
    /// Advances every running timeline to engine time `time` (noting those that reach their end
    /// in `finishedThisTick`) and recomputes the progress of every live segment.
    ///
    /// One pass over the timelines, each followed by its own segments, so a segment's timeline
    /// is at hand when its progress is computed. Animators started together on one curve (a
    /// list of cells, one animator each) ask the same question of the curve: it is answered
    /// once for a run of such segments.
    mutating func advance(to time: Double) {
        var last = CurveEvaluation()
        timelines.withUnsafeMutableBufferPointer { timelines in
            segments.withUnsafeMutableBufferPointer { segments in
                curves.curves.withUnsafeBufferPointer { curves in
                    for slot in soloTimelines {
                        if timelines[slot].isRunning {
                            let (fraction, reachedEnd) = timelines[slot].fraction(at: time)
                            timelines[slot].fraction = fraction
                            if reachedEnd {
                                timelines[slot].isRunning = false
                                finishedThisTick.append(slot)
                            }
                        }
                        var segment = timelines[slot].firstSegment
                        guard segment >= 0 else { continue }
                        let timeline = timelines[slot]
                        while segment >= 0 {
                            let local = segments[segment].localFraction(timeline.fraction)
                            segments[segment].isBeforeWindow = local <= 0 && segments[segment].windowStart > 0
                            if timeline.showsLinearProgress {
                                segments[segment].progress = local
                            } else {
                                let anchor = segments[segment].anchor
                                if !last.answers(curve: timeline.curve, local: local, anchor: anchor) {
                                    last = CurveEvaluation(
                                        curve: timeline.curve, local: local, anchor: anchor,
                                        progress: anchor.progress(at: local, curve: curves[timeline.curve]))
                                }
                                segments[segment].progress = last.progress
                            }
                            segment = segments[segment].next
                        }
                    }
                }
            }
        }
        advanceClocks(to: time)
        if finishedThisTick.count > 1 {
            // Deliver in slot order, as the engine always has (the solo list and the clocks
            // reach them in another order).
            finishedThisTick.sort()
        }
    }

    /// Writes every live track into `storage`, in the order the tracks were added (so where two
    /// animators animate one property, the one started later wins).
    func writeTracks(into storage: UnsafeMutableBufferPointer<Double>) {
        clocks.withUnsafeBufferPointer { clocks in
            segments.withUnsafeBufferPointer { segments in
                // A segment's tracks are contiguous: look its progress up once per run of them.
                var shown = ShownProgress()
                scalarTracks.tracks.withUnsafeBufferPointer { tracks in
                    for track in tracks where track.segment >= 0 {
                        shown.load(track.segment, segments, clocks)
                        guard !(track.defersBeforeWindow && shown.isBeforeWindow) else { continue }
                        storage[track.storageIndex] = shownValue(
                            of: track, eased: shown.eased, progress: shown.progress)
                    }
                }
                transformTracks.tracks.withUnsafeBufferPointer { tracks in
                    for track in tracks where track.segment >= 0 {
                        shown.load(track.segment, segments, clocks)
                        guard !(track.defersBeforeWindow && shown.isBeforeWindow) else { continue }
                        track.write(shownMatrix(of: track, eased: shown.eased, progress: shown.progress), into: storage)
                    }
                }
            }
        }
    }
}

/// What one segment shows at this tick (its keyframe's share of the eased progress), as the track
/// loop last looked it up.
private struct ShownProgress {
    var segment = -1
    var progress = 0.0
    /// The animation's eased progress itself, which a cubic keyframe spline reads.
    var eased = 0.0
    var isBeforeWindow = false

    /// Looks up `segment`'s progress (its clock's, when it follows one) unless it is the last one looked up.
    @inline(__always)
    mutating func load(
        _ segment: Int, _ segments: UnsafeBufferPointer<AnimationSegment>, _ clocks: UnsafeBufferPointer<SharedClock>
    ) {
        guard segment != self.segment else { return }
        self.segment = segment
        let state = segments[segment]
        eased = state.clock >= 0 ? clocks[state.clock].progress : state.progress
        isBeforeWindow = state.waits(at: eased)
        progress = state.shownProgress(eased)
    }
}
