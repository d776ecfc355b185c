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

    /// Every timeline, segment, track and curve: one value, so an operation is one access.
    var store = AnimationStore()
    /// Tasks for the start of the next tick, each with the owner it was queued on behalf of.
    var nextTickTasks: [(owner: ViewID?, task: () -> Void)] = []
    /// Tasks due at engine times, under their tokens.
    var scheduledTasks = ScheduledTaskQueue()
    /// Tokens of the scheduled tasks due on this tick (capacity kept).
    var dueTasks: [Int] = []
    /// Activation observers of every animator.
    var activationObservers = ObserverList<(PropertyAnimator) -> Void>()
    /// Activation observers interested only in the animators of one owner (a window's root view).
    var scopedActivationObservers: [ViewID: ObserverList<(PropertyAnimator) -> Void>] = [:]
    /// The owner each scoped observer's token belongs to.
    var ownerOfObserverToken: [Int: ViewID] = [:]
    /// Observers called after every tick.
    var tickObservers = ObserverList<(AnimationEngine) -> Void>()
    /// The last observer token handed out (shared by every kind of observer).
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
        store.timelines.contains { $0.isRunning }
    }

    /// Whether work is queued for the next tick.
    public var hasPendingTasks: Bool { !nextTickTasks.isEmpty || !scheduledTasks.isEmpty }

    /// Number of animated scalar values plus animated transforms.
    public var animatedValueCount: Int { store.scalarTracks.liveCount + store.transformTracks.liveCount }

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
        store.advance(to: currentTime)
        // The store comes in as the inner closure's own argument: captured, it would be copied whole.
        tree.storage.withUnsafeMutableBufferPointer { storage in inStore { $0.writeTracks(into: storage) } }
        if !store.finishedThisTick.isEmpty {
            // Completions may stop, start or finish other animators and so free and reuse slots:
            // pair each slot with its animator now, and deliver only while the pair still holds.
            let finished = store.finishedThisTick.map { (slot: $0, animator: store.owners[$0]) }
            store.finishedThisTick.removeAll(keepingCapacity: true)
            for (slot, animator) in finished where animator != nil && store.owners[slot] === animator {
                animator?.timelineDidReachEnd()
            }
        }
        var round = tickObservers.beginRound()
        while let observer = tickObservers.next(&round) { observer(self) }
        tickObservers.endRound()
        tree.frameDidDraw()
    }

    // MARK: For PropertyAnimator

    /// Runs `body` on the store in place. Calling a non-mutating store method straight on the
    /// class property copies the whole store first (retaining and releasing each of its arrays),
    /// since the call could otherwise see the property change under it.
    @inline(__always)
    func inStore<Result>(_ body: (inout AnimationStore) -> Result) -> Result {
        body(&store)
    }

    /// Recomputes `animator`'s progress at its current fraction and writes its tracks, without
    /// advancing time (after a start, a scrub or new animations, so the change shows at once).
    func render(animator: Int) {
        store.updateProgress(ofAnimator: animator)
        writeTracks(ofAnimator: animator)
    }

    /// Sets every segment of `animator` to `progress` and writes their tracks once.
    func setProgress(_ progress: Double, forAnimator animator: Int) {
        store.setProgress(progress, ofAnimator: animator)
        writeTracks(ofAnimator: animator)
    }

    private func writeTracks(ofAnimator animator: Int) {
        tree.storageDidChangeOutsideTick()
        tree.storage.withUnsafeMutableBufferPointer { storage in
            inStore { $0.writeTracks(ofAnimator: animator, into: storage) }
        }
    }
}
