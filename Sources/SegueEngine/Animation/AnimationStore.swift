/// Everything the engine animates, as plain data: timelines, their segments, the segments'
/// tracks and the curves, in flat arrays of structs indexed by slot.
///
/// A value type so that each engine operation is one access to the engine's `store` (a class
/// property, checked for exclusive access at run time) rather than one per field it touches.
/// Every operation on one animator reaches its segments through its timeline's chain and their
/// tracks through the track tables' ranges, so it costs what that animator animates, whatever
/// else runs.
struct AnimationStore {
    /// Every animator's clock, by timeline slot.
    var timelines: ContiguousArray<AnimatorTimeline> = []
    /// The animator behind each timeline slot (nil when the slot is free); retained while active,
    /// as UIKit retains a running animator.
    var owners: [PropertyAnimator?] = []
    /// Timeline slots to reuse.
    private var freeTimelines: [Int] = []
    /// The active timelines that keep their own time, in no particular order: the tick walks
    /// these and the clocks, never the timelines following a clock.
    var soloTimelines: ContiguousArray<Int> = []
    /// Every animation block's window and progress, by segment slot.
    var segments: ContiguousArray<AnimationSegment> = []
    /// Segment slots to reuse.
    private var freeSegments: [Int] = []
    /// The active timelines' curves, by the number each timeline holds.
    var curves = CurveTable()
    /// Every animated number and every animated transform, in the order they were added.
    var scalarTracks = TrackTable<ScalarTrack>()
    var transformTracks = TrackTable<TransformTrack>()
    /// The splines of cubic keyframe animations' properties, by the number their tracks hold,
    /// and the numbers to reuse.
    var scalarSplines: ContiguousArray<KeyframeSpline<Double>> = []
    var transformSplines: ContiguousArray<TransformSpline> = []
    var freeScalarSplines: [Int] = []
    var freeTransformSplines: [Int] = []
    /// Timelines that reached their end during the current tick (capacity kept).
    var finishedThisTick: ContiguousArray<Int> = []
    /// Clocks shared by timelines of identical timing, and the clock of each timing.
    var clocks: ContiguousArray<SharedClock> = []
    var freeClocks: [Int] = []
    var clockOfKey: [ClockKey: Int] = [:]
    /// The clock a timeline joined last (-1 before any).
    var lastJoinedClock = -1

    /// Registers `timeline` on `curve` for `owner` and returns its slot.
    mutating func addTimeline(owner: PropertyAnimator, _ timeline: AnimatorTimeline, curve: TimingCurve) -> Int {
        var timeline = timeline
        timeline.curve = curves.acquire(curve)
        let slot: Int
        if let free = freeTimelines.popLast() {
            slot = free
            timelines[slot] = timeline
            owners[slot] = owner
        } else {
            slot = timelines.count
            timelines.append(timeline)
            owners.append(owner)
            finishedThisTick.reserveCapacity(timelines.count)
        }
        addSolo(slot)
        return slot
    }

    /// Lists the timeline in `slot` among those keeping their own time.
    mutating func addSolo(_ slot: Int) {
        timelines[slot].soloIndex = soloTimelines.count
        soloTimelines.append(slot)
    }

    /// Takes the timeline in `slot` off the list of those keeping their own time.
    mutating func removeSolo(_ slot: Int) {
        let index = timelines[slot].soloIndex
        let moved = soloTimelines.removeLast()
        if moved != slot {
            soloTimelines[index] = moved
            timelines[moved].soloIndex = index
        }
        timelines[slot].soloIndex = -1
    }

    /// Adds a segment over [`windowStart`, 1] of `animator`'s fraction, showing `keyframe`'s share
    /// of its eased progress, to the animator's chain; its tracks must be added next, all together.
    mutating func addSegment(animator: Int, windowStart: Double, keyframe: KeyframeWindow = .whole) -> Int {
        let segment = AnimationSegment(
            animator: animator, windowStart: windowStart, windowLength: 1 - windowStart, anchor: .origin,
            progress: 0, isBeforeWindow: windowStart > 0, keyframe: keyframe)
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
            body(segment)
            segment = segments[segment].next
        }
    }

    /// Lets `body` change each segment of `animator`, in the order they were added.
    @inline(__always)
    mutating func updateSegments(ofAnimator animator: Int, _ body: (inout AnimationSegment) -> Void) {
        var segment = timelines[animator].firstSegment
        while segment >= 0 {
            body(&segments[segment])
            segment = segments[segment].next
        }
    }

    /// Puts the timeline in `slot` on `curve` from now on.
    mutating func setCurve(_ curve: TimingCurve, ofTimeline slot: Int) {
        let number = curves.acquire(curve)
        curves.release(timelines[slot].curve)
        timelines[slot].curve = number
    }

    /// Frees a timeline with its segments and tracks; the tree keeps whatever values they last wrote.
    mutating func removeTimeline(_ slot: Int) {
        leaveSharedClock(slot)
        removeSolo(slot)
        var segment = timelines[slot].firstSegment
        while segment >= 0 {
            let next = segments[segment].next
            releaseSplines(ofSegment: segment)
            scalarTracks.retire(segment: segment)
            transformTracks.retire(segment: segment)
            segments[segment].animator = -1
            segments[segment].next = -1
            freeSegments.append(segment)
            segment = next
        }
        curves.release(timelines[slot].curve)
        timelines[slot] = AnimatorTimeline()
        owners[slot] = nil
        freeTimelines.append(slot)
        // Only non-empty between advancing timelines and delivering completions, when no
        // animator code runs; kept for safety.
        if !finishedThisTick.isEmpty { finishedThisTick.removeAll { $0 == slot } }
    }
}
