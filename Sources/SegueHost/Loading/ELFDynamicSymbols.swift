import Glibc

/// A library's dynamic symbol table, read from where the loader reads it (DT_SYMTAB), with every
/// symbol's name checked to start inside the dynamic string table: the loader compares names
/// straight from memory, so an offset past the table faults inside `dlopen`.
struct ELFDynamicSymbols {
    /// The symbols, or nil when the file says nowhere how many there are (no section headers
    /// and no hash table), so none could be checked.
    let symbols: [Elf64_Sym]?
    /// The string table the names index.
    let strings: FileRange

    /// Reads and checks the dynamic symbols of `image`.
    init(_ image: borrowing ELFImage, _ layout: ELFLayout, _ dynamic: ELFDynamicSection) throws(ELFProblem) {
        strings = dynamic.strings
        guard let count = try Self.count(image, layout, dynamic) else {
            symbols = nil
            return
        }
        guard let table: ELFTable<Elf64_Sym> = layout.table(address: dynamic.symbolsAddress, count: count) else {
            throw ELFProblem(
                "its dynamic symbol table (DT_SYMTAB, \(count) symbols) lies outside the file bytes its loadable "
                    + "segments map"
            )
        }
        guard let symbols = image.entries(table) else { throw ELFProblem("its dynamic symbol table cannot be read") }
        if let index = symbols.firstIndex(where: { UInt64($0.st_name) >= dynamic.strings.count }) {
            throw ELFProblem(
                "its dynamic symbol \(index) names a string at offset \(symbols[index].st_name), past the end of its "
                    + "\(dynamic.strings.count)-byte dynamic string table"
            )
        }
        // The loader reads one version entry per symbol.
        if let address = dynamic.versionsAddress,
            (layout.table(address: address, count: count) as ELFTable<UInt16>?) == nil
        {
            throw ELFProblem(
                "its symbol version table (DT_VERSYM) lies outside the file bytes its loadable segments map")
        }
        self.symbols = symbols
    }

    /// How many dynamic symbols there are: the .dynsym section's size when there are section
    /// headers, else what the hash tables reach; never fewer than the hash tables reach.
    private static func count(_ image: borrowing ELFImage, _ layout: ELFLayout, _ dynamic: ELFDynamicSection)
        throws(ELFProblem) -> UInt64?
    {
        let listed = try sectionCount(layout)
        let hashed = try ELFHashTables.symbolCount(dynamic, image, layout)
        if let listed, let hashed, hashed > listed {
            throw ELFProblem(
                "its symbol hash table reaches symbol \(hashed - 1), past the \(listed) symbols of its .dynsym section")
        }
        guard let count = listed ?? hashed else { return nil }
        guard count <= ELFLimits.maximumSymbols else {
            throw ELFProblem(
                "it declares \(count) dynamic symbols, more than the \(ELFLimits.maximumSymbols) a library may have")
        }
        return count
    }

    /// The number of symbols the SHT_DYNSYM section header lists, or nil when there is none.
    private static func sectionCount(_ layout: ELFLayout) throws(ELFProblem) -> UInt64? {
        guard let section = layout.sections.first(where: { $0.sh_type == UInt32(SHT_DYNSYM) }) else { return nil }
        let entrySize = UInt64(MemoryLayout<Elf64_Sym>.size)
        guard section.sh_entsize == entrySize else {
            throw ELFProblem(
                "its .dynsym section's entries are \(section.sh_entsize) bytes each, not the \(entrySize) of a "
                    + "64-bit ELF file"
            )
        }
        return section.sh_size / entrySize
    }
}
