/// A run of bytes in a file whose end is known to fit in 64 bits, so comparing ranges can never
/// overflow.
struct FileRange: Equatable, Sendable {
    /// The offset of the first byte.
    let offset: UInt64
    /// How many bytes.
    let count: UInt64

    /// The offset just past the last byte.
    var end: UInt64 { offset + count }

    /// The `count` bytes at `offset`, or nil when the end would not fit in 64 bits (a header
    /// field set to 0xFFFF…FF must be refused, not wrapped around to a small offset).
    init?(offset: UInt64, count: UInt64) {
        guard !offset.addingReportingOverflow(count).overflow else { return nil }
        self.offset = offset
        self.count = count
    }

    /// Whether every byte of `other` lies in this range.
    func contains(_ other: FileRange) -> Bool {
        other.offset >= offset && other.end <= end
    }
}
