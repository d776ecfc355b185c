/// A Swift enumeration of one of the ABI's C enums: every case knows its C value (`raw`), and a
/// number from a plugin becomes a case only when the ABI defines it, so host code switches over
/// Swift cases and the C constants stay in the wrapper files.
protocol PluginABIEnumeration: CaseIterable, Sendable {
    /// The C value, as the ABI's `int32_t` fields carry it.
    var raw: Int32 { get }
}

extension PluginABIEnumeration {
    /// The case whose C value is `raw`, or nil for a number the ABI does not define.
    @inline(__always)
    init?(raw: Int32) {
        // A linear search: these enums have at most nine cases. Inline, so that each enum's
        // search is specialised where it is used (every property set and get starts with one).
        for candidate in Self.allCases where candidate.raw == raw {
            self = candidate
            return
        }
        return nil
    }
}
