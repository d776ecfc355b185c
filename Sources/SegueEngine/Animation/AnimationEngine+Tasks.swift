extension AnimationEngine {
    /// Runs `task` at the start of the next tick, before animations advance: the engine's version
    /// of "on the next run-loop turn".
    public func performOnNextTick(_ task: @escaping () -> Void) {
        nextTickTasks.append((currentOwner, task))
    }

    /// Runs `task` at the start of the first tick at or after engine time `time` (a timer on the
    /// engine's clock, so it fires identically under the virtual clock and in real time); returns
    /// a token for `cancelScheduledTask`.
    @discardableResult
    public func schedule(at time: Double, _ task: @escaping () -> Void) -> Int {
        scheduledTasks.add(ScheduledTaskQueue.Task(time: time, owner: currentOwner, body: task))
    }

    /// Forgets the task scheduled under `token` (no effect when it already ran).
    public func cancelScheduledTask(_ token: Int) {
        scheduledTasks.cancel(token)
    }

    /// Runs the scheduled tasks due now, in the order they were scheduled.
    func runDueScheduledTasks() {
        // A task may schedule or cancel others: run what is due, skipping what a task before it
        // cancelled, then look again for tasks it scheduled that are due already.
        while true {
            dueTasks.removeAll(keepingCapacity: true)
            scheduledTasks.collectDue(at: currentTime, into: &dueTasks)
            if dueTasks.isEmpty { return }
            for token in dueTasks {
                guard let task = scheduledTasks.take(token) else { continue }
                withOwner(task.owner, task.body)
            }
        }
    }

    // MARK: Acting on behalf of an owner

    /// Runs `body` on behalf of `owner`, usually a window's root view: every property animator
    /// that becomes active inside it belongs to `owner`, and so do the animators activated later
    /// by what it sets in motion (tasks it queues or schedules, completions of its animators).
    /// Activation observers added with `addActivationObserver(for:_:)` hear only their owner's
    /// animators and those animating views under their owner.
    @discardableResult
    public func performOnBehalf<Result>(of owner: View, _ body: () throws -> Result) rethrows -> Result {
        try withOwner(owner.id, body)
    }

    /// Runs `body` with `owner` as the current owner, restoring the previous one after.
    func withOwner<Result>(_ owner: ViewID?, _ body: () throws -> Result) rethrows -> Result {
        let previous = currentOwner
        currentOwner = owner
        defer { currentOwner = previous }
        return try body()
    }
}
