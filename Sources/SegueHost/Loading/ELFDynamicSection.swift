import Glibc

/// What a library's dynamic section tells the loader, read from where the loader reads it (its
/// virtual address, inside a loadable segment) and checked so that the loader follows no pointer
/// out of the file: the string table lies in the loaded bytes and every name it is asked to read
/// from it starts inside it. (`dlopen` trusts all of this; a wild offset faults inside it.)
struct ELFDynamicSection {
    /// The dynamic string table's bytes (DT_STRTAB, DT_STRSZ), ending with a NUL byte.
    let strings: FileRange
    /// The dynamic symbol table's virtual address (DT_SYMTAB).
    let symbolsAddress: UInt64
    /// The classic hash table's virtual address (DT_HASH), when there is one.
    let hashAddress: UInt64?
    /// The GNU hash table's virtual address (DT_GNU_HASH), when there is one.
    let gnuHashAddress: UInt64?
    /// The symbol version table's virtual address (DT_VERSYM), when there is one.
    let versionsAddress: UInt64?

    /// Reads and checks the dynamic section of `image`.
    init(_ image: borrowing ELFImage, _ layout: ELFLayout) throws(ELFProblem) {
        let entries = try Self.entries(image, layout)
        // A tag given twice counts as its last value, as in the loader.
        let values = Dictionary(entries.map { ($0.d_tag, $0.d_un.d_val) }, uniquingKeysWith: { $1 })
        func value(_ tag: Int32) -> UInt64? { values[Int64(tag)] }
        guard let stringsAddress = value(DT_STRTAB), let stringsSize = value(DT_STRSZ), let symbols = value(DT_SYMTAB)
        else {
            throw ELFProblem(
                "its dynamic section lacks a string table or symbol table entry (DT_STRTAB, DT_STRSZ, DT_SYMTAB), "
                    + "which every shared library has"
            )
        }
        if let entrySize = value(DT_SYMENT), entrySize != UInt64(MemoryLayout<Elf64_Sym>.size) {
            throw ELFProblem(
                "its dynamic symbols are \(entrySize) bytes each (DT_SYMENT), not the "
                    + "\(MemoryLayout<Elf64_Sym>.size) of a 64-bit ELF file"
            )
        }
        strings = try Self.stringTable(at: stringsAddress, size: stringsSize, image, layout)
        try Self.checkNames(in: entries, stringsSize: stringsSize)
        symbolsAddress = symbols
        hashAddress = value(DT_HASH)
        gnuHashAddress = value(DT_GNU_HASH)
        versionsAddress = value(DT_VERSYM)
    }

    /// The entries before DT_NULL, read from the dynamic segment's virtual address.
    private static func entries(_ image: borrowing ELFImage, _ layout: ELFLayout) throws(ELFProblem) -> [Elf64_Dyn] {
        let segment = try dynamicSegment(layout)
        guard let inFile = FileRange(offset: segment.p_offset, count: segment.p_filesz), inFile.end <= image.size else {
            throw ELFProblem("it is truncated (its dynamic section runs past the end of the \(image.size)-byte file)")
        }
        // The loader reads the section at its address, not at its offset, so that is what must be loaded.
        guard let loaded = layout.fileRange(address: segment.p_vaddr, count: segment.p_filesz) else {
            throw ELFProblem("its dynamic section lies outside the file bytes its loadable segments map")
        }
        let limit = ELFLimits.maximumDynamicEntries
        let walked = FileRange(
            offset: loaded.offset, count: min(loaded.count, limit * UInt64(MemoryLayout<Elf64_Dyn>.size)))
        guard let table = walked.flatMap(ELFTable<Elf64_Dyn>.init(filling:)), let entries = image.entries(table) else {
            throw ELFProblem("its dynamic section cannot be read")
        }
        guard let end = entries.firstIndex(where: { $0.d_tag == Int64(DT_NULL) }) else {
            throw ELFProblem(
                "its dynamic section has no DT_NULL entry among its first \(entries.count) entries, so the loader "
                    + "would read past its end"
            )
        }
        return Array(entries[..<end])
    }

    /// The one PT_DYNAMIC segment: without it there is nothing to link, and the loader keeps
    /// only the last of several.
    private static func dynamicSegment(_ layout: ELFLayout) throws(ELFProblem) -> Elf64_Phdr {
        let dynamic = layout.segments.filter { $0.p_type == UInt32(PT_DYNAMIC) }
        guard dynamic.count == 1, let segment = dynamic.first else {
            throw ELFProblem(
                dynamic.isEmpty
                    ? "it has no dynamic section, so it is not a shared library the loader can link"
                    : "it has \(dynamic.count) dynamic sections where a shared library has one")
        }
        return segment
    }

    /// The string table's bytes, checked to be loaded from the file and to end with NUL, so
    /// reading the last name stops inside it.
    private static func stringTable(at address: UInt64, size: UInt64, _ image: borrowing ELFImage, _ layout: ELFLayout)
        throws(ELFProblem) -> FileRange
    {
        guard size <= ELFLimits.maximumStringBytes else {
            throw ELFProblem(
                "its dynamic string table claims \(size) bytes (DT_STRSZ), more than the "
                    + "\(ELFLimits.maximumStringBytes) a library may have"
            )
        }
        guard size > 0, let strings = layout.fileRange(address: address, count: size) else {
            throw ELFProblem(
                "its dynamic string table (DT_STRTAB, DT_STRSZ) lies outside the file bytes its loadable segments map")
        }
        guard image.bytes(FileRange(offset: strings.end - 1, count: 1)!) == [0] else {
            throw ELFProblem("its dynamic string table does not end with a NUL byte, so the loader could read past it")
        }
        return strings
    }

    /// Checks that the library names the loader reads (needed libraries, soname, search paths)
    /// start inside the `stringsSize`-byte string table.
    private static func checkNames(in entries: [Elf64_Dyn], stringsSize: UInt64) throws(ELFProblem) {
        let nameTags: Set<Int64> = [Int64(DT_NEEDED), Int64(DT_SONAME), Int64(DT_RPATH), Int64(DT_RUNPATH)]
        if let entry = entries.first(where: { nameTags.contains($0.d_tag) && $0.d_un.d_val >= stringsSize }) {
            throw ELFProblem(
                "its dynamic section names a string at offset \(entry.d_un.d_val), past the end of its "
                    + "\(stringsSize)-byte dynamic string table"
            )
        }
    }
}
