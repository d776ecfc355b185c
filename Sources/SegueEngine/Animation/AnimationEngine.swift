/// The one animation timeline: it owns the render tree and every running animation, and on each
/// tick advances them all and writes the tree.
///
/// Clocks (`VirtualClock`, `RealTimeDriver`) call `tick(at:)`; nothing else moves time. The tick
/// path keeps its state in flat arrays of structs (timelines, segments, tracks) and allocates
/// nothing: slots are reused and removals compact in place.
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
    private var freeTimelines: [Int] = []
    var segments: ContiguousArray<AnimationSegment> = []
    private var freeSegments: [Int] = []
    var scalarTracks: ContiguousArray<ScalarTrack> = []
    var transformTracks: ContiguousArray<TransformTrack> = []
    /// Timelines that reached their end during the current tick (capacity kept).
    private var finishedThisTick: ContiguousArray<Int> = []
    private var nextTickTasks: [() -> Void] = []
    /// Tasks due at an engine time, in the order they were scheduled.
    private var scheduledTasks: [(id: Int, time: Double, task: () -> Void)] = []
    private var nextScheduledID = 0
    private var activationObservers: [(id: Int, observer: (PropertyAnimator) -> Void)] = []
    private var tickObservers: [(id: Int, observer: (AnimationEngine) -> Void)] = []
    private var nextObserverID = 0

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
    public var animatedValueCount: Int { scalarTracks.count + transformTracks.count }

    /// Runs `task` at the start of the next tick, before animations advance: the engine's version
    /// of "on the next run-loop turn".
    public func performOnNextTick(_ task: @escaping () -> Void) {
        nextTickTasks.append(task)
    }

    /// Runs `task` at the start of the first tick at or after engine time `time` (a timer on the
    /// engine's clock, so it fires identically under the virtual clock and in real time); returns
    /// a token for `cancelScheduledTask`.
    @discardableResult
    public func schedule(at time: Double, _ task: @escaping () -> Void) -> Int {
        nextScheduledID += 1
        scheduledTasks.append((nextScheduledID, time, task))
        return nextScheduledID
    }

    /// Forgets the task scheduled under `token` (no effect when it already ran).
    public func cancelScheduledTask(_ token: Int) {
        scheduledTasks.removeAll { $0.id == token }
    }

    /// Calls `observer` whenever a property animator becomes active (started, paused or scrubbed
    /// for the first time), after its first call returns; returns a token for
    /// `removeActivationObserver`. Transitions use this to find every animation they caused.
    @discardableResult
    public func addActivationObserver(_ observer: @escaping (PropertyAnimator) -> Void) -> Int {
        nextObserverID += 1
        activationObservers.append((nextObserverID, observer))
        return nextObserverID
    }

    /// Stops calling the activation observer registered under `token`.
    public func removeActivationObserver(_ token: Int) {
        activationObservers.removeAll { $0.id == token }
    }

    func animatorDidActivate(_ animator: PropertyAnimator) {
        for entry in activationObservers { entry.observer(animator) }
    }

    /// Calls `observer` after every tick, once the tree is written; returns a token for `removeTickObserver`.
    @discardableResult
    public func addTickObserver(_ observer: @escaping (AnimationEngine) -> Void) -> Int {
        nextObserverID += 1
        tickObservers.append((nextObserverID, observer))
        return nextObserverID
    }

    /// Stops calling the observer registered under `token`.
    public func removeTickObserver(_ token: Int) {
        tickObservers.removeAll { $0.id == token }
    }

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
            for task in tasks { task() }
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
        for entry in tickObservers { entry.observer(self) }
    }

    private func runDueScheduledTasks() {
        let now = currentTime
        while let index = scheduledTasks.firstIndex(where: { $0.time <= now }) {
            // A task may schedule or cancel others, so take one at a time.
            let entry = scheduledTasks.remove(at: index)
            entry.task()
        }
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
                    let timeline = timelines[segments[index].animator]
                    let local = segments[index].localFraction(timeline.fraction)
                    segments[index].isBeforeWindow = local <= 0 && segments[index].windowStart > 0
                    segments[index].progress = timeline.showsLinearProgress
                        ? local : segments[index].anchor.progress(at: local, curve: timeline.curve)
                }
            }
        }
    }

    private func writeTracks() {
        segments.withUnsafeBufferPointer { segments in
            tree.storage.withUnsafeMutableBufferPointer { storage in
                scalarTracks.withUnsafeBufferPointer { tracks in
                    for track in tracks where !(track.defersBeforeWindow && segments[track.segment].isBeforeWindow) {
                        let p = segments[track.segment].progress
                        storage[track.storageIndex] = track.from * (1 - p) + track.to * p
                    }
                }
                transformTracks.withUnsafeBufferPointer { tracks in
                    for track in tracks where !(track.defersBeforeWindow && segments[track.segment].isBeforeWindow) {
                        var matrix = track.value(at: segments[track.segment].progress)
                        withUnsafeBytes(of: &matrix) { bytes in
                            for entry in 0..<16 {
                                storage[track.storageIndex + entry] = bytes.load(fromByteOffset: entry * 8, as: Double.self)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Recomputes progress and rewrites the tree at the current time without advancing it (after
    /// a scrub or a finish, so the change shows at once rather than on the next tick).
    func render() {
        updateSegmentProgress()
        writeTracks()
    }

    // MARK: Bookkeeping for PropertyAnimator

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

    func addSegment(animator: Int, windowStart: Double, windowLength: Double? = nil) -> Int {
        let segment = AnimationSegment(
            animator: animator, windowStart: windowStart, windowLength: windowLength ?? 1 - windowStart, anchor: .origin,
            progress: 0, isBeforeWindow: windowStart > 0)
        if let slot = freeSegments.popLast() {
            segments[slot] = segment
            return slot
        }
        segments.append(segment)
        return segments.count - 1
    }

    /// Where the latest track of `animator` on storage index `storageIndex` ends, if any: a
    /// later keyframe of the same property starts there rather than at the model value.
    func latestScalarTarget(ofAnimator animator: Int, storageIndex: Int) -> Double? {
        scalarTracks.last { $0.storageIndex == storageIndex && segments[$0.segment].animator == animator }?.to
    }

    /// As `latestScalarTarget`, for a transform.
    func latestTransformTarget(ofAnimator animator: Int, storageIndex: Int) -> Transform3D? {
        transformTracks.last { $0.storageIndex == storageIndex && segments[$0.segment].animator == animator }?.toMatrix
    }

    func addScalarTrack(_ track: ScalarTrack) {
        scalarTracks.append(track)
    }

    func addTransformTrack(_ track: TransformTrack) {
        transformTracks.append(track)
    }

    /// Sets every segment of `animator` to `progress` and writes their tracks once.
    func setProgress(_ progress: Double, forAnimator animator: Int) {
        for index in segments.indices where segments[index].animator == animator {
            segments[index].progress = progress
            segments[index].isBeforeWindow = progress == 0 && segments[index].windowStart > 0
        }
        writeTracks()
    }

    /// Re-anchors every segment of `animator` at its current progress, facing `forward`.
    func reanchorSegments(ofAnimator animator: Int, forward: Bool) {
        let fraction = timelines[animator].fraction
        for index in segments.indices where segments[index].animator == animator {
            let local = segments[index].localFraction(fraction)
            segments[index].anchor = ProgressAnchor(fraction: local, progress: segments[index].progress, forward: forward)
        }
    }

    /// Frees a timeline with its segments and tracks; the tree keeps whatever values they last wrote.
    func removeTimeline(_ slot: Int) {
        for index in segments.indices where segments[index].animator == slot {
            segments[index].animator = -1
            freeSegments.append(index)
        }
        scalarTracks.removeAll { segments[$0.segment].animator < 0 }
        transformTracks.removeAll { segments[$0.segment].animator < 0 }
        timelines[slot].isRunning = false
        owners[slot] = nil
        freeTimelines.append(slot)
        finishedThisTick.removeAll { $0 == slot }
    }
}
