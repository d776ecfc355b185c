import CSegueProcess
import SegueABI
import Synchronization

/// Where every `segue_context_t` the host hands a plugin lives: slots in slabs the host never
/// frees, each with a word naming its session (0 when free). A pointer a plugin passes back is
/// checked by arithmetic (inside a slab, on a slot boundary) and one atomic load, never read
/// through and never hashed, so the check costs a few nanoseconds on any thread. Freed slots are
/// reused oldest first, which keeps a stale pointer from naming a new transition for as long as
/// possible; handles carry their transition's serial besides.
enum ContextSlots {
    /// Slots per slab.
    static let slotsPerSlab = 4096
    /// Slabs at most: 262 144 transitions running at once.
    static let maximumSlabs = 64

    private struct Slab {
        let contexts: UnsafeMutablePointer<segue_context_t>
        let occupants: UnsafeMutablePointer<UInt>
    }

    nonisolated(unsafe) private static let slabs = UnsafeMutablePointer<Slab>.allocate(capacity: maximumSlabs)
    private static let slabCount = Atomic<Int>(0)
    /// Free slots as (slab, index), oldest first; only claiming and releasing take the lock.
    private static let free = Mutex<[(slab: Int, index: Int)]>([])
    private static var stride: Int { MemoryLayout<segue_context_t>.stride }

    /// A free slot, filled with the service table; plugins' calls through it are refused until
    /// `open(_:for:)` names its session.
    static func claim() -> UnsafeMutablePointer<segue_context_t> {
        let (slab, index) = free.withLock { free in
            if free.isEmpty { addSlab(to: &free) }
            return free.removeFirst()
        }
        let context = slabs[slab].contexts + index
        context.pointee = ContextServices.table
        return context
    }

    /// Marks `context` (from `claim()`) live for `session`.
    static func open(_ context: UnsafeMutablePointer<segue_context_t>, for session: PluginTransitionSession) {
        guard let (slab, index) = locate(UnsafePointer(context)) else { return }
        let occupant = Unmanaged.passUnretained(session).toOpaque()
        context.pointee.host_data = occupant
        segue_word_store(slabs[slab].occupants + index, UInt(bitPattern: occupant))
    }

    /// Marks `context` free; a plugin's later use of the pointer is refused.
    static func release(_ context: UnsafeMutablePointer<segue_context_t>) {
        guard let (slab, index) = locate(UnsafePointer(context)) else { return }
        segue_word_store(slabs[slab].occupants + index, 0)
        free.withLock { $0.append((slab, index)) }
    }

    /// The session behind a pointer a plugin passed, if it is a live slot.
    static func session(at pointer: UnsafePointer<segue_context_t>?) -> PluginTransitionSession? {
        guard let pointer, let (slab, index) = locate(pointer) else { return nil }
        let occupant = segue_word_load(slabs[slab].occupants + index)
        guard let raw = UnsafeRawPointer(bitPattern: occupant) else { return nil }
        return Unmanaged<PluginTransitionSession>.fromOpaque(raw).takeUnretainedValue()
    }

    /// The slab and slot `pointer` names, or nil when it is not exactly a slot's address.
    private static func locate(_ pointer: UnsafePointer<segue_context_t>) -> (Int, Int)? {
        let address = UInt(bitPattern: pointer)
        for slab in 0..<slabCount.load(ordering: .acquiring) {
            let offset = address &- UInt(bitPattern: slabs[slab].contexts)
            guard offset < UInt(slotsPerSlab * stride) else { continue }
            guard offset % UInt(stride) == 0 else { return nil }
            return (slab, Int(offset / UInt(stride)))
        }
        return nil
    }

    /// Adds a slab's slots to `free` (under the lock).
    private static func addSlab(to free: inout [(slab: Int, index: Int)]) {
        let count = slabCount.load(ordering: .relaxed)
        precondition(count < maximumSlabs, "more than \(maximumSlabs * slotsPerSlab) plugin transitions are running at once")
        let contexts = UnsafeMutablePointer<segue_context_t>.allocate(capacity: slotsPerSlab)
        contexts.initialize(repeating: ContextServices.table, count: slotsPerSlab)
        let occupants = UnsafeMutablePointer<UInt>.allocate(capacity: slotsPerSlab)
        occupants.initialize(repeating: 0, count: slotsPerSlab)
        (slabs + count).initialize(to: Slab(contexts: contexts, occupants: occupants))
        slabCount.store(count + 1, ordering: .releasing)
        free += (0..<slotsPerSlab).map { (count, $0) }
    }
}
