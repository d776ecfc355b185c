/// Cubic keyframe animations: each property's keys gathered from its keyframes' tracks into one
/// `KeyframeSpline` that every one of those tracks then shows.
extension AnimationStore {
    /// Joins each property `animator`'s keyframes animate into one spline (call once, after
    /// every keyframe is captured).
    mutating func buildSplines(ofAnimator animator: Int) {
        var scalarKeys: [Int: (positions: [Int], keys: [(time: Double, value: Double)])] = [:]
        var transformKeys: [Int: (positions: [Int], keys: [(time: Double, value: Transform3D)])] = [:]
        var storageOrder: (scalar: [Int], transform: [Int]) = ([], [])
        forEachSegment(ofAnimator: animator) { slot in
            let window = segments[slot].keyframe
            for position in scalarTracks.range(ofSegment: slot) {
                let track = scalarTracks[position]
                if scalarKeys[track.storageIndex] == nil {
                    scalarKeys[track.storageIndex] = ([], [(0, track.from)])
                    storageOrder.scalar.append(track.storageIndex)
                }
                scalarKeys[track.storageIndex]!.positions.append(position)
                scalarKeys[track.storageIndex]!.keys += [(window.start, track.from), (window.start + window.length, track.to)]
            }
            for position in transformTracks.range(ofSegment: slot) {
                let track = transformTracks[position]
                if transformKeys[track.storageIndex] == nil {
                    transformKeys[track.storageIndex] = ([], [(0, track.fromMatrix)])
                    storageOrder.transform.append(track.storageIndex)
                }
                transformKeys[track.storageIndex]!.positions.append(position)
                transformKeys[track.storageIndex]!.keys += [(window.start, track.fromMatrix), (window.start + window.length, track.toMatrix)]
            }
        }
        for storageIndex in storageOrder.scalar {
            let (positions, keys) = scalarKeys[storageIndex]!
            let number = Self.place(KeyframeSpline(keys: keys, isSame: ==), in: &scalarSplines, reusing: &freeScalarSplines)
            for position in positions { scalarTracks[position].spline = number }
        }
        for storageIndex in storageOrder.transform {
            let (positions, keys) = transformKeys[storageIndex]!
            let number = Self.place(TransformSpline(keys: keys), in: &transformSplines, reusing: &freeTransformSplines)
            for position in positions { transformTracks[position].spline = number }
        }
    }

    /// Frees the splines `segment`'s tracks show (several tracks share one; it is freed once).
    mutating func releaseSplines(ofSegment segment: Int) {
        for position in scalarTracks.range(ofSegment: segment) {
            let number = scalarTracks[position].spline
            guard number >= 0, !scalarSplines[number].isEmpty else { continue }
            scalarSplines[number] = KeyframeSpline(keys: [], isSame: ==)
            freeScalarSplines.append(number)
        }
        for position in transformTracks.range(ofSegment: segment) {
            let number = transformTracks[position].spline
            guard number >= 0, !transformSplines[number].isEmpty else { continue }
            transformSplines[number] = .empty
            freeTransformSplines.append(number)
        }
    }

    /// Stores `spline` in a free slot of `table` (or a new one) and returns its number.
    private static func place<Spline>(_ spline: Spline, in table: inout ContiguousArray<Spline>, reusing free: inout [Int]) -> Int {
        if let slot = free.popLast() {
            table[slot] = spline
            return slot
        }
        table.append(spline)
        return table.count - 1
    }
}
