/// How much memory transitions keep: transitions run one after another in one window while
/// resident memory (this process's plus its plugin processes') and, when the caller can read it,
/// this process's heap in use are read before and after.
public enum TransitionMemory {
    /// Memory gained per 1 000 transitions, in bytes.
    public struct Growth {
        /// Resident memory of this process and its plugin processes.
        public let resident: Double
        /// Heap in use in this process (nil when not readable). Unlike resident memory it does
        /// not hide growth that reuses memory an earlier run freed.
        public let heap: Double?
    }

    /// The growth over `count` transitions, measured after `warmUp` transitions (allocator
    /// arenas and caches settle during those); `heapBytes` reads the heap in use, if it can.
    public static func growthPerThousand(
        of transitions: SequentialTransitions, count: Int, warmUp: Int, heapBytes: () -> Int? = { nil }
    ) throws -> Growth {
        try transitions.run(warmUp)
        try transitions.finishCycle()
        let (residentBefore, heapBefore) = (ResidentMemory.ownBytes() + ResidentMemory.childrenBytes(), heapBytes())
        try transitions.run(count)
        try transitions.finishCycle()
        let (residentAfter, heapAfter) = (ResidentMemory.ownBytes() + ResidentMemory.childrenBytes(), heapBytes())
        let scale = 1000 / Double(count)
        return Growth(
            resident: Double(residentAfter - residentBefore) * scale,
            heap: heapAfter.flatMap { after in heapBefore.map { Double(after - $0) * scale } })
    }
}
