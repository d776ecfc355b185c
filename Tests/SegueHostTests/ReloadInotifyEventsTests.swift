import Testing

@testable import SegueHost

#if canImport(Glibc)
    import Glibc
#endif

/// The inotify record reader: header, then `len` NUL-padded name bytes (inotify(7)).
@Suite("Inotify records")
struct ReloadInotifyEventsTests {
    /// One record as the kernel writes it: the header's four fields, then the name padded to `padded` bytes.
    private func record(watch: Int32, mask: UInt32, name: String, padded: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        withUnsafeBytes(of: watch) { bytes += $0 }
        withUnsafeBytes(of: mask) { bytes += $0 }
        withUnsafeBytes(of: UInt32(0)) { bytes += $0 }
        withUnsafeBytes(of: UInt32(padded)) { bytes += $0 }
        let name = Array(name.utf8)
        return bytes + name + Array(repeating: 0, count: padded - name.count)
    }

    /// Names lose their padding; a folder's own event has no name.
    @Test func recordsAreReadWithTheirNames() {
        let bytes =
            record(watch: 1, mask: UInt32(IN_MOVED_TO), name: "libA.so", padded: 16)
            + record(watch: 1, mask: UInt32(IN_DELETE_SELF), name: "", padded: 0)
        #expect(
            InotifyEvents.parse(bytes, count: bytes.count) == [
                InotifyEvents.Event(watch: 1, mask: UInt32(IN_MOVED_TO), name: "libA.so"),
                InotifyEvents.Event(watch: 1, mask: UInt32(IN_DELETE_SELF), name: nil),
            ])
    }

    /// A record whose name runs past the bytes read ends the list; nothing is read beyond them.
    @Test func aCutRecordEndsTheList() {
        let whole = record(watch: 2, mask: UInt32(IN_CLOSE_WRITE), name: "libB.so", padded: 16)
        let cut = whole + record(watch: 2, mask: UInt32(IN_CLOSE_WRITE), name: "libC.so", padded: 16).prefix(20)
        #expect(InotifyEvents.parse(cut, count: cut.count).map(\.name) == ["libB.so"])
        #expect(InotifyEvents.parse(whole, count: 10).isEmpty)
        #expect(InotifyEvents.parse(whole, count: 1000).count == 1)
    }
}
