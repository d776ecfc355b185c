/// How the host reads an append-only struct a plugin passed (`include/README.md`, rule 2): only
/// the bytes its leading `size` declares, fields beyond it as zero, so a struct from an older
/// minor is never read past its end.
enum DeclaredStruct {
    /// The plugin's struct copied up to the `size` it declares in its first field, the rest zero.
    static func prefix<Description>(of description: UnsafePointer<Description>) -> Description {
        let declared = Int(UnsafeRawPointer(description).load(as: UInt32.self))
        let byteCount = MemoryLayout<Description>.size
        let copy = UnsafeMutableRawPointer.allocate(
            byteCount: byteCount, alignment: MemoryLayout<Description>.alignment)
        defer { copy.deallocate() }
        copy.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
        copy.copyMemory(from: description, byteCount: min(declared, byteCount))
        return copy.load(as: Description.self)
    }
}
