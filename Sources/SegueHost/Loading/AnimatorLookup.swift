import SegueKit

/// The rules shared by every list of animators (the registry of loaded libraries and the
/// catalogue of scanned ones): which of two animators with one id wins, and how a name a person
/// typed finds one.
enum AnimatorLookup {
    /// Whether `candidate` replaces `kept`, which offers the same id, and the diagnostic naming
    /// the one ignored: the higher version wins; on a tie, the file found first.
    static func resolve(
        candidate: (descriptor: AnimatorDescriptor, file: String), kept: (descriptor: AnimatorDescriptor, file: String)
    ) -> (replaces: Bool, diagnostic: PluginDiagnostic) {
        let replaces = candidate.descriptor.version > kept.descriptor.version
        let (ignored, winner) = replaces ? (kept, candidate) : (candidate, kept)
        let reason =
            candidate.descriptor.version == kept.descriptor.version
            ? "both are version \(candidate.descriptor.version) and \(kept.file) comes first on the search path"
            : "it has the lower version"
        let id = kept.descriptor.id
        let diagnostic = PluginDiagnostic(
            .duplicateID, file: ignored.file,
            "animator \(id) \(ignored.descriptor.version) was ignored because \(winner.file) also offers \(id) "
                + "(\(winner.descriptor.version)) and \(reason); remove one of the two files"
        )
        return (replaces, diagnostic)
    }

    /// The index of the animator whose id or name is `name`, ignoring case (then, as a
    /// shorthand, whose id's last label is: `zoom` for `org.segue.zoom`).
    static func index(of name: String, in descriptors: [AnimatorDescriptor]) -> Int? {
        let wanted = name.lowercased()
        return descriptors.firstIndex { $0.id.lowercased() == wanted }
            ?? descriptors.firstIndex { $0.name.lowercased() == wanted }
            ?? descriptors.firstIndex { $0.id.lowercased().split(separator: ".").last.map(String.init) == wanted }
    }

    /// Up to `limit` ids closest to `name` (by edit distance to the id, its last label or the name).
    static func closest(to name: String, in descriptors: [AnimatorDescriptor], limit: Int) -> [String] {
        let wanted = name.lowercased()
        let scored = descriptors.map { d -> (String, Int) in
            let candidates = [
                d.id.lowercased(), d.name.lowercased(), String(d.id.lowercased().split(separator: ".").last ?? ""),
            ]
            return (d.id, candidates.map { Spelling.editDistance($0, wanted) }.min() ?? .max)
        }
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(limit).map(\.0)
    }
}
