import SegueABI

#if canImport(Glibc)
import Glibc
#endif

/// A plugin library opened without the host's checks, for tests that look at the raw entry
/// (its version, reference counting, edge-case calls). Never closed, like every plugin library.
struct RawPlugin {
    let entry: UnsafePointer<segue_plugin_entry_t>

    /// Opens `file` and finds its entry, or stops the test saying why.
    init(_ file: String) throws {
        guard let handle = dlopen(file, RTLD_NOW | RTLD_LOCAL) else {
            throw ValidationStop(.failed, "the library does not load: \(dlerror().map { String(cString: $0) } ?? "unknown reason")")
        }
        guard let symbol = dlsym(handle, SEGUE_PLUGIN_ENTRY_SYMBOL) else {
            throw ValidationStop(.failed, "the library has no \(SEGUE_PLUGIN_ENTRY_SYMBOL) symbol; export the entry struct")
        }
        entry = UnsafePointer(symbol.assumingMemoryBound(to: segue_plugin_entry_t.self))
    }

    /// The host version this validator implements.
    static let hostVersion = segue_version_t(
        major: UInt32(SEGUE_ABI_VERSION_MAJOR), minor: UInt32(SEGUE_ABI_VERSION_MINOR), patch: UInt32(SEGUE_ABI_VERSION_PATCH))

    /// Stops the test as skipped unless the plugin's ABI is compatible (its other tests cannot run).
    func requireCompatible() throws {
        let v = entry.pointee.abi_version
        guard segue_version_is_compatible(Self.hostVersion, v) else {
            throw ValidationStop(.skipped, "the plugin's ABI \(v.major).\(v.minor).\(v.patch) is incompatible (see library.abi-compatible)")
        }
    }
}
