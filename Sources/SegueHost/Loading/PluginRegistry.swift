import Logging

/// Every animator found on a search path, loaded once, with one diagnostic per problem. Loading
/// never stops at a bad file: the next file is tried.
public final class PluginRegistry {
    /// The animators, in search order, one per id.
    public private(set) var animators: [AvailableAnimator] = []
    /// Everything that went wrong while loading, in order.
    public private(set) var diagnostics: [PluginDiagnostic] = []
    /// The services handed to every plugin.
    public let host: PluginHostServices
    /// The libraries that loaded, in order.
    public private(set) var libraries: [PluginLibrary] = []
    /// Parameter accessor calls (one prepared libffi interface per C signature).
    package let parameterCalls = FFIParameterCalls()

    /// Loads every plugin on `searchPath`: in this process, or each library in a plugin process
    /// of its own when `isolation` is given.
    public convenience init(searchPath: PluginSearchPath, host: PluginHostServices = PluginHostServices(), isolation: PluginIsolation? = nil) {
        var diagnostics: [PluginDiagnostic] = []
        let files = searchPath.libraries(diagnostics: &diagnostics)
        self.init(libraries: files, host: host, diagnostics: diagnostics, isolation: isolation)
    }

    /// Loads exactly the library files `libraries`, in order (`segue inspect FILE.so`): in this
    /// process, or each in a plugin process of its own when `isolation` is given.
    public convenience init(libraries: [String], host: PluginHostServices = PluginHostServices(), isolation: PluginIsolation? = nil) {
        self.init(libraries: libraries, host: host, diagnostics: [], isolation: isolation)
    }

    private init(libraries files: [String], host: PluginHostServices, diagnostics earlier: [PluginDiagnostic], isolation: PluginIsolation? = nil) {
        self.host = host
        var diagnostics = earlier
        for file in files {
            let loaded = isolation.map { PluginLibrary.loadIsolated(file, host: host, isolation: $0) } ?? PluginLibrary.load(file, host: host)
            switch loaded {
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            case .success(let library):
                libraries.append(library)
                register(library, diagnostics: &diagnostics)
            }
        }
        self.diagnostics = diagnostics
    }

    /// Why each isolated library's plugin process stopped, for those that did.
    public var isolationFailures: [IsolationFailure] { libraries.compactMap(\.isolationFailure) }

    private func register(_ library: PluginLibrary, diagnostics: inout [PluginDiagnostic]) {
        let report = library.readDescriptors()
        diagnostics += report.diagnostics
        for descriptor in report.animators {
            let candidate = AvailableAnimator(descriptor: descriptor, library: library)
            guard let existing = animators.firstIndex(where: { $0.descriptor.id == descriptor.id }) else {
                animators.append(candidate)
                continue
            }
            let kept = animators[existing]
            if descriptor.version > kept.descriptor.version {
                animators[existing] = candidate
                diagnostics.append(duplicate(id: descriptor.id, ignored: kept, kept: candidate, reason: "it has the lower version"))
            } else {
                let reason = descriptor.version == kept.descriptor.version
                    ? "both are version \(descriptor.version) and \(kept.file) comes first on the search path"
                    : "it has the lower version"
                diagnostics.append(duplicate(id: descriptor.id, ignored: candidate, kept: kept, reason: reason))
            }
        }
    }

    private func duplicate(id: String, ignored: AvailableAnimator, kept: AvailableAnimator, reason: String) -> PluginDiagnostic {
        PluginDiagnostic(
            .duplicateID, file: ignored.file,
            "animator \(id) \(ignored.descriptor.version) was ignored because \(kept.file) also offers \(id) (\(kept.descriptor.version)) and \(reason); remove one of the two files")
    }

    /// The animator whose id or name is `name`, ignoring case (then, as a shorthand, whose id's
    /// last label is: `zoom` for `org.segue.zoom`).
    public func animator(named name: String) -> AvailableAnimator? {
        let wanted = name.lowercased()
        return animators.first { $0.descriptor.id.lowercased() == wanted }
            ?? animators.first { $0.descriptor.name.lowercased() == wanted }
            ?? animators.first { $0.descriptor.id.lowercased().split(separator: ".").last.map(String.init) == wanted }
    }

    /// Up to `limit` ids closest to `name` (by edit distance to the id, its last label or the name).
    public func closestMatches(to name: String, limit: Int = 3) -> [String] {
        let wanted = name.lowercased()
        let scored = animators.map { animator -> (String, Int) in
            let d = animator.descriptor
            let candidates = [d.id.lowercased(), d.name.lowercased(), String(d.id.lowercased().split(separator: ".").last ?? "")]
            return (d.id, candidates.map { editDistance($0, wanted) }.min() ?? .max)
        }
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(limit).map(\.0)
    }

    /// A new plugin animator for `available`, running `operation`, with `parameters` (id → value)
    /// applied through libffi; throws naming the problem.
    public func makeAnimator(
        _ available: AvailableAnimator, operation: PluginOperation, parameters: [String: Double] = [:]
    ) throws(PluginAnimatorError) -> PluginAnimator {
        try PluginAnimator(available: available, operation: operation, parameters: parameters, registry: self)
    }
}

/// Levenshtein distance between two strings, by characters.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
