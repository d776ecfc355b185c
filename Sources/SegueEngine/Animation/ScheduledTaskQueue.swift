/// Tasks due at engine times, kept so that scheduling, cancelling and checking for due work
/// never scan every pending task: tasks live in a dictionary under their token, and a min-heap
/// of (time, token) finds the due ones. Cancelled tasks leave the dictionary at once and the
/// heap when they reach its top (or when stale entries outnumber live ones).
///
/// Due tasks run in the order they were scheduled (their tokens rise), not by time, as the
/// engine always ran them.
struct ScheduledTaskQueue {
    /// A pending task and the activation owner it was scheduled under.
    struct Task {
        /// When the task is due, in engine seconds.
        let time: Double
        /// The owner whose behalf the task runs on.
        let owner: ViewID?
        /// The work.
        let body: () -> Void
    }

    /// Every pending task under its token.
    private var tasks: [Int: Task] = [:]
    /// (time, token) pairs, a min-heap on time; may hold tokens already run or cancelled.
    private var heap: [(time: Double, token: Int)] = []
    /// The last token handed out (tokens rise with scheduling order).
    private var lastToken = 0

    /// Whether any task is pending.
    var isEmpty: Bool { tasks.isEmpty }

    /// Adds `task` and returns its token.
    mutating func add(_ task: Task) -> Int {
        lastToken += 1
        tasks[lastToken] = task
        push((task.time, lastToken))
        if heap.count > 2 * tasks.count + 32 { rebuildHeap() }
        return lastToken
    }

    /// Forgets the task under `token` (nothing when it already ran or was cancelled).
    mutating func cancel(_ token: Int) {
        tasks.removeValue(forKey: token)
    }

    /// Takes the task under `token` out of the queue, if it is still pending.
    mutating func take(_ token: Int) -> Task? {
        tasks.removeValue(forKey: token)
    }

    /// Moves the tokens of every task due at `time` into `due`, in scheduling order.
    mutating func collectDue(at time: Double, into due: inout [Int]) {
        while let top = heap.first, top.time <= time {
            popTop()
            if tasks[top.token] != nil { due.append(top.token) }
        }
        due.sort()
    }

    // MARK: The heap

    /// Adds `entry` to the heap.
    private mutating func push(_ entry: (time: Double, token: Int)) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].time < heap[parent].time else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes the heap's earliest entry.
    private mutating func popTop() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            let right = left + 1
            let child = right < heap.count && heap[right].time < heap[left].time ? right : left
            guard heap[child].time < heap[parent].time else { return }
            heap.swapAt(child, parent)
            parent = child
        }
    }

    /// Drops cancelled entries: the heap holds only pending tasks again.
    private mutating func rebuildHeap() {
        heap.removeAll(keepingCapacity: true)
        for (token, task) in tasks { push((task.time, token)) }
    }
}
