import CSegueProcess
import Foundation
import Logging
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Work that a plugin's call from the wrong thread left for the host's thread: the diagnostic of
/// a refused context call, a message logged off the main thread. The calling thread only posts a
/// letter here (a locked, bounded queue); the host's thread delivers it at the start and end of
/// its next plugin callback or host service (`PluginCalls.into`, `PluginCalls.serving`), so the
/// animator's diagnostics, the event log, the trace and the logger are touched on their thread only.
final class PluginThreadMailbox: @unchecked Sendable {
    /// One piece of work and the thread it must run on (nil: any thread the host calls plugins on).
    private struct Letter {
        /// The thread it must run on, or nil for any host thread.
        let thread: pthread_t?
        /// The work.
        let deliver: () -> Void
    }

    /// The process's mailbox.
    static let shared = PluginThreadMailbox()

    /// Letters kept at most; later ones are dropped and counted, so a plugin thread that calls in
    /// a loop cannot grow the host's memory.
    let capacity: Int
    /// The letters waiting, oldest first (under `lock`).
    private var letters: [Letter] = []
    /// Letters dropped since the process started (under `lock`).
    private var droppedTotal = 0
    /// Letters dropped since a delivery last warned about drops (under `lock`).
    private var droppedUnreported = 0
    /// Guards the letters and counts: posts come from any thread.
    private let lock = NSLock()
    /// How many letters wait, read without the lock so the common case (none) costs one load.
    private let waiting = Atomic<Int>(0)

    /// A mailbox keeping at most `capacity` letters (tests make small ones).
    init(capacity: Int = 1_000) {
        self.capacity = capacity
    }

    deinit {
        // Letters never delivered no longer wait: the process-wide count must not stay raised.
        segue_mailbox_count(-letters.count)
    }

    /// Leaves `deliver` for `thread` (nil: the next host thread that looks). Thread: any.
    /// Answers false when the mailbox is full and the letter was dropped (and counted).
    @discardableResult
    func post(to thread: pthread_t?, _ deliver: @escaping () -> Void) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard letters.count < capacity else {
            droppedTotal += 1
            droppedUnreported += 1
            return false
        }
        letters.append(Letter(thread: thread, deliver: deliver))
        waiting.store(letters.count, ordering: .releasing)
        segue_mailbox_count(1)
        return true
    }

    /// Delivers the shared mailbox's letters for the calling thread; when no mailbox holds any
    /// (nearly always), costs one inline load and never touches `shared`. Thread: a thread the
    /// host calls plugins on.
    @inline(__always)
    static func deliverShared() {
        if segue_mailbox_has_letters() { shared.deliver() }
    }

    /// Runs the letters addressed to the calling thread (or to any), oldest first, outside the
    /// lock (a letter may post another). Thread: a thread the host calls plugins on.
    func deliver() {
        guard waiting.load(ordering: .acquiring) > 0 else { return }
        let (mine, dropped) = take(for: pthread_self())
        if dropped > 0 {
            Self.logger.warning(
                "\(dropped) diagnostics of calls from other threads were dropped (more than \(capacity) waited)")
        }
        for letter in mine { letter.deliver() }
    }

    /// How many letters were dropped since the process started. Thread: any.
    var dropped: Int {
        lock.lock()
        defer { lock.unlock() }
        return droppedTotal
    }

    /// Removes and answers the letters for `thread`, and the drops not yet reported.
    private func take(for thread: pthread_t) -> ([Letter], Int) {
        lock.lock()
        defer { lock.unlock() }
        var mine: [Letter] = []
        letters.removeAll { letter in
            guard letter.thread.map({ pthread_equal($0, thread) != 0 }) ?? true else { return false }
            mine.append(letter)
            return true
        }
        waiting.store(letters.count, ordering: .releasing)
        segue_mailbox_count(-mine.count)
        let dropped = droppedUnreported
        droppedUnreported = 0
        return (mine, dropped)
    }

    /// Where drops are reported (the plugin logger).
    private static let logger = Logger(label: "segue.plugin")
}
