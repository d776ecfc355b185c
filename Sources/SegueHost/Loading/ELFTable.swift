/// `count` consecutive `Entry` structures in a file, such as the program headers or the dynamic
/// symbols; its byte range is computed without overflow, so a huge count cannot wrap around.
/// `Entry` is a plain C structure: Glibc's Elf64_Dyn holds a union, which keeps Swift from
/// calling it BitwiseCopyable, so the reader's loadUnaligned checks plainness at run time instead.
struct ELFTable<Entry> {
    /// Where the entries lie.
    let bytes: FileRange
    /// How many entries.
    let count: Int

    /// The table of `count` entries at `offset`, or nil when its size or end would overflow.
    init?(offset: UInt64, count: UInt64) {
        let entrySize = UInt64(MemoryLayout<Entry>.size)
        let (size, overflow) = count.multipliedReportingOverflow(by: entrySize)
        guard !overflow, let range = FileRange(offset: offset, count: size), let count = Int(exactly: count) else {
            return nil
        }
        bytes = range
        self.count = count
    }

    /// The table filling `range`, ignoring a partial entry at its end (how the loader reads it),
    /// or nil when it would hold more entries than an Int can count.
    init?(filling range: FileRange) {
        self.init(offset: range.offset, count: range.count / UInt64(MemoryLayout<Entry>.size))
    }
}
