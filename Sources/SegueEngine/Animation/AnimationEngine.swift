/// The one animation timeline: it owns the render tree and every running animation, and on each
/// tick advances them all and writes the tree.
///
/// Clocks (`VirtualClock`, `RealTimeDriver`) call `tick(at:)`; nothing else moves time. The tick
/// path keeps its state in flat arrays of structs (timelines, segments, tracks) and allocates
/// nothing: slots are reused and removals compact in place. Everything else an animator does
/// (start, scrub, reverse, finish, remove) touches only its own segments and tracks, and tasks
/// and observers are kept under their tokens, so the cost of one animation or one transition
/// does not grow with how many others run beside it.
public final class AnimationEngine {
    /// The views this engine animates.
    public let tree: RenderTree
    /// Engine time of the last tick, in seconds.
    public private(set) var currentTime: Double
    /// Ticks so far.
    public private(set) var tickCount = 0

    var timelines: ContiguousArray<AnimatorTimeline> = []
    /// The animator behind each timeline slot (nil when the slot is free); retained while active,
    /// as UIKit retains a running animator.
    var owners: [PropertyAnimator?] = []
    var freeTimelines: [Int] = []
    var segments: ContiguousArray<AnimationSegment> = []
    var freeSegments: [Int] = []
    var scalarTracks = TrackTable<ScalarTrack>()
    var transformTracks = TrackTable<TransformTrack>()
    /// Timelines that reached their end during the current tick (capacity kept).
    var finishedThisTick: ContiguousArray<Int> = []
    /// Tasks for the start of the next tick, each with the owner it was queued on behalf of.
    var nextTickTasks: [(owner: ViewID?, task: () -> Void)] = []
    var scheduledTasks = ScheduledTaskQueue()
    /// Tokens of the scheduled tasks due on this tick (capacity kept).
    var dueTasks: [Int] = []
    var activationObservers = ObserverList<(PropertyAnimator) -> Void>()
    /// Activation observers interested only in the animators of one owner (a window's root view).
    var scopedActivationObservers: [ViewID: ObserverList<(PropertyAnimator) -> Void>] = [:]
    /// The owner each scoped observer's token belongs to.
    var ownerOfObserverToken: [Int: ViewID] = [:]
    var tickObservers = ObserverList<(AnimationEngine) -> Void>()
    var nextObserverID = 0
    /// Whose behalf the code running now acts on: animators it activates belong to that owner.
    var currentOwner: ViewID?

    /// An engine at time `startTime` with an empty render tree.
    public init(startTime: Double = 0) {
        tree = RenderTree()
        currentTime = startTime
    }

    /// Whether any animator is running (or waiting out a start delay).
    public var hasRunningAnimations: Bool {
        timelines.indices.contains { owners[$0] != nil && timelines[$0].isRunning }
    }

    /// Whether work is queued for the next tick.
    public var hasPendingTasks: Bool { !nextTickTasks.isEmpty || !scheduledTasks.isEmpty }

    /// Number of animated scalar values plus animated transforms.
    public var animatedValueCount: Int { scalarTracks.liveCount + transformTracks.liveCount }

    /// Advances every animation to engine time `time` (never backwards), writes the render tree,
    /// then delivers completions and tick observers.
    public func tick(at time: Double) {
        precondition(time.isFinite, "engine time must be finite")
        currentTime = max(time, currentTime)
        tickCount += 1
        if !scheduledTasks.isEmpty {
            runDueScheduledTasks()
        }
        if !nextTickTasks.isEmpty {
            let tasks = nextTickTasks
            nextTickTasks.removeAll(keepingCapacity: true)
            for entry in tasks { withOwner(entry.owner, entry.task) }
        }
        advanceTimelines()
        updateSegmentProgress()
        writeTracks()
        if !finishedThisTick.isEmpty {
            // Completions may stop, start or finish other animators and so free and reuse slots:
            // pair each slot with its animator now, and deliver only while the pair still holds.
            let finished = finishedThisTick.map { (slot: $0, animator: owners[$0]) }
            finishedThisTick.removeAll(keepingCapacity: true)
            for (slot, animator) in finished where animator != nil && owners[slot] === animator {
                animator?.timelineDidReachEnd()
            }
        }
        var round = tickObservers.beginRound()
        while let observer = tickObservers.next(&round) { observer(self) }
        tickObservers.endRound()
    }

    // MARK: The tick path

    private func advanceTimelines() {
        let time = currentTime
        timelines.withUnsafeMutableBufferPointer { timelines in
            for slot in timelines.indices where timelines[slot].isRunning {
                let (fraction, reachedEnd) = timelines[slot].fraction(at: time)
                timelines[slot].fraction = fraction
                if reachedEnd {
                    timelines[slot].isRunning = false
                    finishedThisTick.append(slot)
                }
            }
        }
    }

    private func updateSegmentProgress() {
        timelines.withUnsafeBufferPointer { timelines in
            segments.withUnsafeMutableBufferPointer { segments in
                for index in segments.indices where segments[index].animator >= 0 {
                    segments[index].update(for: timelines[segments[index].animator])
                }
            }
        }
    }

    private func writeTracks() {
        segments.withUnsafeBufferPointer { segments in
            tree.storage.withUnsafeMutableBufferPointer { storage in
                scalarTracks.tracks.withUnsafeBufferPointer { tracks in
                    for track in tracks where track.segment >= 0 {
                        let segment = segments[track.segment]
                        guard !(track.defersBeforeWindow && segment.isBeforeWindow) else { continue }
                        storage[track.storageIndex] = track.value(at: segment.progress)
                    }
                }
                transformTracks.tracks.withUnsafeBufferPointer { tracks in
                    for track in tracks where track.segment >= 0 {
                        let segment = segments[track.segment]
                        guard !(track.defersBeforeWindow && segment.isBeforeWindow) else { continue }
                        track.write(at: segment.progress, into: storage)
                    }
                }
            }
        }
    }
}
