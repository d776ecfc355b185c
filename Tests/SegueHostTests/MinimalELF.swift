import Glibc

/// The smallest shared library the preflight accepts, built from Glibc's ELF structures: one
/// loadable segment (file offsets equal addresses) holding the header, two program headers, a
/// dynamic section, a classic hash table, two dynamic symbols (the null one and
/// `segue_plugin_entry`) and their names, then optionally four section headers.
enum MinimalELF {
    /// The exported symbol.
    static let symbol = "segue_plugin_entry"

    /// Where each part starts.
    private enum Offset {
        static let programHeaders = MemoryLayout<Elf64_Ehdr>.size
        static let dynamic = programHeaders + 2 * MemoryLayout<Elf64_Phdr>.size
        // A count, not dynamicEntries.count: the entries' values are these offsets.
        static let hash = dynamic + dynamicEntryCount * MemoryLayout<Elf64_Dyn>.size
        static let symbols = aligned(hash + hashWords.count * 4)
        static let strings = symbols + 2 * MemoryLayout<Elf64_Sym>.size
        static let sections = aligned(strings + names.count)
    }

    /// The dynamic string table: the empty name, then the symbol's.
    private static let names: [UInt8] = [0] + Array(symbol.utf8) + [0]
    /// nbucket 1, nchain 2, bucket 0 → symbol 1, then the chain (symbol 1 ends it).
    private static let hashWords: [UInt32] = [1, 2, 1, 0, 0]
    /// How many dynamic entries there are.
    private static let dynamicEntryCount = 6
    /// The dynamic section's tags and values, DT_NULL last.
    private static let dynamicEntries: [(Int32, Int)] = [
        (DT_STRTAB, Offset.strings), (DT_STRSZ, names.count), (DT_SYMTAB, Offset.symbols),
        (DT_SYMENT, MemoryLayout<Elf64_Sym>.size), (DT_HASH, Offset.hash), (DT_NULL, 0),
    ]

    /// The file's bytes.
    static func bytes(withSectionHeaders: Bool = true) -> [UInt8] {
        precondition(dynamicEntries.count == dynamicEntryCount)
        var file: [UInt8] = []
        let size = withSectionHeaders ? Offset.sections + 4 * MemoryLayout<Elf64_Shdr>.size : Offset.sections
        append(header(sections: withSectionHeaders), to: &file)
        append(segment(PT_LOAD, offset: 0, size: size), to: &file)
        append(
            segment(PT_DYNAMIC, offset: Offset.dynamic, size: dynamicEntries.count * MemoryLayout<Elf64_Dyn>.size),
            to: &file)
        for (tag, value) in dynamicEntries { append(dynamicEntry(tag, value), to: &file) }
        for word in hashWords { append(word, to: &file) }
        pad(&file, to: Offset.symbols)
        append(Elf64_Sym(), to: &file)
        // Global binding (high nibble), an object (low nibble), defined in section 1.
        append(
            Elf64_Sym(
                st_name: 1, st_info: UInt8(STB_GLOBAL << 4 | STT_OBJECT), st_other: 0, st_shndx: 1, st_value: 0,
                st_size: 8), to: &file)
        file += names
        pad(&file, to: Offset.sections)
        if withSectionHeaders { for section in sections() { append(section, to: &file) } }
        return file
    }

    /// The ELF header of a 64-bit little-endian shared library for this processor.
    private static func header(sections: Bool) -> Elf64_Ehdr {
        var header = Elf64_Ehdr()
        withUnsafeMutableBytes(of: &header.e_ident) { ident in
            for (index, byte) in [0x7F, 0x45, 0x4C, 0x46, ELFCLASS64, ELFDATA2LSB, EV_CURRENT].enumerated() {
                ident[index] = UInt8(byte)
            }
        }
        header.e_type = UInt16(ET_DYN)
        #if arch(x86_64)
            header.e_machine = UInt16(EM_X86_64)
        #else
            header.e_machine = UInt16(EM_AARCH64)
        #endif
        header.e_version = UInt32(EV_CURRENT)
        header.e_phoff = UInt64(Offset.programHeaders)
        header.e_shoff = sections ? UInt64(Offset.sections) : 0
        header.e_ehsize = UInt16(MemoryLayout<Elf64_Ehdr>.size)
        header.e_phentsize = UInt16(MemoryLayout<Elf64_Phdr>.size)
        header.e_phnum = 2
        header.e_shentsize = UInt16(MemoryLayout<Elf64_Shdr>.size)
        header.e_shnum = sections ? 4 : 0
        return header
    }

    /// A program header of `type` whose file bytes and addresses coincide.
    private static func segment(_ type: Int32, offset: Int, size: Int) -> Elf64_Phdr {
        Elf64_Phdr(
            p_type: UInt32(type), p_flags: UInt32(PF_R), p_offset: UInt64(offset), p_vaddr: UInt64(offset),
            p_paddr: UInt64(offset), p_filesz: UInt64(size), p_memsz: UInt64(size),
            p_align: type == PT_LOAD ? 0x1000 : 8)
    }

    /// One dynamic entry.
    private static func dynamicEntry(_ tag: Int32, _ value: Int) -> Elf64_Dyn {
        var entry = Elf64_Dyn()
        entry.d_tag = Int64(tag)
        entry.d_un.d_val = UInt64(value)
        return entry
    }

    /// The null section, .dynsym, .dynstr and .hash.
    private static func sections() -> [Elf64_Shdr] {
        func section(_ type: Int32, _ offset: Int, _ size: Int, link: UInt32, entrySize: Int) -> Elf64_Shdr {
            Elf64_Shdr(
                sh_name: 0, sh_type: UInt32(type), sh_flags: UInt64(SHF_ALLOC), sh_addr: UInt64(offset),
                sh_offset: UInt64(offset),
                sh_size: UInt64(size), sh_link: link, sh_info: 1, sh_addralign: 8, sh_entsize: UInt64(entrySize))
        }
        return [
            Elf64_Shdr(),
            section(
                SHT_DYNSYM, Offset.symbols, 2 * MemoryLayout<Elf64_Sym>.size, link: 2,
                entrySize: MemoryLayout<Elf64_Sym>.size),
            section(SHT_STRTAB, Offset.strings, names.count, link: 0, entrySize: 0),
            section(SHT_HASH, Offset.hash, hashWords.count * 4, link: 1, entrySize: 4),
        ]
    }

    /// Appends the bytes of `value` (little-endian, as this host is).
    private static func append<T>(_ value: T, to file: inout [UInt8]) {
        withUnsafeBytes(of: value) { file += $0 }
    }

    /// Appends zeros up to `offset`.
    private static func pad(_ file: inout [UInt8], to offset: Int) {
        file += [UInt8](repeating: 0, count: offset - file.count)
    }

    /// `offset` rounded up to a multiple of 8, the alignment of the 64-bit structures.
    private static func aligned(_ offset: Int) -> Int { (offset + 7) / 8 * 8 }
}
