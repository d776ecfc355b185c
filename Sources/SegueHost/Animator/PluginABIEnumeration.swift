/// A Swift enumeration of one of the ABI's C enums: every case knows its C value (`raw`), and a
/// number from a plugin becomes a case only when the ABI defines it, so host code switches over
/// Swift cases and the C constants stay in the wrapper files.
protocol PluginABIEnumeration: CaseIterable, Sendable {
    /// The C value, as the ABI's `int32_t` fields carry it.
    var raw: Int32 { get }
}

extension PluginABIEnumeration {
    /// The case whose C value is `raw`, or nil for a number the ABI does not define.
    init?(raw: Int32) {
        // A linear search: these enums have at most nine cases.
        guard let match = Self.allCases.first(where: { $0.raw == raw }) else { return nil }
        self = match
    }
}
