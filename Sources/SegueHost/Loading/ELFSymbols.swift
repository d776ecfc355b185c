import Foundation

/// The symbols a shared library exports: the defined global and weak entries of its dynamic
/// symbol table, read straight from the ELF file (no `nm` needed, nothing loaded).
public enum ELFSymbols {
    /// Why the table could not be read.
    public struct ReadError: Error, CustomStringConvertible {
        /// The sentence.
        public let description: String
    }

    /// The exported symbol names of the 64-bit little-endian ELF file at `path`, sorted.
    public static func exported(from path: String) throws(ReadError) -> [String] {
        if let problem = ELFPreflight.problem(with: path) { throw ReadError(description: "\(path) is not a loadable library: \(problem)") }
        guard let data = FileManager.default.contents(atPath: path) else { throw ReadError(description: "\(path) cannot be read") }
        let bytes = [UInt8](data)
        func u16(_ o: Int) -> Int { Int(bytes[o]) | Int(bytes[o + 1]) << 8 }
        func u32(_ o: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[o + $1]) << (8 * $1) } }
        func u64(_ o: Int) -> Int { (0..<8).reduce(0) { $0 | Int(bytes[o + $1]) << (8 * $1) } }
        let (sectionOffset, sectionSize, sectionCount) = (u64(40), u16(58), u16(60))
        // Section header: type at +4, offset at +24, size at +32, link at +40, entry size at +56.
        func section(_ index: Int) -> (type: Int, offset: Int, size: Int, link: Int, entrySize: Int)? {
            let base = sectionOffset + index * sectionSize
            guard index < sectionCount, base + 64 <= bytes.count else { return nil }
            return (u32(base + 4), u64(base + 24), u64(base + 32), u32(base + 40), u64(base + 56))
        }
        let dynamicSymbolTable = 11
        guard let table = (0..<sectionCount).compactMap(section).first(where: { $0.type == dynamicSymbolTable }),
              let strings = section(table.link), table.entrySize >= 24,
              table.offset + table.size <= bytes.count, strings.offset + strings.size <= bytes.count
        else { throw ReadError(description: "\(path) has no readable dynamic symbol table") }
        var names: [String] = []
        for entry in stride(from: table.offset, to: table.offset + table.size, by: table.entrySize) {
            // Symbol: name offset at +0, info at +4 (binding in the high nibble), section index at +6.
            let binding = Int(bytes[entry + 4]) >> 4
            let definedIn = u16(entry + 6)
            guard binding == 1 || binding == 2, definedIn != 0 else { continue }
            var end = strings.offset + u32(entry)
            let start = end
            while end < strings.offset + strings.size, bytes[end] != 0 { end += 1 }
            names.append(String(decoding: bytes[start..<end], as: UTF8.self))
        }
        return names.sorted()
    }
}
