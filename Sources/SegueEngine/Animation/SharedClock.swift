/// The time of every running animator started with exactly the same timing (same start time,
/// start fraction, rate, curve and direction) whose animations all cover its whole duration on
/// the plain curve: a batch of animations started together, one animator per view, or a
/// transition's animator and its alongside animations.
///
/// Such animators show the same fraction and progress at every tick, so the tick computes them
/// once per clock and leaves the followers alone: their tracks read the clock's progress. A
/// follower leaves its clock (taking the clock's fraction and progress as its own) before
/// anything changes its timing, and every follower leaves when the clock reaches its end.
struct SharedClock {
    /// The shared timing and the fraction at the last tick.
    var timeline: AnimatorTimeline
    /// The plain curve's progress at `timeline.fraction`.
    var progress: Double
    /// The first follower's timeline slot (-1 once the clock is free).
    var firstFollower = -1
    /// How many timelines follow the clock.
    var followers = 0
}

/// What timelines must agree on, bit for bit, to follow one clock.
struct ClockKey: Hashable {
    /// The timing fields of `AnimatorTimeline`, doubles as bit patterns.
    let referenceTime: UInt64
    let referenceFraction: UInt64
    let rate: UInt64
    let curve: Int
    let isReversed: Bool

    /// The key of `timeline`'s timing.
    init(_ timeline: AnimatorTimeline) {
        referenceTime = timeline.referenceTime.bitPattern
        referenceFraction = timeline.referenceFraction.bitPattern
        rate = timeline.rate.bitPattern
        curve = timeline.curve
        isReversed = timeline.isReversed
    }
}
