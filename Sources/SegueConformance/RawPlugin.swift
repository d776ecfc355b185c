import SegueABI
import SegueHost

#if canImport(Glibc)
    import Glibc
#endif

/// A plugin library opened without the host's checks, for tests that look at the raw entry
/// (its version, reference counting, edge-case calls). Never closed, like every plugin library.
/// Every call goes through `PluginCalls`, so a crash in one is blamed on the right callback.
struct RawPlugin {
    let entry: UnsafePointer<segue_plugin_entry_t>

    /// Opens `file` and finds its entry, or stops the test saying why.
    init(_ file: String) throws {
        guard let handle = PluginCalls.into(.load, { dlopen(file, RTLD_NOW | RTLD_LOCAL) }) else {
            throw ValidationStop(
                .failed, "the library does not load: \(dlerror().map { String(cString: $0) } ?? "unknown reason")")
        }
        guard let symbol = dlsym(handle, SEGUE_PLUGIN_ENTRY_SYMBOL) else {
            throw ValidationStop(
                .failed, "the library has no \(SEGUE_PLUGIN_ENTRY_SYMBOL) symbol; export the entry struct")
        }
        entry = UnsafePointer(symbol.assumingMemoryBound(to: segue_plugin_entry_t.self))
        // Calling an entry function that points at data would only crash the test process;
        // library.loads reports which one it is.
        let stray = ExecutableSegments(handle: handle).outside(PluginLibrary.members(of: entry.pointee))
        guard stray.isEmpty else {
            throw ValidationStop(
                .skipped,
                "entry function \(stray.joined(separator: ", ")) points outside the library's code (see library.loads)")
        }
    }

    /// The host version this validator implements.
    static let hostVersion = PluginHostServices.abiVersion

    /// Stops the test as skipped unless the plugin's ABI is compatible (its other tests cannot run).
    func requireCompatible() throws {
        let v = entry.pointee.abi_version
        guard segue_version_is_compatible(Self.hostVersion, v) else {
            throw ValidationStop(
                .skipped,
                "the plugin's ABI \(v.major).\(v.minor).\(v.patch) is incompatible (see library.abi-compatible)")
        }
    }

    /// Calls `init`; false when it is NULL or refuses.
    func initialise(_ host: PluginHostServices) -> Bool {
        guard let function = entry.pointee.`init` else { return false }
        return PluginCalls.into(.`init`) { function(host.raw) }
    }

    /// Calls `deinit`, when set.
    func deinitialise() {
        guard let function = entry.pointee.deinit else { return }
        PluginCalls.into(.`deinit`) { function() }
    }

    /// `animator_count()`, or 0 when it is NULL.
    func animatorCount() -> UInt32 {
        guard let function = entry.pointee.animator_count else { return 0 }
        return PluginCalls.into(.animator_count) { function() }
    }

    /// `animator_descriptor(index)`.
    func descriptor(_ index: UInt32) -> UnsafePointer<segue_animator_descriptor_t>? {
        guard let function = entry.pointee.animator_descriptor else { return nil }
        return PluginCalls.into(.animator_descriptor) { function(index) }
    }

    /// `create_animator(id)`.
    func createAnimator(_ id: String) -> UnsafePointer<segue_animator_t>? {
        guard let function = entry.pointee.create_animator else { return nil }
        return PluginCalls.into(.create_animator) { id.withCString { function($0) } }
    }

    /// Calls the animator's `destroy`.
    func destroy(_ animator: UnsafePointer<segue_animator_t>) {
        PluginCalls.into(.destroy) { animator.pointee.destroy?(animator) }
    }

    /// `get_extension(id)`, or nil when the entry has none.
    func extensionTable(_ id: String) -> UnsafeRawPointer? {
        guard let function = entry.pointee.get_extension else { return nil }
        return PluginCalls.into(.get_extension) { id.withCString { function($0) } }
    }

    /// The library's entry, initialised for the body and deinitialised after it.
    func initialised<T>(_ body: (PluginHostServices) throws -> T) throws -> T {
        try requireCompatible()
        let host = PluginHostServices()
        guard initialise(host) else {
            throw ValidationStop(.failed, "expected init to answer true; it refused (or is NULL)")
        }
        defer { deinitialise() }
        return try body(host)
    }
}
