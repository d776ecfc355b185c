/// Writing one animator's tracks outside the tick, with the tick's result: where another live
/// track writes the same storage index, the whole chain is written oldest first, so the track
/// added last still wins (and a deferring keyframe still leaves the value to the one before).
extension AnimationEngine {
    /// Writes every track of `animator` at its segments' current progress.
    func writeTracks(ofAnimator animator: Int) {
        forEachSegment(ofAnimator: animator) { segment in
            for position in scalarTracks.range(ofSegment: segment) {
                if scalarTracks.sharesStorage(position) {
                    scalarTracks.forEachWriter(sharingStorageWith: position) { writeScalar(at: $0) }
                } else {
                    writeScalar(at: position)
                }
            }
            for position in transformTracks.range(ofSegment: segment) {
                if transformTracks.sharesStorage(position) {
                    transformTracks.forEachWriter(sharingStorageWith: position) { writeTransform(at: $0) }
                } else {
                    writeTransform(at: position)
                }
            }
        }
    }

    /// Writes the scalar track at `position` as the tick would.
    private func writeScalar(at position: Int) {
        let track = scalarTracks[position]
        let segment = segments[track.segment]
        guard !(track.defersBeforeWindow && segment.isBeforeWindow) else { return }
        tree.storage[track.storageIndex] = track.value(at: segment.progress)
    }

    /// Writes the transform track at `position` as the tick would.
    private func writeTransform(at position: Int) {
        let track = transformTracks[position]
        let segment = segments[track.segment]
        guard !(track.defersBeforeWindow && segment.isBeforeWindow) else { return }
        tree.storage.withUnsafeMutableBufferPointer { track.write(at: segment.progress, into: $0) }
    }
}
