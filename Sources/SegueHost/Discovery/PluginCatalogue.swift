/// Every animator found on a search path, as data: what `segue list`, `inspect` and name lookup
/// use. Building one runs no plugin code in this process (see `PluginScanner`).
public struct PluginCatalogue: Sendable {
    /// An animator a library offers, and that library's file.
    public struct Entry: Sendable {
        /// The descriptor.
        public let descriptor: AnimatorDescriptor
        /// The library's file.
        public let file: String
    }

    /// A library that is blocked until its file changes, and why.
    public struct BlockedLibrary: Sendable, Equatable, Codable {
        /// The library's file.
        public let file: String
        /// Why: how its scan crashed, exited, hung or broke the protocol.
        public let reason: String
    }

    /// The animators, in search order, one per id (the higher version wins; on a tie, the file
    /// found first).
    public private(set) var animators: [Entry] = []
    /// The blocked libraries, in search order.
    public internal(set) var blocked: [BlockedLibrary] = []
    /// Every problem found, in order (blocked libraries included).
    public internal(set) var diagnostics: [PluginDiagnostic] = []

    /// Adds what scanning `file` showed.
    mutating func add(_ report: LibraryScanReport, file: String) {
        diagnostics += report.diagnostics
        for descriptor in report.animators { add(Entry(descriptor: descriptor, file: file)) }
    }

    private mutating func add(_ candidate: Entry) {
        let id = candidate.descriptor.id
        guard let existing = animators.firstIndex(where: { $0.descriptor.id == id }) else { return animators.append(candidate) }
        let kept = animators[existing]
        if candidate.descriptor.version > kept.descriptor.version {
            animators[existing] = candidate
            diagnostics.append(Self.duplicate(ignored: kept, kept: candidate, reason: "it has the lower version"))
        } else {
            let reason = candidate.descriptor.version == kept.descriptor.version
                ? "both are version \(candidate.descriptor.version) and \(kept.file) comes first on the search path" : "it has the lower version"
            diagnostics.append(Self.duplicate(ignored: candidate, kept: kept, reason: reason))
        }
    }

    private static func duplicate(ignored: Entry, kept: Entry, reason: String) -> PluginDiagnostic {
        let id = kept.descriptor.id
        return PluginDiagnostic(
            .duplicateID, file: ignored.file,
            "animator \(id) \(ignored.descriptor.version) was ignored because \(kept.file) also offers \(id) (\(kept.descriptor.version)) and \(reason); remove one of the two files")
    }

    /// The animator whose id or name is `name`, ignoring case (then, as a shorthand, whose id's
    /// last label is: `zoom` for `org.segue.zoom`).
    public func animator(named name: String) -> Entry? {
        let wanted = name.lowercased()
        return animators.first { $0.descriptor.id.lowercased() == wanted }
            ?? animators.first { $0.descriptor.name.lowercased() == wanted }
            ?? animators.first { $0.descriptor.id.lowercased().split(separator: ".").last.map(String.init) == wanted }
    }

    /// Up to `limit` ids closest to `name` (by edit distance to the id, its last label or the name).
    public func closestMatches(to name: String, limit: Int = 3) -> [String] {
        let wanted = name.lowercased()
        let scored = animators.map { entry -> (String, Int) in
            let d = entry.descriptor
            let candidates = [d.id.lowercased(), d.name.lowercased(), String(d.id.lowercased().split(separator: ".").last ?? "")]
            return (d.id, candidates.map { editDistance($0, wanted) }.min() ?? .max)
        }
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(limit).map(\.0)
    }

    /// The library files that offer the listed animators, in search order, each once.
    public var libraryFiles: [String] {
        var seen = Set<String>()
        return animators.map(\.file).filter { seen.insert($0).inserted }
    }
}
