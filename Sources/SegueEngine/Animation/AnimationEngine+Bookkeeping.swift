/// What property animators ask of the engine. Every operation here reaches one animator's
/// segments through its timeline's chain and their tracks through the track tables' ranges, so
/// it costs what that animator animates, whatever else runs.
extension AnimationEngine {
    func addTimeline(owner: PropertyAnimator, _ timeline: AnimatorTimeline) -> Int {
        if let slot = freeTimelines.popLast() {
            timelines[slot] = timeline
            owners[slot] = owner
            return slot
        }
        timelines.append(timeline)
        owners.append(owner)
        finishedThisTick.reserveCapacity(timelines.count)
        return timelines.count - 1
    }

    /// Adds a segment to `animator`'s chain; its tracks must be added next, all together.
    func addSegment(animator: Int, windowStart: Double, windowLength: Double? = nil) -> Int {
        let segment = AnimationSegment(
            animator: animator, windowStart: windowStart, windowLength: windowLength ?? 1 - windowStart, anchor: .origin,
            progress: 0, isBeforeWindow: windowStart > 0)
        let slot: Int
        if let free = freeSegments.popLast() {
            slot = free
            segments[slot] = segment
        } else {
            slot = segments.count
            segments.append(segment)
        }
        let last = timelines[animator].lastSegment
        if last >= 0 { segments[last].next = slot } else { timelines[animator].firstSegment = slot }
        timelines[animator].lastSegment = slot
        return slot
    }

    /// Calls `body` with each segment slot of `animator`, in the order they were added.
    @inline(__always)
    func forEachSegment(ofAnimator animator: Int, _ body: (Int) -> Void) {
        var segment = timelines[animator].firstSegment
        while segment >= 0 {
            let next = segments[segment].next
            body(segment)
            segment = next
        }
    }

    /// Where the latest track of `animator` on storage index `storageIndex` ends, if any: a
    /// later keyframe of the same property starts there rather than at the model value.
    func latestScalarTarget(ofAnimator animator: Int, storageIndex: Int) -> Double? {
        var position = scalarTracks.newestWriter(of: storageIndex)
        while let current = position {
            if segments[scalarTracks[current].segment].animator == animator { return scalarTracks[current].to }
            position = scalarTracks.olderWriter(than: current)
        }
        return nil
    }

    /// As `latestScalarTarget`, for a transform.
    func latestTransformTarget(ofAnimator animator: Int, storageIndex: Int) -> Transform3D? {
        var position = transformTracks.newestWriter(of: storageIndex)
        while let current = position {
            if segments[transformTracks[current].segment].animator == animator { return transformTracks[current].toMatrix }
            position = transformTracks.olderWriter(than: current)
        }
        return nil
    }

    func addScalarTrack(_ track: ScalarTrack) {
        scalarTracks.append(track)
    }

    func addTransformTrack(_ track: TransformTrack) {
        transformTracks.append(track)
    }

    /// Recomputes `animator`'s progress at its current fraction and writes its tracks, without
    /// advancing time (after a start, a scrub or new animations, so the change shows at once).
    func render(animator: Int) {
        let timeline = timelines[animator]
        forEachSegment(ofAnimator: animator) { segments[$0].update(for: timeline) }
        writeTracks(ofAnimator: animator)
    }

    /// Sets every segment of `animator` to `progress` and writes their tracks once.
    func setProgress(_ progress: Double, forAnimator animator: Int) {
        forEachSegment(ofAnimator: animator) { index in
            segments[index].progress = progress
            segments[index].isBeforeWindow = progress == 0 && segments[index].windowStart > 0
        }
        writeTracks(ofAnimator: animator)
    }

    /// Re-anchors every segment of `animator` at its current progress, facing `forward`.
    func reanchorSegments(ofAnimator animator: Int, forward: Bool) {
        let fraction = timelines[animator].fraction
        forEachSegment(ofAnimator: animator) { index in
            let local = segments[index].localFraction(fraction)
            segments[index].anchor = ProgressAnchor(fraction: local, progress: segments[index].progress, forward: forward)
        }
    }

    /// Frees a timeline with its segments and tracks; the tree keeps whatever values they last wrote.
    func removeTimeline(_ slot: Int) {
        forEachSegment(ofAnimator: slot) { index in
            scalarTracks.retire(segment: index)
            transformTracks.retire(segment: index)
            segments[index].animator = -1
            segments[index].next = -1
            freeSegments.append(index)
        }
        timelines[slot].firstSegment = -1
        timelines[slot].lastSegment = -1
        timelines[slot].isRunning = false
        owners[slot] = nil
        freeTimelines.append(slot)
        // Only non-empty between advancing timelines and delivering completions, when no
        // animator code runs; kept for safety.
        if !finishedThisTick.isEmpty { finishedThisTick.removeAll { $0 == slot } }
    }
}
