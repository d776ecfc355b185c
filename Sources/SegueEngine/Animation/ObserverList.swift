/// Callbacks in the order they were added, each under a token, removable in O(1) by token.
///
/// Entries live in reusable slots linked in insertion order, so adding, removing and calling
/// them all allocate nothing once the slots exist (the tick calls its observers every frame).
/// Calling behaves like iterating a snapshot, as the plain array it replaces did: an observer
/// removed while the list is being called is still called in that round, one added is not.
struct ObserverList<Callback> {
    /// One slot: the callback, its token, and its neighbours in insertion order (-1 for none).
    private struct Entry {
        /// The token the callback was added under (0 in a free slot).
        var token: Int
        /// The callback; nil in a free slot.
        var callback: Callback?
        /// The slots before and after it in insertion order.
        var previous: Int
        var next: Int
        /// Removed while the list was being called; unlinked once the outermost call ends.
        var isRemoved = false
    }

    /// Every slot, linked in insertion order from `head` to `tail`.
    private var entries: [Entry] = []
    /// Slots to reuse.
    private var freeSlots: [Int] = []
    /// The slot of each registered token.
    private var slotOfToken: [Int: Int] = [:]
    /// The first and last linked slots (-1 when none).
    private var head = -1
    private var tail = -1
    /// How many `forEach` calls are under way (an observer may start another round).
    private var callDepth = 0
    /// Slots removed during a round, unlinked when the outermost round ends.
    private var removedDuringCall: [Int] = []

    /// Whether no callback is registered.
    var isEmpty: Bool { slotOfToken.isEmpty }

    /// Whether a round of calls is under way.
    var isCalling: Bool { callDepth > 0 }

    /// Appends `callback` under `token` (unique among the list's tokens).
    mutating func add(_ callback: Callback, token: Int) {
        let slot: Int
        let entry = Entry(token: token, callback: callback, previous: tail, next: -1)
        if let free = freeSlots.popLast() {
            slot = free
            entries[slot] = entry
        } else {
            slot = entries.count
            entries.append(entry)
        }
        if tail >= 0 { entries[tail].next = slot } else { head = slot }
        tail = slot
        slotOfToken[token] = slot
    }

    /// Removes the callback under `token`; false when there is none.
    @discardableResult
    mutating func remove(token: Int) -> Bool {
        guard let slot = slotOfToken.removeValue(forKey: token) else { return false }
        if callDepth > 0 {
            // Keep the links so the round under way still reaches it and everything after it.
            entries[slot].isRemoved = true
            removedDuringCall.append(slot)
        } else {
            unlink(slot)
        }
        return true
    }

    private mutating func unlink(_ slot: Int) {
        let entry = entries[slot]
        if entry.previous >= 0 { entries[entry.previous].next = entry.next } else { head = entry.next }
        if entry.next >= 0 { entries[entry.next].previous = entry.previous } else { tail = entry.previous }
        entries[slot] = Entry(token: 0, callback: nil, previous: -1, next: -1)
        freeSlots.append(slot)
    }

    /// Where a round of calls stands: the next slot to visit and the last one it may reach.
    struct Round {
        /// The next slot to visit (-1 when done) and the last the round may reach.
        fileprivate var slot: Int
        fileprivate let last: Int
    }

    /// Starts a round over the callbacks registered now. Callbacks may add or remove callbacks
    /// during the round, which then neither reaches the added ones nor skips the removed ones;
    /// the caller fetches each callback with `next(_:)` (a short access, so a callback may
    /// change the list) and ends the round with `endRound()`.
    mutating func beginRound() -> Round {
        callDepth += 1
        return Round(slot: head, last: tail)
    }

    /// The round's next callback, or nil when the round is over.
    func next(_ round: inout Round) -> Callback? {
        while round.slot >= 0 {
            let entry = entries[round.slot]
            round.slot = round.slot == round.last ? -1 : entry.next
            if let callback = entry.callback { return callback }
        }
        return nil
    }

    /// Ends a round; removals made during the outermost round take effect now.
    mutating func endRound() {
        callDepth -= 1
        guard callDepth == 0 else { return }
        while let removed = removedDuringCall.popLast() { unlink(removed) }
    }
}
