import Glibc

/// The symbols a shared library exports: the defined global and weak entries of its dynamic
/// symbol table, read straight from the ELF file (no `nm` needed, nothing loaded) after the
/// same checks `dlopen` gets, so no file can make the reading trap.
public enum ELFSymbols {
    /// Why the table could not be read.
    public struct ReadError: Error, CustomStringConvertible {
        /// The sentence.
        public let description: String
    }

    /// The exported symbol names of the 64-bit little-endian ELF file at `path`, sorted.
    public static func exported(from path: String) throws(ReadError) -> [String] {
        let table: ELFDynamicSymbols
        let strings: [UInt8]?
        do throws(ELFProblem) {
            let image = try ELFImage(path: path)
            table = try ELFPreflight.check(image)
            strings = image.bytes(table.strings)
        } catch {
            throw ReadError(description: "\(path) is not a loadable library: \(error.sentence)")
        }
        guard let symbols = table.symbols, let strings else {
            throw ReadError(
                description:
                    "\(path) has no readable dynamic symbol table (it lacks both section headers and a symbol hash "
                    + "table)"
            )
        }
        return symbols.filter(isExported).map { name(at: $0.st_name, in: strings) }.sorted()
    }

    /// Whether `symbol` is defined here with global or weak binding (the high nibble of st_info).
    private static func isExported(_ symbol: Elf64_Sym) -> Bool {
        let binding = Int32(symbol.st_info >> 4)
        return (binding == STB_GLOBAL || binding == STB_WEAK) && symbol.st_shndx != UInt16(SHN_UNDEF)
    }

    /// The NUL-terminated name at `offset` in `strings` (checked to be inside it, and the table
    /// ends with NUL, so the search stops inside it).
    private static func name(at offset: UInt32, in strings: [UInt8]) -> String {
        let start = Int(offset)
        let end = strings[start...].firstIndex(of: 0) ?? strings.endIndex
        return String(decoding: strings[start..<end], as: UTF8.self)
    }
}
