import SegueABI

#if canImport(Glibc)
import Glibc
#endif

/// One loaded plugin library: its `dlopen` handle and entry struct, initialised once. Libraries
/// are never `dlclose`d (Swift code cannot be unloaded safely); the handle lives as long as the
/// process.
public final class PluginLibrary {
    /// The file it was loaded from.
    public let path: String
    /// The ABI version it was built against.
    public let abiVersion: SemanticVersion
    /// The entry struct.
    let entry: UnsafePointer<segue_plugin_entry_t>
    /// The host services given to `init`.
    let host: PluginHostServices

    private init(path: String, entry: UnsafePointer<segue_plugin_entry_t>, host: PluginHostServices) {
        self.path = path
        self.entry = entry
        self.host = host
        let version = entry.pointee.abi_version
        abiVersion = SemanticVersion(major: Int(version.major), minor: Int(version.minor), patch: Int(version.patch))
    }

    /// The ABI version this host implements.
    public static let hostABIVersion = SemanticVersion(
        major: Int(SEGUE_ABI_VERSION_MAJOR), minor: Int(SEGUE_ABI_VERSION_MINOR), patch: Int(SEGUE_ABI_VERSION_PATCH))

    /// Loads `path` with `RTLD_NOW | RTLD_LOCAL`, finds the entry, checks the ABI version and
    /// calls `init`; each failure is one diagnostic.
    static func load(_ path: String, host: PluginHostServices) -> Result<PluginLibrary, PluginDiagnostic> {
        if let problem = ELFPreflight.problem(with: path) {
            return .failure(PluginDiagnostic(
                .notALibrary, file: path, "not a loadable library (\(problem)); remove it from the plugin folder or rebuild it as a shared library"))
        }
        guard let handle = PluginCalls.into(.load, { dlopen(path, RTLD_NOW | RTLD_LOCAL) }) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            return .failure(PluginDiagnostic(
                .notALibrary, file: path,
                "not a loadable library (\(reason)); remove it from the plugin folder or rebuild it as a shared library"))
        }
        // The handle is deliberately kept open for the life of the process, even on failure below:
        // closing a library that ran Swift initialisers is not safe.
        guard let symbol = dlsym(handle, SEGUE_PLUGIN_ENTRY_SYMBOL) else {
            return .failure(PluginDiagnostic(
                .missingEntry, file: path,
                "has no \(SEGUE_PLUGIN_ENTRY_SYMBOL) symbol, so it is not a Segue plugin; export the entry struct (see include/segue/entry.h)"))
        }
        let entry = UnsafePointer(symbol.assumingMemoryBound(to: segue_plugin_entry_t.self))
        let library = PluginLibrary(path: path, entry: entry, host: host)
        let hostVersion = segue_version_t(
            major: UInt32(SEGUE_ABI_VERSION_MAJOR), minor: UInt32(SEGUE_ABI_VERSION_MINOR), patch: UInt32(SEGUE_ABI_VERSION_PATCH))
        guard segue_version_is_compatible(hostVersion, entry.pointee.abi_version) else {
            return .failure(PluginDiagnostic(
                .incompatibleABI, file: path,
                "was built against plugin ABI \(library.abiVersion) but this host implements ABI \(hostABIVersion); rebuild the plugin against ABI \(hostABIVersion.major).x headers"))
        }
        let missing = [
            ("init", entry.pointee.`init` == nil), ("deinit", entry.pointee.deinit == nil),
            ("animator_count", entry.pointee.animator_count == nil), ("animator_descriptor", entry.pointee.animator_descriptor == nil),
            ("create_animator", entry.pointee.create_animator == nil),
        ].filter(\.1).map(\.0)
        guard missing.isEmpty else {
            return .failure(PluginDiagnostic(
                .invalidDescriptor, file: path,
                "leaves entry function \(missing.joined(separator: ", ")) NULL; every entry function except get_extension is required"))
        }
        guard PluginCalls.into(.`init`, { entry.pointee.`init`!(UnsafePointer(host.raw)) }) else {
            return .failure(PluginDiagnostic(.initFailed, file: path, "refused to initialise (its init answered false); see the plugin's log messages above"))
        }
        return .success(library)
    }

    /// How many animators the library offers.
    var animatorCount: UInt32 { PluginCalls.into(.animator_count) { entry.pointee.animator_count!() } }

    /// The raw descriptor at `index`, if any.
    func descriptor(at index: UInt32) -> UnsafePointer<segue_animator_descriptor_t>? {
        PluginCalls.into(.animator_descriptor) { entry.pointee.animator_descriptor!(index) }
    }

    /// A new raw animator for `id`, if the library makes one.
    func createAnimator(id: String) -> UnsafePointer<segue_animator_t>? {
        PluginCalls.into(.create_animator) { id.withCString { entry.pointee.create_animator!($0) } }
    }
}
