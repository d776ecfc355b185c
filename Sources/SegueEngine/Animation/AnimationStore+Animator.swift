/// What one property animator asks of the store between ticks: its latest targets during
/// capture, its tracks, and its progress. Each reaches only that animator's segments and tracks.
extension AnimationStore {
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
            if segments[transformTracks[current].segment].animator == animator {
                return transformTracks[current].toMatrix
            }
            position = transformTracks.olderWriter(than: current)
        }
        return nil
    }

    /// Recomputes `animator`'s progress at its current fraction (without advancing time).
    mutating func updateProgress(ofAnimator animator: Int) {
        leaveSharedClock(animator)
        let timeline = timelines[animator]
        let curve = curves[timeline.curve]
        updateSegments(ofAnimator: animator) { $0.update(for: timeline, curve: curve) }
    }

    /// Sets every segment of `animator` to `progress`.
    mutating func setProgress(_ progress: Double, ofAnimator animator: Int) {
        leaveSharedClock(animator)
        updateSegments(ofAnimator: animator) { segment in
            segment.progress = progress
            segment.isBeforeWindow = progress == 0 && segment.windowStart > 0
        }
    }

    /// Re-anchors every segment of `animator` at its current progress, facing `forward`.
    mutating func reanchorSegments(ofAnimator animator: Int, forward: Bool) {
        leaveSharedClock(animator)
        let fraction = timelines[animator].fraction
        updateSegments(ofAnimator: animator) { segment in
            segment.anchor = ProgressAnchor(
                fraction: segment.localFraction(fraction), progress: segment.progress, forward: forward)
        }
    }

    /// Puts back on the plain curve every segment of `animator` still showing it: the plain curve
    /// already runs both ways, so reversing needs no anchor where none was set before.
    mutating func restoreOriginAnchorsIfUntouched(ofAnimator animator: Int) {
        leaveSharedClock(animator)
        let timeline = timelines[animator]
        let curve = curves[timeline.curve]
        updateSegments(ofAnimator: animator) { segment in
            let local = segment.localFraction(timeline.fraction)
            if segment.progress == ProgressAnchor.origin.progress(at: local, curve: curve) { segment.anchor = .origin }
        }
    }

    /// Writes every track of `animator` into `storage` at its segments' current progress, with
    /// the tick's result: where another live track writes the same storage index, the whole
    /// chain is written oldest first, so the track added last still wins (and a deferring
    /// keyframe still leaves the value to the one before).
    func writeTracks(ofAnimator animator: Int, into storage: UnsafeMutableBufferPointer<Double>) {
        // Plain loops, no closures: a closure here would capture the whole store by copy,
        // retaining and releasing every one of its arrays on each start, scrub and completion.
        var segment = timelines[animator].firstSegment
        while segment >= 0 {
            for position in scalarTracks.range(ofSegment: segment) {
                guard scalarTracks.sharesStorage(position) else {
                    writeScalar(at: position, into: storage)
                    continue
                }
                var writer: Int? = scalarTracks.oldestWriter(sharingStorageWith: position)
                while let current = writer {
                    writeScalar(at: current, into: storage)
                    writer = scalarTracks.newerWriter(than: current)
                }
            }
            for position in transformTracks.range(ofSegment: segment) {
                guard transformTracks.sharesStorage(position) else {
                    writeTransform(at: position, into: storage)
                    continue
                }
                var writer: Int? = transformTracks.oldestWriter(sharingStorageWith: position)
                while let current = writer {
                    writeTransform(at: current, into: storage)
                    writer = transformTracks.newerWriter(than: current)
                }
            }
            segment = segments[segment].next
        }
    }

    /// Writes the scalar track at `position` as the tick would.
    private func writeScalar(at position: Int, into storage: UnsafeMutableBufferPointer<Double>) {
        let track = scalarTracks[position]
        let segment = segments[track.segment]
        let eased = easedProgress(of: segment)
        guard !(track.defersBeforeWindow && segment.waits(at: eased)) else { return }
        storage[track.storageIndex] = shownValue(of: track, eased: eased, progress: segment.shownProgress(eased))
    }

    /// Writes the transform track at `position` as the tick would.
    private func writeTransform(at position: Int, into storage: UnsafeMutableBufferPointer<Double>) {
        let track = transformTracks[position]
        let segment = segments[track.segment]
        let eased = easedProgress(of: segment)
        guard !(track.defersBeforeWindow && segment.waits(at: eased)) else { return }
        track.write(shownMatrix(of: track, eased: eased, progress: segment.shownProgress(eased)), into: storage)
    }
}
