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
                    for slot in timelines.indices where timelines[slot].clock < 0 {
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
        if advanceClocks(to: time) {
            // Deliver in slot order, as when every timeline kept its own time.
            finishedThisTick.sort()
        }
    }

    /// Writes every live track into `storage`, in the order the tracks were added (so where two
    /// animators animate one property, the one started later wins).
    func writeTracks(into storage: UnsafeMutableBufferPointer<Double>) {
        clocks.withUnsafeBufferPointer { clocks in
            segments.withUnsafeBufferPointer { segments in
                scalarTracks.tracks.withUnsafeBufferPointer { tracks in
                    for track in tracks where track.segment >= 0 {
                        let segment = segments[track.segment]
                        guard !(track.defersBeforeWindow && segment.isBeforeWindow) else { continue }
                        let progress = segment.clock >= 0 ? clocks[segment.clock].progress : segment.progress
                        storage[track.storageIndex] = track.value(at: progress)
                    }
                }
                transformTracks.tracks.withUnsafeBufferPointer { tracks in
                    for track in tracks where track.segment >= 0 {
                        let segment = segments[track.segment]
                        guard !(track.defersBeforeWindow && segment.isBeforeWindow) else { continue }
                        let progress = segment.clock >= 0 ? clocks[segment.clock].progress : segment.progress
                        track.write(at: progress, into: storage)
                    }
                }
            }
        }
    }
}
