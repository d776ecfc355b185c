import Foundation

/// Checks a file is a whole ELF shared library for this machine before `dlopen` sees it.
/// `dlopen` maps a library's segments straight from the file, so a truncated library (a copy
/// cut short, a download that stopped) faults the whole process with SIGBUS when the loader
/// touches the missing pages; reading the headers first turns that into a diagnostic.
enum ELFPreflight {
    /// Why the file is not a loadable library, or nil when it looks whole.
    static func problem(with path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "it cannot be opened for reading" }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd(), (try? handle.seek(toOffset: 0)) != nil else { return "its size cannot be read" }
        guard let header = try? handle.read(upToCount: 64), header.count == 64 else { return "it is too short to be an ELF file" }
        let bytes = [UInt8](header)
        guard bytes[0..<4] == [0x7F, 0x45, 0x4C, 0x46] else { return "it is not an ELF file" }
        guard bytes[4] == 2, bytes[5] == 1 else { return "it is not a 64-bit little-endian ELF file" }
        func u16(_ offset: Int) -> UInt64 { UInt64(bytes[offset]) | UInt64(bytes[offset + 1]) << 8 }
        func u64(_ offset: Int) -> UInt64 { (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) } }
        guard u16(16) == 3 else { return "it is an ELF file but not a shared library" }
        guard u16(18) == hostMachine else { return "it was built for another processor (ELF machine \(u16(18)))" }
        let (programOffset, programEntrySize, programCount) = (u64(32), u16(54), u16(56))
        let (sectionOffset, sectionEntrySize, sectionCount) = (u64(40), u16(58), u16(60))
        guard programOffset + programEntrySize * programCount <= size, sectionOffset + sectionEntrySize * sectionCount <= size else {
            return "it is truncated (its header tables run past the end of the \(size)-byte file)"
        }
        guard programEntrySize >= 56, (try? handle.seek(toOffset: programOffset)) != nil,
              let table = try? handle.read(upToCount: Int(programEntrySize * programCount)), table.count == Int(programEntrySize * programCount)
        else { return "its program headers cannot be read" }
        let entries = [UInt8](table)
        for index in 0..<Int(programCount) {
            let base = index * Int(programEntrySize)
            func field(_ offset: Int) -> UInt64 { (0..<8).reduce(UInt64(0)) { $0 | UInt64(entries[base + offset + $1]) << (8 * UInt64($1)) } }
            let type = UInt32(truncatingIfNeeded: field(0))
            // PT_LOAD segments are what the loader maps from the file.
            if type == 1, field(8) + field(32) > size {
                return "it is truncated (a loadable segment ends at byte \(field(8) + field(32)) of a \(size)-byte file)"
            }
        }
        return nil
    }

    /// The ELF machine number of the processor this host runs on.
    private static var hostMachine: UInt64 {
        #if arch(x86_64)
        return 62
        #elseif arch(arm64)
        return 183
        #else
        return 0
        #endif
    }
}
