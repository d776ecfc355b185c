import CSegueProcess
import SegueABI
import Synchronization

/// Where every `segue_context_t` the host hands a plugin lives: slots in slabs the host never
/// frees, each with a word naming its session (0 when free). A pointer a plugin passes back is
/// checked by arithmetic (inside a slab, on a slot boundary) and one atomic load, never read
/// through and never hashed, so the check costs a few nanoseconds on any thread. The slabs are
/// C globals (segue_process.h) so that the check is inline and needs no lazy initialisation.
/// Freed slots are reused oldest first, after 64 others (`FreeSlots`), which keeps a stale
/// pointer from naming a new transition soon; handles carry their transition's serial besides.
enum ContextSlots {
    /// Slots per slab.
    static var slotsPerSlab: Int { Int(SEGUE_SLOTS_PER_SLAB) }
    /// Slabs at most: 262 144 transitions running at once.
    static var maximumSlabs: Int { Int(SEGUE_SLOT_SLABS_MAX) }

    /// A slot's number: slab × slotsPerSlab + index.
    private typealias Slot = Int

    /// The free slots; only claiming and releasing take the lock.
    private static let free = Mutex(FreeSlots())

    /// A free slot, filled with the service table; plugins' calls through it are refused until
    /// `open(_:for:)` names its session.
    static func claim() -> UnsafeMutablePointer<segue_context_t> {
        let slot = free.withLock { free in
            if free.isEmpty { addSlab(to: &free) }
            return free.take()
        }
        let context = segue_slot_context(slot)!
        context.pointee = ContextServices.table
        return context
    }

    /// Marks `context` (from `claim()`) live for `session`, and publishes the facts the C
    /// `is_animated` answers from. Thread: the session's.
    static func open(_ context: UnsafeMutablePointer<segue_context_t>, for session: PluginTransitionSession) {
        let slot = segue_slot_locate(context)
        guard slot >= 0 else { return }
        let occupant = Unmanaged.passUnretained(session).toOpaque()
        context.pointee.host_data = occupant
        segue_slot_publish_facts(slot, UInt(session.thread), session.state.slotBit, session.isAnimated ? 1 : 0)
        SessionIdentities.open(slot, SessionIdentity(session: session, occupant: UInt(bitPattern: occupant)))
        segue_slot_set_occupant(slot, UInt(bitPattern: occupant))
    }

    /// Publishes `session`'s new state to its slot's facts. Thread: the session's.
    static func publishState(of session: PluginTransitionSession) {
        let slot = segue_slot_locate(session.raw)
        guard slot >= 0 else { return }
        segue_slot_publish_state(slot, session.state.slotBit)
    }

    /// Marks `context` free; a plugin's later use of the pointer is refused.
    static func release(_ context: UnsafeMutablePointer<segue_context_t>) {
        let slot = segue_slot_locate(context)
        guard slot >= 0 else { return }
        segue_slot_publish_state(slot, 0)
        SessionIdentities.close(slot)
        segue_slot_set_occupant(slot, 0)
        free.withLock { $0.append(slot) }
    }

    /// The session behind a pointer a plugin passed, unretained, if it is a live slot. The
    /// session stays alive while its slot is occupied (its deinit frees the slot).
    @inline(__always)
    static func occupant(at pointer: UnsafePointer<segue_context_t>?) -> Unmanaged<PluginTransitionSession>? {
        guard let pointer else { return nil }
        guard let raw = UnsafeRawPointer(bitPattern: segue_slot_occupant(pointer)) else { return nil }
        return Unmanaged<PluginTransitionSession>.fromOpaque(raw)
    }

    /// The slot `pointer` names (live or freed), or nil when it names none. Thread: any.
    static func slot(at pointer: UnsafePointer<segue_context_t>?) -> Int? {
        let slot = segue_slot_locate(pointer)
        return slot >= 0 ? slot : nil
    }

    /// The session behind a pointer a plugin passed, if it is a live slot.
    static func session(at pointer: UnsafePointer<segue_context_t>?) -> PluginTransitionSession? {
        occupant(at: pointer)?.takeUnretainedValue()
    }

    /// Adds a slab's slots to `free` (under the lock).
    private static func addSlab(to free: inout FreeSlots) {
        let contexts = UnsafeMutablePointer<segue_context_t>.allocate(capacity: slotsPerSlab)
        contexts.initialize(repeating: ContextServices.table, count: slotsPerSlab)
        let occupants = UnsafeMutablePointer<UInt>.allocate(capacity: slotsPerSlab)
        occupants.initialize(repeating: 0, count: slotsPerSlab)
        let facts = UnsafeMutablePointer<segue_slot_facts_t>.allocate(capacity: slotsPerSlab)
        facts.initialize(repeating: segue_slot_facts_t(), count: slotsPerSlab)
        let slab = segue_slot_add_slab(contexts, occupants, facts)
        precondition(slab >= 0, "more than \(maximumSlabs * slotsPerSlab) plugin transitions are running at once")
        free.addFresh((0..<slotsPerSlab).map { Int(slab) * slotsPerSlab + $0 })
    }

    /// The free slots: ones never used, and freed ones waiting in first-in, first-out order. A
    /// freed slot is reused once `quarantine` others were freed after it, so a stale pointer does
    /// not name a new transition for that many transitions; fresh slots fill in until then. Sequential
    /// transitions thus cycle through about `quarantine` slots rather than the whole slab, which
    /// keeps the memory they touch (and a plugin process's proxies, one per slot) small.
    private struct FreeSlots {
        /// Freed slots a slot waits behind before it is reused.
        static let quarantine = 64
        private var fresh: [Slot] = []
        private var freed: [Slot] = []
        private var head = 0

        /// Whether no slot is free.
        var isEmpty: Bool { fresh.isEmpty && head == freed.count }

        /// Adds never-used slots, taken lowest first.
        mutating func addFresh(_ slots: some Sequence<Slot>) {
            fresh.append(contentsOf: slots.reversed())
        }

        /// Queues a freed `slot` behind the others.
        mutating func append(_ slot: Slot) {
            freed.append(slot)
        }

        /// The slot to use next (the queue must not be empty): the one freed longest ago once
        /// enough wait, else a fresh one.
        mutating func take() -> Slot {
            if let slot = fresh.last, freed.count - head < Self.quarantine {
                fresh.removeLast()
                return slot
            }
            let slot = freed[head]
            head += 1
            // Drop the taken front now and then: moving a few hundred entries costs less than
            // letting the queue's storage grow with every transition ever run.
            if head >= 256, head * 2 >= freed.count {
                freed.removeFirst(head)
                head = 0
            }
            return slot
        }
    }
}
