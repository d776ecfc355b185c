/// Cubic keyframe animations: each property's keys gathered from its keyframes' tracks into one
/// `KeyframeSpline` that every one of those tracks then shows.
extension AnimationStore {
    /// Joins each property `animator`'s keyframes animate into one spline (call once, after
    /// every keyframe is captured).
    mutating func buildSplines(ofAnimator animator: Int) {
        var scalars = KeyGathering<Double>()
        var transforms = KeyGathering<Transform3D>()
        forEachSegment(ofAnimator: animator) { slot in
            let window = segments[slot].keyframe
            scalars.add(scalarTracks, segment: slot, window: window) { ($0.from, $0.to) }
            transforms.add(transformTracks, segment: slot, window: window) { ($0.fromMatrix, $0.toMatrix) }
        }
        for property in scalars.properties {
            let number = Self.place(
                KeyframeSpline(keys: property.keys, isSame: ==), in: &scalarSplines, reusing: &freeScalarSplines)
            for position in property.positions { scalarTracks[position].spline = number }
        }
        for property in transforms.properties {
            let number = Self.place(
                TransformSpline(keys: property.keys), in: &transformSplines, reusing: &freeTransformSplines)
            for position in property.positions { transformTracks[position].spline = number }
        }
    }

    /// The number `track` shows at its animation's eased progress `eased` (`progress` being its
    /// keyframe's share of it): its property's spline in a cubic keyframe animation, else its own
    /// value. The one rule for the tick and for writing a single animator.
    @inline(__always)
    func shownValue(of track: ScalarTrack, eased: Double, progress: Double) -> Double {
        track.spline >= 0 ? scalarSplines[track.spline].value(at: eased) : track.value(at: progress)
    }

    /// The transform `track` shows, by the same rule as `shownValue(of:eased:progress:)`.
    @inline(__always)
    func shownMatrix(of track: TransformTrack, eased: Double, progress: Double) -> Transform3D {
        track.spline >= 0 ? transformSplines[track.spline].value(at: eased) : track.value(at: progress)
    }

    /// Frees the splines `segment`'s tracks show (several tracks share one; it is freed once).
    mutating func releaseSplines(ofSegment segment: Int) {
        for position in scalarTracks.range(ofSegment: segment) {
            let number = scalarTracks[position].spline
            guard number >= 0, !scalarSplines[number].isEmpty else { continue }
            scalarSplines[number] = .empty
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
    private static func place<Spline>(
        _ spline: Spline, in table: inout ContiguousArray<Spline>, reusing free: inout [Int]
    ) -> Int {
        if let slot = free.popLast() {
            table[slot] = spline
            return slot
        }
        table.append(spline)
        return table.count - 1
    }
}

/// The keys of each property one kind of track animates, gathered keyframe by keyframe: the
/// property's value at the start, then each keyframe's start and end values at its window's ends.
private struct KeyGathering<Value> {
    /// Each property's tracks (positions in their table) and keys, in the order first met.
    var properties: [(positions: [Int], keys: [(time: Double, value: Value)])] = []
    /// Where each storage index's property is in `properties`.
    private var indexOfStorage: [Int: Int] = [:]

    /// Adds the keys of `segment`'s tracks in `table`, over `window`, their values by `ends`.
    mutating func add<Track: EngineTrack>(
        _ table: TrackTable<Track>, segment: Int, window: KeyframeWindow, ends: (Track) -> (from: Value, to: Value)
    ) {
        for position in table.range(ofSegment: segment) {
            let track = table[position]
            let (from, to) = ends(track)
            let index = indexOfStorage[track.storageIndex] ?? properties.count
            if index == properties.count {
                indexOfStorage[track.storageIndex] = index
                properties.append(([], [(0, from)]))
            }
            properties[index].positions.append(position)
            properties[index].keys += [(window.start, from), (window.start + window.length, to)]
        }
    }
}
