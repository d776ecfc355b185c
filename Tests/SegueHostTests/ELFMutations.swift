import Foundation
import Glibc

/// A field of a known-good ELF file that mutations aim at: where it is and how wide.
struct ELFField {
    /// Its offset in the file.
    let offset: Int
    /// Its width in bytes.
    let width: Int

    /// The `width` bytes at `offset`.
    init(offset: Int, width: Int) {
        self.offset = offset
        self.width = width
    }

    /// The `Value` field `path` of the `Structure` at `base`, placed by Glibc's own layout.
    init<Structure, Value>(_ path: KeyPath<Structure, Value>, at base: Int) {
        offset = base + MemoryLayout<Structure>.offset(of: path)!
        width = MemoryLayout<Value>.size
    }

    /// Every header, program header, section header, dynamic entry, dynamic symbol and hash
    /// table word of `file`, which must be a well-formed 64-bit ELF file.
    static func all(in file: [UInt8]) -> [ELFField] {
        func load<T>(_: T.Type, _ offset: Int) -> T {
            file.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
        }
        let header = load(Elf64_Ehdr.self, 0)
        var fields = (0..<16).map { ELFField(offset: $0, width: 1) } + headerFields()
        let segments = (0..<Int(header.e_phnum)).map { Int(header.e_phoff) + $0 * MemoryLayout<Elf64_Phdr>.size }
        let sections =
            header.e_shoff == 0
            ? [] : (0..<Int(header.e_shnum)).map { Int(header.e_shoff) + $0 * MemoryLayout<Elf64_Shdr>.size }
        for base in segments {
            fields += [
                ELFField(\Elf64_Phdr.p_type, at: base), ELFField(\Elf64_Phdr.p_offset, at: base),
                ELFField(\Elf64_Phdr.p_vaddr, at: base),
                ELFField(\Elf64_Phdr.p_filesz, at: base), ELFField(\Elf64_Phdr.p_memsz, at: base),
            ]
            let segment = load(Elf64_Phdr.self, base)
            if segment.p_type == UInt32(PT_DYNAMIC) {
                fields += entries(Elf64_Dyn.self, Int(segment.p_offset), Int(segment.p_filesz), dynamicFields)
            }
        }
        for base in sections {
            fields += [
                ELFField(\Elf64_Shdr.sh_type, at: base), ELFField(\Elf64_Shdr.sh_offset, at: base),
                ELFField(\Elf64_Shdr.sh_size, at: base),
                ELFField(\Elf64_Shdr.sh_link, at: base), ELFField(\Elf64_Shdr.sh_entsize, at: base),
            ]
            let section = load(Elf64_Shdr.self, base)
            switch Int32(bitPattern: section.sh_type) {
            case SHT_DYNSYM:
                fields += entries(Elf64_Sym.self, Int(section.sh_offset), Int(section.sh_size), symbolFields)
            case SHT_HASH, SHT_GNU_HASH, SHT_GNU_versym:
                fields += entries(UInt32.self, Int(section.sh_offset), Int(section.sh_size)) {
                    [ELFField(offset: $0, width: 4)]
                }
            default: break
            }
        }
        return fields.filter { $0.offset + $0.width <= file.count }
    }

    /// The ELF header's fields after e_ident.
    private static func headerFields() -> [ELFField] {
        [
            ELFField(\Elf64_Ehdr.e_type, at: 0), ELFField(\Elf64_Ehdr.e_machine, at: 0),
            ELFField(\Elf64_Ehdr.e_phoff, at: 0),
            ELFField(\Elf64_Ehdr.e_shoff, at: 0), ELFField(\Elf64_Ehdr.e_phentsize, at: 0),
            ELFField(\Elf64_Ehdr.e_phnum, at: 0),
            ELFField(\Elf64_Ehdr.e_shentsize, at: 0), ELFField(\Elf64_Ehdr.e_shnum, at: 0),
            ELFField(\Elf64_Ehdr.e_shstrndx, at: 0),
        ]
    }

    /// The tag and value of the dynamic entry at `base`.
    private static func dynamicFields(_ base: Int) -> [ELFField] {
        [ELFField(\Elf64_Dyn.d_tag, at: base), ELFField(\Elf64_Dyn.d_un, at: base)]
    }

    /// The name, binding and section of the symbol at `base`.
    private static func symbolFields(_ base: Int) -> [ELFField] {
        [
            ELFField(\Elf64_Sym.st_name, at: base), ELFField(\Elf64_Sym.st_info, at: base),
            ELFField(\Elf64_Sym.st_shndx, at: base),
        ]
    }

