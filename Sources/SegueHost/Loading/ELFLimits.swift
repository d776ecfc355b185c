/// The largest tables the ELF reader accepts. A plugin library needs a small fraction of each;
/// the limits keep a forged header from making the host allocate or walk gigabytes.
enum ELFLimits {
    /// Entries walked in the dynamic section before it must have ended with DT_NULL (a library
    /// has a few dozen).
    static let maximumDynamicEntries: UInt64 = 4096
    /// Entries in the dynamic symbol table (1 048 576 symbols, 24 MiB; a plugin has hundreds).
    static let maximumSymbols: UInt64 = 1 << 20
    /// Bytes in the dynamic string table (64 MiB; a plugin's is a few KiB).
    static let maximumStringBytes: UInt64 = 64 << 20
    /// e_phnum's escape value (PN_XNUM): it means "the count is elsewhere", which the system
    /// loader does not understand, so 65 534 is the most program headers accepted.
    static let extendedProgramHeaderCount: UInt16 = 0xFFFF
}
