#if canImport(Glibc)
    import Glibc
#endif

/// The records one `read` of an inotify descriptor returns: each a fixed header (watch, mask,
/// cookie, name length) followed by the name, NUL-padded to `len` bytes.
enum InotifyEvents {
    /// One event.
    struct Event: Equatable {
        /// The watch descriptor it belongs to (-1 for a queue overflow).
        let watch: Int32
        /// The `IN_*` bits.
        let mask: UInt32
        /// The entry's name inside the watched folder; nil for events about the folder itself.
        let name: String?
    }

    /// The header's size: `struct inotify_event` without its name.
    static let headerBytes = MemoryLayout<inotify_event>.size

    /// The events in the first `count` bytes of `bytes`; a record cut short (which the kernel
    /// never writes) ends the list rather than being read past.
    static func parse(_ bytes: [UInt8], count: Int) -> [Event] {
        var events: [Event] = []
        var offset = 0
        let end = min(count, bytes.count)
        bytes.withUnsafeBytes { raw in
            while offset + headerBytes <= end {
                let header = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                let nameBytes = Int(header.len)
                guard nameBytes <= end - offset - headerBytes else { return }
                let start = offset + headerBytes
                let field = raw[start..<(start + nameBytes)]
                let name = field.isEmpty ? nil : String(decoding: field.prefix { $0 != 0 }, as: UTF8.self)
                events.append(Event(watch: header.wd, mask: header.mask, name: name))
                offset = start + nameBytes
            }
        }
        return events
    }
}
