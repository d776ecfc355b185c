import SegueKit

/// One plugin in a list of them, whatever its kind: its checked descriptor and its library's file.
protocol PluginListing {
    /// The descriptor's type, which fixes the kind.
    associatedtype Descriptor: PluginDescribing
    /// The descriptor.
    var descriptor: Descriptor { get }
    /// The library's file.
    var file: String { get }
}

/// The rules shared by every list of plugins (the registry of loaded libraries and the catalogue
/// of scanned ones), for every kind: which of two plugins with one id wins, and how a name a
/// person typed finds one.
enum AnimatorLookup {
    /// Adds `candidate` to `list` by the rules: an id another kind already uses (`elsewhere`
    /// answers that kind and its file) ignores the candidate; an id of its own kind is resolved
    /// by `resolve`. Each ignored plugin adds a diagnostic.
    static func add<Listing: PluginListing>(
        _ candidate: Listing, to list: inout [Listing], diagnostics: inout [PluginDiagnostic],
        elsewhere: (String) -> (kind: PluginKind, file: String)?
    ) {
        let d = candidate.descriptor
        if let other = elsewhere(d.id) {
            diagnostics.append(
                PluginDiagnostic(
                    .duplicateID, file: candidate.file,
                    "\(Listing.Descriptor.kind) \(d.id) \(d.version) was ignored because \(other.file) offers "
                        + "\(other.kind.withArticle) with the same id, and ids are unique across every kind of "
                        + "plugin; rename one of the two"))
            return
        }
        guard let existing = list.firstIndex(where: { $0.descriptor.id == d.id }) else {
            return list.append(candidate)
        }
        let kept = list[existing]
        let (replaces, diagnostic) = resolve(candidate: (d, candidate.file), kept: (kept.descriptor, kept.file))
        if replaces { list[existing] = candidate }
        diagnostics.append(diagnostic)
    }

    /// The kind and file of the plugin with `id` among `lists` (each a kind's ids and files).
    static func owner(of id: String, among lists: [(PluginKind, [(id: String, file: String)])])
        -> (kind: PluginKind, file: String)?
    {
        for (kind, entries) in lists {
            if let found = entries.first(where: { $0.id == id }) { return (kind, found.file) }
        }
        return nil
    }

    /// Whether `candidate` replaces `kept`, which offers the same id, and the diagnostic naming
    /// the one ignored: the higher version wins; on a tie, the file found first.
    static func resolve<D: PluginDescribing>(
        candidate: (descriptor: D, file: String), kept: (descriptor: D, file: String)
    )
        -> (replaces: Bool, diagnostic: PluginDiagnostic)
    {
        let replaces = candidate.descriptor.version > kept.descriptor.version
        let (ignored, winner) = replaces ? (kept, candidate) : (candidate, kept)
        let reason =
            candidate.descriptor.version == kept.descriptor.version
            ? "both are version \(candidate.descriptor.version) and \(kept.file) comes first on the search path"
            : "it has the lower version"
        let id = kept.descriptor.id
        let diagnostic = PluginDiagnostic(
            .duplicateID, file: ignored.file,
            "\(D.kind) \(id) \(ignored.descriptor.version) was ignored because \(winner.file) also offers \(id) "
                + "(\(winner.descriptor.version)) and \(reason); remove one of the two files"
        )
        return (replaces, diagnostic)
    }

    /// The index of the plugin whose id or name is `name`, ignoring case (then, as a
    /// shorthand, whose id's last label is: `zoom` for `org.segue.zoom`).
    static func index<D: PluginDescribing>(of name: String, in descriptors: [D]) -> Int? {
        let wanted = name.lowercased()
        return descriptors.firstIndex { $0.id.lowercased() == wanted }
            ?? descriptors.firstIndex { $0.name.lowercased() == wanted }
            ?? descriptors.firstIndex { $0.id.lowercased().split(separator: ".").last.map(String.init) == wanted }
    }

    /// Up to `limit` ids closest to `name` (by edit distance to the id, its last label or the name).
    static func closest<D: PluginDescribing>(to name: String, in descriptors: [D], limit: Int) -> [String] {
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