    /// The fields of each `Entry` in the `size` bytes at `offset`.
    private static func entries<Entry>(_: Entry.Type, _ offset: Int, _ size: Int, _ fields: (Int) -> [ELFField])
        -> [ELFField]
    {
        stride(from: offset, to: offset + size - MemoryLayout<Entry>.size + 1, by: MemoryLayout<Entry>.size).flatMap(
            fields)
    }
}

/// One change to an input file: bytes overwritten in place, then perhaps the file cut short.
struct ELFMutation: Sendable {
    /// Bytes written over the file, each run inside it.
    var patches: [(offset: Int, bytes: [UInt8])] = []
    /// The length the file is cut to, if it is.
    var length: Int?

    /// The values fuzzers find bugs with: zero, one, sign and width boundaries, the file's own size
    /// around its end, and the largest values of each width.
    static func extremes(fileSize: Int) -> [UInt64] {
        [
            0, 1, 2, 0x7F, 0x80, 0xFF, 0x7FFF, 0xFFFF, 0x7FFF_FFFF, 0xFFFF_FFFF, 0x1_0000_0000,
            UInt64(Int64.max), UInt64.max, UInt64.max - 7, UInt64(fileSize), UInt64(fileSize - 1), UInt64(fileSize + 1),
            UInt64(fileSize * 2),
        ]
    }

    /// A random mutation of `file`, whose structure is `fields`: mostly extreme values in
    /// fields, then flipped bits, truncation, and several fields at once.
    static func random(using random: inout SplitMix64, fields: [ELFField], file: [UInt8]) -> ELFMutation {
        var mutation = ELFMutation()
        let fileSize = file.count
        switch random.below(100) {
        case 0..<45: mutation.overwrite(random.pick(fields), using: &random, fileSize: fileSize)
        case 45..<70: mutation.flipBits(in: file, using: &random)
        case 70..<80: mutation.length = random.chance(50) ? random.below(fileSize) : random.below(min(fileSize, 4096))
        default:
            for _ in 0..<(2 + random.below(3)) {
                mutation.overwrite(random.pick(fields), using: &random, fileSize: fileSize)
            }
        }
        return mutation
    }

    /// Writes an extreme or random value over `field`.
    mutating func overwrite(_ field: ELFField, using random: inout SplitMix64, fileSize: Int) {
        let value = random.chance(80) ? random.pick(Self.extremes(fileSize: fileSize)) : random.next()
        patches.append((field.offset, withUnsafeBytes(of: value.littleEndian) { Array($0.prefix(field.width)) }))
    }

    /// Flips one to eight bits of `file`, mostly in the first 4 KiB where the headers and tables are.
    mutating func flipBits(in file: [UInt8], using random: inout SplitMix64) {
        for _ in 0...random.below(8) {
            let offset = random.chance(70) ? random.below(min(file.count, 4096)) : random.below(file.count)
            patches.append((offset, [file[offset] ^ UInt8(1) << random.below(8)]))
        }
    }
}

/// A temporary copy of an input that each mutation patches in place and then restores, so a
/// mutation costs a few small writes rather than a whole copy of a 600 KiB library.
final class PatchedFile {
    /// The copy's path.
    let path: String
    /// The input's bytes.
    let original: [UInt8]
    /// The copy, open for writing.
    private let descriptor: Int32

    /// A copy of `original` named `name` in a fresh temporary folder.
    init(_ original: [UInt8], name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-elf-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent(name).path
        try Data(original).write(to: URL(fileURLWithPath: path))
        self.original = original
        descriptor = open(path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Closes the copy and removes its folder.
    deinit {
        close(descriptor)
        try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }

    /// Runs `body` on the file changed by `mutation`, then puts the original bytes back.
    func with<Result>(_ mutation: ELFMutation, _ body: () -> Result) -> Result {
        for patch in mutation.patches { write(patch.bytes, at: patch.offset) }
        if let length = mutation.length { precondition(ftruncate(descriptor, off_t(length)) == 0) }
        defer {
            if let length = mutation.length { write(Array(original[length...]), at: length) }
            for patch in mutation.patches {
                write(Array(original[patch.offset..<(patch.offset + patch.bytes.count)]), at: patch.offset)
            }
        }
        return body()
    }

    /// Writes `bytes` at `offset`, all of them.
    private func write(_ bytes: [UInt8], at offset: Int) {
        let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
        precondition(written == bytes.count, "could not restore the fuzz input: \(String(cString: strerror(errno)))")
    }
}
