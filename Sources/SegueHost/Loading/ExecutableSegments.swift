import CSegueProcess

/// Where a loaded library's code is: the address ranges of its executable segments. A function
/// pointer a plugin hands the host is called only if it lies in one of them, so an entry or
/// vtable member that points at data (or anywhere else) is refused instead of jumped into.
package struct ExecutableSegments {
    private let ranges: [Range<UInt>]

    /// The most executable segments read from one library (real ones have one or two).
    private static let capacity = 16

    /// The segments of the library `handle` (from `dlopen`); none when it cannot be examined,
    /// so every pointer is refused.
    package init(handle: UnsafeMutableRawPointer) {
        var starts = [UInt](repeating: 0, count: Self.capacity)
        var ends = [UInt](repeating: 0, count: Self.capacity)
        let count = Int(segue_executable_ranges(handle, &starts, &ends, Int32(Self.capacity)))
        ranges = (0..<max(count, 0)).compactMap { starts[$0] < ends[$0] ? starts[$0]..<ends[$0] : nil }
    }

    /// Whether `pointer` lies in the library's code.
    package func contains(_ pointer: UnsafeRawPointer?) -> Bool {
        guard let pointer else { return false }
        let address = UInt(bitPattern: pointer)
        return ranges.contains { $0.contains(address) }
    }

    /// The names of the non-NULL `members` that point outside the library's code.
    package func outside(_ members: [(String, UnsafeRawPointer?)]) -> [String] {
        members.filter { $0.1 != nil && !contains($0.1) }.map(\.0)
    }
}
