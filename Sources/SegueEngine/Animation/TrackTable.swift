/// What the engine's track tables need of a track: the storage index it writes and the segment
/// whose progress drives it (negative once the track is retired).
protocol EngineTrack {
    /// The first render-tree storage index the track writes.
    var storageIndex: Int { get }
    /// The owning segment's slot, or -1 when the track is retired.
    var segment: Int { get set }
}

/// A track named so that compaction does not change the name: its segment and its place among
/// that segment's tracks (a segment's tracks are added together and stay together, in order).
struct TrackRef: Equatable {
    /// The segment's slot.
    var segment: Int32
    /// The place among the segment's tracks.
    var offset: Int32

    /// No track.
    static let none = TrackRef(segment: -1, offset: -1)

    /// Whether this names no track.
    var isNone: Bool { segment < 0 }
}

/// The tracks writing the same storage index just before and just after one track (in the order
/// tracks were added, which is the order the tick writes them, so the newer one wins).
struct WriterLinks {
    /// The track written just before, and just after, this one on the same storage index.
    var older = TrackRef.none
    var newer = TrackRef.none
}

/// One kind of track (scalar or transform) in the order the tick writes them, with what lets
/// an animator touch only its own tracks: each segment's range, and for each storage index the
/// chain of tracks writing it, newest known in O(1).
///
/// Retiring a segment unlinks and marks its tracks in place; the table is compacted (order kept,
/// nothing allocated) once retired tracks outnumber live ones, so retirement costs O(own tracks)
/// amortised and the tick never walks more than twice the live tracks.
struct TrackTable<Track: EngineTrack> {
    /// Every track, live and retired, in the order they were added.
    private(set) var tracks: ContiguousArray<Track> = []
    /// `tracks`' writer chains, index for index (kept apart so the tick loop reads less memory).
    private var links: ContiguousArray<WriterLinks> = []
    /// The newest track writing each storage index that any live track writes.
    private var newestWriter: [Int: TrackRef] = [:]
    /// Where each segment's tracks start, and how many it has (indexed by segment slot).
    private var starts: [Int] = []
    private var counts: [Int] = []
    /// Retired tracks still in `tracks`.
    private(set) var retiredCount = 0

    /// Tracks not retired.
    var liveCount: Int { tracks.count - retiredCount }

    /// Where `ref`'s track is in `tracks` now.
    @inline(__always)
    func position(of ref: TrackRef) -> Int { starts[Int(ref.segment)] + Int(ref.offset) }

    /// The positions of `segment`'s tracks.
    func range(ofSegment segment: Int) -> Range<Int> {
        guard segment < counts.count, counts[segment] > 0 else { return 0..<0 }
        return starts[segment]..<starts[segment] + counts[segment]
    }

    /// Reads or changes the track at `position`.
    subscript(position: Int) -> Track {
        get { tracks[position] }
        set { tracks[position] = newValue }
    }

    // MARK: Adding and retiring

    /// Appends `track` as the newest writer of its storage index. A segment's tracks must be
    /// appended one after another, with no other segment's in between.
    mutating func append(_ track: Track) {
        let segment = track.segment
        while counts.count <= segment {
            starts.append(0)
            counts.append(0)
        }
        if counts[segment] == 0 { starts[segment] = tracks.count }
        precondition(starts[segment] + counts[segment] == tracks.count, "a segment's tracks are appended together")
        let ref = TrackRef(segment: Int32(segment), offset: Int32(counts[segment]))
        counts[segment] += 1
        var link = WriterLinks()
        if let newest = newestWriter[track.storageIndex] {
            link.older = newest
            links[position(of: newest)].newer = ref
        }
        newestWriter[track.storageIndex] = ref
        tracks.append(track)
        links.append(link)
    }

    /// Retires every track of `segment`: unlinked from their chains and skipped by the tick.
    mutating func retire(segment: Int) {
        let range = range(ofSegment: segment)
        guard !range.isEmpty else { return }
        for position in range {
            unlink(position)
            tracks[position].segment = -1
        }
        retiredCount += range.count
        counts[segment] = 0
        trimRetiredTail()
        if retiredCount > 32 && retiredCount > liveCount { compact() }
    }

    /// Takes the track at `position` out of its storage index's chain.
    private mutating func unlink(_ position: Int) {
        let link = links[position]
        if !link.older.isNone { links[self.position(of: link.older)].newer = link.newer }
        if !link.newer.isNone {
            links[self.position(of: link.newer)].older = link.older
        } else if link.older.isNone {
            newestWriter.removeValue(forKey: tracks[position].storageIndex)
        } else {
            newestWriter[tracks[position].storageIndex] = link.older
        }
        links[position] = WriterLinks()
    }

    /// Drops retired tracks from the end (the common case: the newest animator ends first).
    private mutating func trimRetiredTail() {
        while let last = tracks.last, last.segment < 0 {
            tracks.removeLast()
            links.removeLast()
            retiredCount -= 1
        }
    }

    /// Moves the live tracks down over the retired ones, keeping their order and capacity.
    private mutating func compact() {
        var write = 0
        for read in tracks.indices {
            let segment = tracks[read].segment
            guard segment >= 0 else { continue }
            // A segment's tracks stay together, so its first track carries the new start.
            if read == starts[segment] { starts[segment] = write }
            tracks[write] = tracks[read]
            links[write] = links[read]
            write += 1
        }
        tracks.removeLast(tracks.count - write)
        links.removeLast(links.count - write)
        retiredCount = 0
    }

    // MARK: Writers of one storage index

    /// The position of the newest track writing `storageIndex`, if any.
    func newestWriter(of storageIndex: Int) -> Int? {
        newestWriter[storageIndex].map(position(of:))
    }

    /// The position of the track writing the same storage index just before the one at `position`.
    func olderWriter(than position: Int) -> Int? {
        let older = links[position].older
        return older.isNone ? nil : self.position(of: older)
    }

    /// Whether another live track writes the storage index the track at `position` writes.
    @inline(__always)
    func sharesStorage(_ position: Int) -> Bool {
        !links[position].older.isNone || !links[position].newer.isNone
    }

    /// The position of the oldest track writing the same storage index as the one at `position`:
    /// where the tick starts writing that index.
    func oldestWriter(sharingStorageWith position: Int) -> Int {
        var current = position
        while let older = olderWriter(than: current) { current = older }
        return current
    }

    /// The position of the track writing the same storage index just after the one at `position`.
    func newerWriter(than position: Int) -> Int? {
        let newer = links[position].newer
        return newer.isNone ? nil : self.position(of: newer)
    }
}
