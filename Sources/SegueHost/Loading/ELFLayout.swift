import Glibc

/// Where a library's parts lie: its ELF header, checked to describe a 64-bit little-endian
/// shared library for this processor, and its program and section header tables, checked to lie
/// inside the file together with every segment the loader maps from it.
///
/// The structures are read in the host's byte order, which is little-endian on every processor
/// Segue runs on; files of the other byte order are refused by the header check.
struct ELFLayout {
    /// The file header.
    let header: Elf64_Ehdr
    /// The program headers: what the loader maps, and where.
    let segments: [Elf64_Phdr]
    /// The section headers, or none when the file has none (the loader never reads them).
    let sections: [Elf64_Shdr]

    /// Reads and checks the layout of `image`.
    init(_ image: borrowing ELFImage) throws(ELFProblem) {
        header = try Self.header(of: image)
        segments = try Self.programHeaders(of: image, header)
        sections = try Self.sectionHeaders(of: image, header)
        try checkLoadableSegments(fileSize: image.size)
    }

    /// The file bytes the loader puts at the `count` bytes from virtual address `address`, or nil
    /// unless they all come from the file contents of one loadable segment (not from the
    /// zero-filled memory a segment may have beyond its file bytes).
    func fileRange(address: UInt64, count: UInt64) -> FileRange? {
        for segment in segments where segment.p_type == UInt32(PT_LOAD) && address >= segment.p_vaddr {
            let skip = address - segment.p_vaddr
            guard skip <= segment.p_filesz, count <= segment.p_filesz - skip else { continue }
            // p_offset + p_filesz was checked to fit in the file, so this cannot overflow.
            return FileRange(offset: segment.p_offset + skip, count: count)
        }
        return nil
    }

    /// The file bytes the loader puts from virtual address `address` to the end of the file
    /// contents of the loadable segment holding it, or nil when no segment's file bytes hold it.
    func fileRangeToSegmentEnd(address: UInt64) -> FileRange? {
        for segment in segments where segment.p_type == UInt32(PT_LOAD) && address >= segment.p_vaddr {
            let skip = address - segment.p_vaddr
            guard skip < segment.p_filesz else { continue }
            return FileRange(offset: segment.p_offset + skip, count: segment.p_filesz - skip)
        }
        return nil
    }

    /// The table of `count` entries the loader finds at virtual address `address`, or nil unless
    /// it all lies in one loadable segment's file bytes.
    func table<Entry>(address: UInt64, count: UInt64) -> ELFTable<Entry>? {
        guard let size = ELFTable<Entry>(offset: 0, count: count)?.bytes.count,
            let range = fileRange(address: address, count: size)
        else { return nil }
        return ELFTable(offset: range.offset, count: count)
    }

    /// The problem of a header table that runs past the end of a `size`-byte file.
    private static func truncatedTables(_ size: UInt64) -> ELFProblem {
        ELFProblem("it is truncated (its header tables run past the end of the \(size)-byte file)")
    }
}

extension ELFLayout {
    /// The ELF header of `image`, checked to describe a library this host can load.
    private static func header(of image: borrowing ELFImage) throws(ELFProblem) -> Elf64_Ehdr {
        guard let header = image.entry(Elf64_Ehdr.self, at: 0) else {
            throw ELFProblem("it is too short to be an ELF file")
        }
        let ident = withUnsafeBytes(of: header.e_ident) { Array($0) }
        guard ident[0..<4] == [0x7F, 0x45, 0x4C, 0x46] else {
            throw ELFProblem("it is not an ELF file (it does not start with the ELF magic bytes)")
        }
        guard ident[Int(EI_CLASS)] == ELFCLASS64, ident[Int(EI_DATA)] == ELFDATA2LSB else {
            throw ELFProblem("it is not a 64-bit little-endian ELF file")
        }
        guard header.e_type == ET_DYN else { throw ELFProblem("it is an ELF file but not a shared library") }
        guard header.e_machine == hostMachine else {
            throw ELFProblem("it was built for another processor (ELF machine \(header.e_machine))")
        }
        try checkTableShapes(header)
        return header
    }

    /// Checks the header tables' entry sizes and count: the loader steps through program headers
    /// by its own Elf64_Phdr size whatever e_phentsize says, so any other size is a corrupt file.
    private static func checkTableShapes(_ header: Elf64_Ehdr) throws(ELFProblem) {
        let program = MemoryLayout<Elf64_Phdr>.size
        let section = MemoryLayout<Elf64_Shdr>.size
        guard Int(header.e_phentsize) == program else {
            throw ELFProblem(
                "its program headers are \(header.e_phentsize) bytes each, not the \(program) of a 64-bit ELF file")
        }
        guard header.e_shentsize == 0 || Int(header.e_shentsize) == section else {
            throw ELFProblem(
                "its section headers are \(header.e_shentsize) bytes each, not the \(section) of a 64-bit ELF file")
        }
        guard header.e_phnum != ELFLimits.extendedProgramHeaderCount else {
            throw ELFProblem(
                "it declares 65 535 program headers (extended numbering), which the system loader does not support")
        }
    }

    /// The program headers of `image`, checked to lie in the file.
    private static func programHeaders(of image: borrowing ELFImage, _ header: Elf64_Ehdr) throws(ELFProblem)
        -> [Elf64_Phdr]
    {
        guard let table = ELFTable<Elf64_Phdr>(offset: header.e_phoff, count: UInt64(header.e_phnum)),
            image.whole.contains(table.bytes)
        else { throw truncatedTables(image.size) }
        guard let entries = image.entries(table) else { throw ELFProblem("its program headers cannot be read") }
        return entries
    }

    /// The section headers of `image`, checked to lie in the file; none when it has none.
    private static func sectionHeaders(of image: borrowing ELFImage, _ header: Elf64_Ehdr) throws(ELFProblem)
        -> [Elf64_Shdr]
    {
        guard header.e_shoff != 0, header.e_shnum != 0 else { return [] }
        guard header.e_shentsize != 0 else {
            throw ELFProblem("its section headers are 0 bytes each, yet it declares \(header.e_shnum) of them")
        }
        guard let table = ELFTable<Elf64_Shdr>(offset: header.e_shoff, count: UInt64(header.e_shnum)),
            image.whole.contains(table.bytes)
        else { throw truncatedTables(image.size) }
        guard let entries = image.entries(table) else { throw ELFProblem("its section headers cannot be read") }
        return entries
    }

    /// Checks there is something to load and that every loadable segment's bytes are in the file:
    /// the loader maps them straight from it, and touching a missing page is SIGBUS.
    private func checkLoadableSegments(fileSize: UInt64) throws(ELFProblem) {
        let loadable = segments.filter { $0.p_type == UInt32(PT_LOAD) }
        guard !loadable.isEmpty else { throw ELFProblem("it has no loadable segments, so there is nothing to load") }
        for segment in loadable {
            guard let range = FileRange(offset: segment.p_offset, count: segment.p_filesz) else {
                throw ELFProblem("it is truncated (a loadable segment runs past the end of the \(fileSize)-byte file)")
            }
            guard range.end <= fileSize else {
                throw ELFProblem(
                    "it is truncated (a loadable segment ends at byte \(range.end) of a \(fileSize)-byte file)")
            }
        }
    }

    /// The ELF machine number of the processor this host runs on.
    private static var hostMachine: UInt16 {
        #if arch(x86_64)
            return UInt16(EM_X86_64)
        #elseif arch(arm64)
            return UInt16(EM_AARCH64)
        #else
            return 0
        #endif
    }
}
