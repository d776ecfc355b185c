import Foundation

/// Many diagnostics of one kind in one folder, cut down to a few and a count: a folder of
/// 10000 junk files would otherwise print 10000 warnings on every command.
extension PluginDiagnostic {
    /// `diagnostics` in order, keeping the first `limit` of each kind in each folder and
    /// replacing the rest by one line such as "9997 more files in DIR are not libraries dlopen
    /// can load (like the 3 above)", placed where the first dropped one was. Diagnostics without
    /// a file, and kinds about a whole folder or a running plugin, are always kept; a group only
    /// one over the limit is kept whole, since a summary would save nothing.
    public static func summarised(_ diagnostics: [PluginDiagnostic], keepingPerFolder limit: Int = 3)
        -> [PluginDiagnostic]
    {
        let limit = max(limit, 0)
        var totals: [SummaryGroup: Int] = [:]
        for group in diagnostics.compactMap(\.summaryGroup) { totals[group, default: 0] += 1 }
        var seen: [SummaryGroup: Int] = [:]
        var result: [PluginDiagnostic] = []
        for diagnostic in diagnostics {
            guard let group = diagnostic.summaryGroup, let total = totals[group], total > limit + 1 else {
                result.append(diagnostic)
                continue
            }
            let index = seen[group, default: 0]
            seen[group] = index + 1
            if index < limit {
                result.append(diagnostic)
            } else if index == limit {
                result.append(group.summary(count: total - limit, shown: limit))
            }
        }
        return result
    }

    /// The (kind, folder) pair this diagnostic is counted in, or nil when it is never summarised.
    var summaryGroup: SummaryGroup? {
        guard let file, kind.summaryPhrase != nil else { return nil }
        return SummaryGroup(kind: kind, folder: (file as NSString).deletingLastPathComponent)
    }

    /// Diagnostics of one kind about files of one folder.
    struct SummaryGroup: Hashable {
        /// The kind they share.
        let kind: Kind
        /// The folder holding their files.
        let folder: String

        /// The line standing for `count` dropped diagnostics after `shown` kept ones; it has no
        /// file (the folder is in the sentence), so summarising again leaves it alone.
        func summary(count: Int, shown: Int) -> PluginDiagnostic {
            let (noun, phrase) = kind.summaryPhrase ?? ("files", "have problems")
            let example = shown > 0 ? " (like the \(shown) above)" : ""
            return PluginDiagnostic(kind, file: nil, "\(count) more \(noun) in \(folder) \(phrase)\(example)")
        }
    }
}

extension PluginDiagnostic.Kind {
    /// What a summary line says of many diagnostics of this kind (the things counted, and the
    /// predicate), or nil for kinds never summarised: a folder's own problem is one line
    /// already, and a running plugin's problems are not about files.
    var summaryPhrase: (noun: String, predicate: String)? {
        switch self {
        case .notALibrary: ("files", "are not libraries dlopen can load")
        case .notARegularFile:
            ("entries", "are not regular files (FIFOs, sockets, devices or folders) and were never opened")
        case .insecureFile: ("libraries", "were refused because other users could write to them")
        case .missingEntry: ("libraries", "have no segue_plugin_entry symbol")
        case .incompatibleABI: ("libraries", "were built against an incompatible plugin ABI")
        case .initFailed: ("libraries", "refused to initialise")
        case .invalidDescriptor: ("animators", "have invalid descriptors")
        case .duplicateID: ("animators", "were ignored because another library offers the same id")
        case .blocked: ("libraries", "are blocked because loading them crashed, exited or hung")
        case .unreadableFolder, .insecureFolder, .runtime: nil
        }
    }
}
