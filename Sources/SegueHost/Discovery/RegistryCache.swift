import Foundation

/// The plugin registry cache: what scanning each library showed (or why it is blocked), keyed
/// by the library's `FileIdentity`, so that an unchanged file is never loaded again just to be
/// listed. One JSON file, written atomically; a corrupt or foreign file is discarded with a
/// warning and rebuilt, never trusted.
public struct RegistryCache: Sendable {
    /// What the cache knows about one library.
    public struct Entry: Sendable, Equatable {
        /// The file as it was when scanned.
        public var identity: FileIdentity
        /// What loading it showed, unless it is blocked.
        public var report: LibraryScanReport?
        /// Why it is blocked: its scan crashed, exited, hung or broke the protocol.
        public var blocked: String?
    }

    /// The tag the file starts with; a file without it, or with another format or host
    /// version after it, is foreign. Version 3: an entry that is not blocked also unloaded
    /// cleanly at its scanner's exit (version 2 never checked that), so older files are rescanned.
    /// Version 4: a report records interaction and presentation controllers after its
    /// diagnostics; a version 3 entry recorded none, so it is rescanned rather than read as
    /// offering none.
    static let magic = "segue-plugin-registry/4"
    /// The most entries the file keeps (libraries of every search path used lately).
    static let maximumEntries = 10_000

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
        var reader = WireReader([UInt8](data))
        guard (try? reader.string(maximumBytes: 64)) == Self.magic else {
            return ([:], "the plugin registry cache \(path) is not one this segue writes\(discard)")
        }
        guard let host = try? reader.string(maximumBytes: 64), host == PluginHostServices.hostVersion else {
            return ([:], "the plugin registry cache \(path) was written by another version of segue\(discard)")
        }
        guard let entries = try? Self.entries(&reader, checksummed: [UInt8](data)) else {
            return ([:], "the plugin registry cache \(path) is corrupt\(discard)")
        }
        return (Dictionary(entries.map { ($0.identity.path, $0) }, uniquingKeysWith: { $1 }), nil)
    }

    private static func entries(_ reader: inout WireReader, checksummed bytes: [UInt8]) throws(WireError) -> [Entry] {
        guard bytes.count >= 8,
            checksum(bytes.dropLast(8)) == bytes.suffix(8).withUnsafeBytes({ $0.loadUnaligned(as: UInt64.self) })
        else {
            throw WireError("the checksum does not match")
        }
        let count = Int(try reader.read(UInt32.self))
        guard count <= maximumEntries else { throw WireError("\(count) entries") }
        return try (0..<count).map { _ throws(WireError) in try Entry(reading: &reader) }
    }

    /// FNV-1a over `bytes`: enough to tell a cut or scribbled file from a whole one.
    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt64 {
        bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    /// Replaces the file with `entries` atomically (a temporary file renamed over it), creating
    /// its folder (owner-only) when needed; answers why it could not, or nil.
    public func save(_ entries: [Entry]) -> String? {
        var writer = WireWriter()
        writer.append(Self.magic)
        writer.append(PluginHostServices.hostVersion)
        let kept = entries.prefix(Self.maximumEntries)
        writer.append(UInt32(kept.count))
        for entry in kept { entry.write(to: &writer) }
        var bytes = writer.bytes
        withUnsafeBytes(of: Self.checksum(bytes).littleEndian) { bytes.append(contentsOf: $0) }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let temporary = "\(path).\(ProcessInfo.processInfo.processIdentifier).tmp"
            try Data(bytes).write(to: URL(fileURLWithPath: temporary))
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

extension RegistryCache.Entry {
    /// Appends the entry in the cache's format.
    func write(to writer: inout WireWriter) {
        writer.append(identity.path)
        for number in [identity.size, identity.modified] { writer.append(number) }
        for number in [identity.inode, identity.device] { writer.append(number) }
        writer.append(blocked != nil)
        if let blocked {
            writer.append(blocked)
        } else {
            (report ?? LibraryScanReport(animators: [], diagnostics: [])).write(to: &writer)
        }
    }

    /// Reads an entry written by `write(to:)`, checking every descriptor again.
    init(reading reader: inout WireReader) throws(WireError) {
        let path = try reader.string(maximumBytes: 4096)
        identity = FileIdentity(
            path: path, size: try reader.read(Int64.self), modified: try reader.read(Int64.self),
            inode: try reader.read(UInt64.self),
            device: try reader.read(UInt64.self))
        if try reader.bool() {
            blocked = try reader.string()
            report = nil
        } else {
            report = try LibraryScanReport(reading: &reader, file: path)
            blocked = nil
        }
    }
}
