import Foundation

/// The plugin registry cache: what scanning each library showed (or why it is blocked), keyed
/// by the library's `FileIdentity`, so that an unchanged file is never loaded again just to be
/// listed. One JSON file, written atomically; a corrupt or foreign file is discarded with a
/// warning and rebuilt, never trusted.
public struct RegistryCache: Sendable {
    /// What the cache knows about one library.
    public struct Entry: Codable, Sendable, Equatable {
        /// The file as it was when scanned.
        public var identity: FileIdentity
        /// What loading it showed, unless it is blocked.
        public var report: LibraryScanReport?
        /// Why it is blocked: its scan crashed, exited, hung or broke the protocol.
        public var blocked: String?
    }

    private struct Contents: Codable {
        var format: String
        var host: String
        var libraries: [Entry]
    }

    /// The format tag the file carries; anything else is foreign.
    static let format = "segue-plugin-registry/1"

    /// The cache file.
    public let path: String
    /// Whether the user named it (`SEGUE_REGISTRY_CACHE`): only then is a failure to write it
    /// worth a warning; the standard place may sit in a read-only home, which just means no cache.
    public let isExplicit: Bool

    /// A cache kept in `path`.
    public init(path: String, isExplicit: Bool = true) {
        self.path = path
        self.isExplicit = isExplicit
    }

    /// The standard place: `$SEGUE_REGISTRY_CACHE`, else `$XDG_CACHE_HOME/segue/plugin-registry.json`,
    /// else `~/.cache/segue/plugin-registry.json`; nil when none can be named.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> RegistryCache? {
        if let path = environment["SEGUE_REGISTRY_CACHE"], !path.isEmpty { return RegistryCache(path: path) }
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
            return RegistryCache(path: base + "/segue/plugin-registry.json", isExplicit: false)
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return RegistryCache(path: home + "/.cache/segue/plugin-registry.json", isExplicit: false)
        }
        return nil
    }

    /// The entries, by path; empty when there is no file, and a warning when there is one that
    /// cannot be trusted.
    public func load() -> (entries: [String: Entry], warning: String?) {
        guard FileManager.default.fileExists(atPath: path) else { return ([:], nil) }
        let discard = "; it was discarded and will be rebuilt"
        guard let data = FileManager.default.contents(atPath: path), data.count <= 64 << 20 else {
            return ([:], "the plugin registry cache \(path) cannot be read or is over 64 MiB\(discard)")
        }
        guard let contents = try? JSONDecoder().decode(Contents.self, from: data) else {
            return ([:], "the plugin registry cache \(path) is corrupt\(discard)")
        }
        guard contents.format == Self.format, contents.host == PluginHostServices.hostVersion else {
            return ([:], "the plugin registry cache \(path) was written by another version of segue (\(contents.format), \(contents.host))\(discard)")
        }
        return (Dictionary(contents.libraries.map { ($0.identity.path, $0) }, uniquingKeysWith: { $1 }), nil)
    }

    /// Replaces the file with `entries` atomically (a temporary file renamed over it), creating
    /// its folder (owner-only) when needed; answers why it could not, or nil.
    public func save(_ entries: [Entry]) -> String? {
        let contents = Contents(format: Self.format, host: PluginHostServices.hostVersion, libraries: entries)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let temporary = "\(path).\(ProcessInfo.processInfo.processIdentifier).tmp"
            try encoder.encode(contents).write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, path) == 0 else {
                unlink(temporary)
                return "cannot replace \(path): \(String(cString: strerror(errno)))"
            }
            return nil
        } catch {
            return "cannot write the plugin registry cache \(path): \(error.localizedDescription)"
        }
    }
}
