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
        guard let existing = animators.firstIndex(where: { $0.descriptor.id == candidate.descriptor.id }) else {
            return animators.append(candidate)
        }
        let kept = animators[existing]
        let (replaces, diagnostic) = AnimatorLookup.resolve(
            candidate: (candidate.descriptor, candidate.file), kept: (kept.descriptor, kept.file))
        if replaces { animators[existing] = candidate }
        diagnostics.append(diagnostic)
    }

    /// The animator whose id or name is `name`, ignoring case (then, as a shorthand, whose id's
    /// last label is: `zoom` for `org.segue.zoom`).
    public func animator(named name: String) -> Entry? {
        AnimatorLookup.index(of: name, in: animators.map(\.descriptor)).map { animators[$0] }
    }

    /// Up to `limit` ids closest to `name` (by edit distance to the id, its last label or the name).
    public func closestMatches(to name: String, limit: Int = 3) -> [String] {
        AnimatorLookup.closest(to: name, in: animators.map(\.descriptor), limit: limit)
    }

    /// The library files that offer the listed animators, in search order, each once.
    public var libraryFiles: [String] {
        var seen = Set<String>()
        return animators.map(\.file).filter { seen.insert($0).inserted }
    }
}
