/// Shared clocks: joining one when an animator starts, leaving it before anything changes the
/// animator's timing, and advancing each clock once per tick.
extension AnimationStore {
    /// The fraction of the timeline in `slot`, its clock's when it follows one.
    func fraction(ofTimeline slot: Int) -> Double {
        let clock = timelines[slot].clock
        return clock >= 0 ? clocks[clock].timeline.fraction : timelines[slot].fraction
    }

    /// The eased progress of `segment`'s window: its clock's when its timeline follows one.
    @inline(__always)
    func easedProgress(of segment: AnimationSegment) -> Double {
        segment.clock >= 0 ? clocks[segment.clock].progress : segment.progress
    }

    /// Makes the running timeline in `slot` follow the clock of its exact timing (starting one
    /// if there is none), when all its segments are plain.
    mutating func followSharedClock(_ slot: Int) {
        let timeline = timelines[slot]
        guard timeline.clock < 0, timeline.isRunning, !timeline.showsLinearProgress else { return }
        var segment = timeline.firstSegment
        while segment >= 0 {
            guard segments[segment].isPlain else { return }
            segment = segments[segment].next
        }
        let key = ClockKey(timeline)
        let clock = clock(of: key) ?? startClock(key, timeline)
        let first = clocks[clock].firstFollower
        if first >= 0 { timelines[first].previousFollower = slot }
        timelines[slot].nextFollower = first
        timelines[slot].previousFollower = -1
        timelines[slot].clock = clock
        clocks[clock].firstFollower = slot
        clocks[clock].followers += 1
        removeSolo(slot)
        lastJoinedClock = clock
        updateSegments(ofAnimator: slot) { segment in
            segment.clock = clock
            segment.isBeforeWindow = false
        }
    }

    /// The running clock of `key`, if any: the clock joined last when it matches (animators
    /// usually start in runs; comparing keys is cheaper than hashing one), else the dictionary's.
    private func clock(of key: ClockKey) -> Int? {
        if lastJoinedClock >= 0, clocks[lastJoinedClock].followers > 0,
            ClockKey(clocks[lastJoinedClock].timeline) == key
        {
            return lastJoinedClock
        }
        return clockOfKey[key]
    }

    /// Starts the clock of `key`, at `timeline`'s timing and fraction, and returns its number.
    private mutating func startClock(_ key: ClockKey, _ timeline: AnimatorTimeline) -> Int {
        let local = AnimationSegment.plain.localFraction(timeline.fraction)
        let clock = SharedClock(
            timeline: timeline, progress: ProgressAnchor.origin.progress(at: local, curve: curves[timeline.curve]))
        let number: Int
        if let free = freeClocks.popLast() {
            number = free
            clocks[number] = clock
        } else {
            number = clocks.count
            clocks.append(clock)
        }
        clockOfKey[key] = number
        return number
    }

    /// Makes the timeline in `slot` keep its own time again, from its clock's fraction and
    /// progress (nothing when it follows no clock). Call before changing its timing.
    mutating func leaveSharedClock(_ slot: Int) {
        let clock = timelines[slot].clock
        guard clock >= 0 else { return }
        let shared = clocks[clock]
        timelines[slot].fraction = shared.timeline.fraction
        timelines[slot].isRunning = shared.timeline.isRunning
        updateSegments(ofAnimator: slot) { segment in
            segment.progress = shared.progress
            segment.clock = -1
        }
        let (previous, next) = (timelines[slot].previousFollower, timelines[slot].nextFollower)
        if previous >= 0 { timelines[previous].nextFollower = next } else { clocks[clock].firstFollower = next }
        if next >= 0 { timelines[next].previousFollower = previous }
        timelines[slot].clock = -1
        timelines[slot].nextFollower = -1
        timelines[slot].previousFollower = -1
        addSolo(slot)
        clocks[clock].followers -= 1
        if clocks[clock].followers == 0 {
            clockOfKey.removeValue(forKey: ClockKey(shared.timeline))
            freeClocks.append(clock)
        }
    }

    /// Advances every clock to engine time `time`; a clock reaching its end lets every follower
    /// go (each then keeps the end as its own time) and notes them in `finishedThisTick`.
    mutating func advanceClocks(to time: Double) {
        for clock in clocks.indices where clocks[clock].followers > 0 {
            let (fraction, reachedEnd) = clocks[clock].timeline.fraction(at: time)
            clocks[clock].timeline.fraction = fraction
            let local = AnimationSegment.plain.localFraction(fraction)
            clocks[clock].progress = ProgressAnchor.origin.progress(
                at: local, curve: curves[clocks[clock].timeline.curve])
            guard reachedEnd else { continue }
            clocks[clock].timeline.isRunning = false
            while clocks[clock].firstFollower >= 0 {
                let slot = clocks[clock].firstFollower
                leaveSharedClock(slot)
                finishedThisTick.append(slot)
            }
        }
    }
}
