import SegueEngine

#if canImport(Glibc)
    import Glibc
#endif

/// The animators of a set of plugin libraries, each library replaced as it is rebuilt: a changed
/// library is scanned again and, when it loads, its plugin process is replaced by a new one (the
/// old one ends); when it does not, the last good one keeps running and the diagnostic says why.
/// Nothing is ever `dlclose`d. Parameters set on an animator survive its library's reload.
///
/// In process (`isolation` nil) a library is `dlopen`ed once per process: a rebuilt file under a
/// path already opened cannot be loaded again (`dlopen` would answer the old library, and
/// unloading it is unsafe), so its reload fails with that reason and the version first loaded
/// keeps running; a new library is added. Isolated, every reload is a new plugin process.
/// Thread: main.
public final class ReloadingPlugins {
    /// What happened to one changed library.
    public struct Outcome: Sendable {
        /// The library's path.
        public let path: String
        /// The ids it now provides, when it loaded.
        public let animatorIDs: [String]
        /// Why it was not loaded (the last good one keeps running), when it was not.
        public let failure: String?
        /// What it now provides (ids, names, versions), when it loaded.
        public let descriptors: [AnimatorDescriptor]
        /// Whether it was not among the libraries before (added rather than replaced).
        public let isNew: Bool
        /// Seconds from the start of its reload to the new version being in place (or refused).
        public let seconds: Double
        /// Problems that did not stop it: a new library's animators that did not load, kept
        /// parameter values the rebuilt animator no longer takes.
        public let warnings: [String]
    }

    /// One library of the set: the file, what it was when last tried, and its last good load.
    private struct Slot {
        let path: String
        /// The file as it was when last loaded or tried (a failed version is not tried again).
        var tried: FileIdentity?
        /// The last good load (nil if none ever loaded).
        var library: PluginLibrary?
        /// Why the first load failed, while nothing loaded.
        var problem: PluginDiagnostic?
    }

    private let host: PluginHostServices
    /// The folders followed (a new library in one of them is added), and the rules for entries.
    private let searchPath: PluginSearchPath
    /// The diagnostics listing the search path produced.
    private let listingDiagnostics: [PluginDiagnostic]
    private var slots: [Slot] = []
    /// Parameter values kept per animator id, applied to every animator made for it.
    private var parameters: [String: [String: Double]] = [:]

    /// The registry behind the current libraries.
    public private(set) var registry: PluginRegistry

    /// Whether libraries run in plugin processes of their own; setting it to the other kind loads
    /// every library again that way (the last good set keeps running, and the setting reverts,
    /// if one that loaded before does not load; `lastIsolationSwitch` says what happened).
    public var isolation: PluginIsolation? {
        didSet {
            guard (oldValue == nil) != (isolation == nil) else { return }
            lastIsolationSwitch = loadEverything()
            if lastIsolationSwitch.contains(where: { $0.failure != nil }) { isolation = oldValue }
        }
    }

    /// The isolation of the scanner child a library must pass before it is loaded in process
    /// (nil: loaded directly, as embedding code and tests do).
    private let inProcessGate: PluginIsolation?

    /// What the last switch of `isolation` did to each library.
    public private(set) var lastIsolationSwitch: [Outcome] = []

    /// Where scans are remembered: each reload records what the new file showed, so a later
    /// `segue list` answers from it without loading the library again.
    public var cache: RegistryCache?

    /// The libraries in `files`, each in a plugin process of its own when `isolation` is given
    /// (otherwise in this process).
    public convenience init(
        files: [String], host: PluginHostServices = PluginHostServices(), isolation: PluginIsolation?
    ) {
        self.init(
            files: files, diagnostics: [], following: PluginSearchPath(folders: [], allowInsecure: true), host: host,
            isolation: isolation)
    }

    /// The libraries on `searchPath`, whose folders are followed: a library that appears in one
    /// of them is added when it is reported.
    /// In process, `inProcessGate` (a `segue` executable's isolation) makes each library be
    /// `dlopen`ed here only after a plugin process loaded and unloaded it cleanly (include/README.md rule 11).
    public convenience init(
        searchPath: PluginSearchPath, host: PluginHostServices = PluginHostServices(), isolation: PluginIsolation?,
        inProcessGate: PluginIsolation? = nil
    ) {
        var diagnostics: [PluginDiagnostic] = []
        let files = searchPath.libraries(diagnostics: &diagnostics)
        self.init(
            files: files, diagnostics: diagnostics, following: searchPath, host: host, isolation: isolation,
            inProcessGate: inProcessGate)
    }

    private init(
        files: [String], diagnostics: [PluginDiagnostic], following searchPath: PluginSearchPath,
        host: PluginHostServices, isolation: PluginIsolation?,
        inProcessGate: PluginIsolation? = nil
    ) {
        self.host = host
        self.searchPath = searchPath
        self.isolation = isolation
        self.inProcessGate = inProcessGate
        listingDiagnostics = diagnostics
        registry = PluginRegistry(loaded: [], host: host, diagnostics: diagnostics)
        for file in files where !slots.contains(where: { $0.path == file }) {
            var slot = Slot(path: file, tried: FileIdentity(path: file))
            switch load(file, as: slot.tried) {
            case .success(let library): slot.library = library
            case .failure(let diagnostic): slot.problem = diagnostic
            }
            slots.append(slot)
        }
        rebuildRegistry()
    }

    /// The library files of the set, in search order (those that never loaded included).
    public var files: [String] { slots.map(\.path) }

    /// The id of the plugin process running `file`'s last good load (nil in process or unknown).
    package func pluginProcessID(of file: String) -> pid_t? {
        slots.first { $0.path == file }?.library?.pluginProcessID
    }

    /// Reloads each of `paths` that is one of the followed libraries (or new in a followed folder)
    /// and changed since it was last tried; answers an outcome for each one tried.
    public func reload(_ paths: [String]) -> [Outcome] {
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }.compactMap(reloadOne)
    }

    private func reloadOne(_ path: String) -> Outcome? {
        let started = MonotonicTimeSource.system.now()
        let index = slots.firstIndex { $0.path == path } ?? addedSlot(path)
        guard let index else { return nil }
        let isNew = slots[index].library == nil
        func refused(_ reason: String) -> Outcome {
            Outcome(
                path: path, animatorIDs: [], failure: reason, descriptors: [], isNew: isNew,
                seconds: MonotonicTimeSource.system.now() - started, warnings: [])
        }
        if let problem = searchPath.problem(withEntry: path) { return refused(problem.description) }
        guard let identity = FileIdentity(path: path) else {
            return refused("\(path) cannot be examined; it was removed or renamed while being reloaded")
        }
        guard identity != slots[index].tried else { return nil }
        slots[index].tried = identity
        if isolation == nil, OpenedLibraries.shared.holdsOlderVersion(of: path, than: identity) {
            return refused(Self.inProcessRefusal(path))
        }
        let library: PluginLibrary
        switch load(path, as: identity) {
        case .failure(let diagnostic): return refused(diagnostic.description)
        case .success(let loaded): library = loaded
        }
        let report = library.readDescriptors()
        let previous = slots[index].library
        // A library of only interaction or presentation controllers is a library all the same.
        if report.offersNothing || (previous != nil && !report.diagnostics.isEmpty) {
            library.endPluginProcess()
            let reasons = report.diagnostics.map(\.description)
            return refused(
                reasons.isEmpty
                    ? "\(path) offers no plugins (its animator_count answered 0 and it has no controller factory)"
                    : reasons.joined(separator: "; "))
        }
        slots[index].library = library
        slots[index].problem = nil
        rebuildRegistry()
        previous?.endPluginProcess()
        return Outcome(
            path: path, animatorIDs: report.animators.map(\.id), failure: nil, descriptors: report.animators,
            isNew: isNew,
            seconds: MonotonicTimeSource.system.now() - started,
            warnings: report.diagnostics.map(\.description) + droppedParameters(for: report.animators))
    }

    /// A new slot for `path` when it lies in a followed folder and passes the folder's filter.
    private func addedSlot(_ path: String) -> Int? {
        guard
            searchPath.folders.contains(where: {
                $0.libraryPath(named: Self.name(of: path)) == path && $0.admitsLibrary(named: Self.name(of: path))
            })
        else { return nil }
        slots.append(Slot(path: path))
        return slots.count - 1
    }

    private static func name(of path: String) -> String {
        String(path.split(separator: "/").last ?? "")
    }

    /// Why a rebuilt library cannot replace the one loaded in this process.
    static func inProcessRefusal(_ path: String) -> String {
        "\(path) changed, but plugins run in this process (--in-process), "
            + "where a library is loaded once and never unloaded; "
            + "the version loaded first keeps running (run isolated, without --in-process, to reload it)"
    }

    /// Loads `path` the current way (`identity` is what the file was when examined), recording
    /// what it showed in the cache.
    private func load(_ path: String, as identity: FileIdentity?) -> Result<PluginLibrary, PluginDiagnostic> {
        let loaded: Result<PluginLibrary, PluginDiagnostic>
        if let isolation {
            loaded = PluginLibrary.loadIsolated(path, host: host, isolation: isolation)
        } else if let inProcessGate,
            let blocked = PluginScanner(isolation: inProcessGate, cache: nil).blockedReason(for: path)
        {
            loaded = .failure(PluginDiagnostic(.blocked, file: path, "not loaded in process: \(blocked)"))
        } else {
            loaded = PluginLibrary.load(path, host: host)
        }
        if let cache, let identity { cache.record(loaded, for: identity) }
        return loaded
    }

    private func rebuildRegistry() {
        registry = PluginRegistry(
            loaded: slots.compactMap(\.library), host: host,
            diagnostics: listingDiagnostics + slots.compactMap(\.problem))
    }

    /// Loads every library again the current way; on any failure of a library that had loaded,
    /// the new loads are ended and the old set kept.
    private func loadEverything() -> [Outcome] {
        var loaded: [(Int, PluginLibrary)] = []
        var outcomes: [Outcome] = []
        for (index, slot) in slots.enumerated() {
            let started = MonotonicTimeSource.system.now()
            let identity = FileIdentity(path: slot.path)
            let stale =
                isolation == nil
                && identity.map { OpenedLibraries.shared.holdsOlderVersion(of: slot.path, than: $0) } ?? false
            let result =
                stale
                ? .failure(PluginDiagnostic(.notALibrary, file: slot.path, Self.inProcessRefusal(slot.path)))
                : load(slot.path, as: identity)
            let seconds = MonotonicTimeSource.system.now() - started
            switch result {
            case .success(let library):
                let animators = library.readDescriptors().animators
                loaded.append((index, library))
                outcomes.append(
                    Outcome(
                        path: slot.path, animatorIDs: animators.map(\.id), failure: nil, descriptors: animators,
                        isNew: false, seconds: seconds, warnings: []))
            case .failure(let diagnostic):
                outcomes.append(
                    Outcome(
                        path: slot.path, animatorIDs: [], failure: diagnostic.description, descriptors: [],
                        isNew: false, seconds: seconds, warnings: []))
            }
        }
        let lost = outcomes.indices.contains { outcomes[$0].failure != nil && slots[$0].library != nil }
        if lost {
            for (_, library) in loaded { library.endPluginProcess() }
            return outcomes
        }
        let previous = slots.compactMap(\.library)
        for (index, library) in loaded { slots[index].library = library }
        rebuildRegistry()
        for library in previous { library.endPluginProcess() }
        return outcomes
    }

    // MARK: Animators and their parameters

    /// The animator ids, in search order.
    public var animatorIDs: [String] { registry.animators.map(\.descriptor.id) }

    /// What animator `id` declares now; nil when no library offers it.
    public func descriptor(for id: String) -> AnimatorDescriptor? {
        registry.animators.first { $0.descriptor.id == id }?.descriptor
    }

    /// The parameter values kept for animator `id`.
    public func parameters(for id: String) -> [String: Double] { parameters[id] ?? [:] }

    /// Keeps `value` for parameter `parameter` of animator `id` (checked against what it
    /// declares now), for every animator made for it from now on, across reloads.
    public func setParameter(_ parameter: String, of id: String, to value: Double) throws(PluginAnimatorError) {
        guard let descriptor = descriptor(for: id) else { throw Self.notOffered(id) }
        _ = try descriptor.parameter(parameter, accepting: value)
        parameters[id, default: [:]][parameter] = value
    }

    /// A fresh animator `id` for `operation` from its current library, with its kept parameters
    /// (those its current version still takes, in range).
    public func makePluginAnimator(id: String, operation: PluginOperation) throws(PluginAnimatorError) -> PluginAnimator
    {
        guard let available = registry.animators.first(where: { $0.descriptor.id == id }) else {
            throw Self.notOffered(id)
        }
        let values = (parameters[id] ?? [:]).filter { name, value in
            available.descriptor.parameters.contains { $0.id == name && (try? $0.check(value)) != nil }
        }
        return try registry.makeAnimator(available, operation: operation, parameters: values)
    }

    /// Why there is no animator `id` to use.
    private static func notOffered(_ id: String) -> PluginAnimatorError {
        PluginAnimatorError("no loaded library offers animator \(id); check the id or its library's diagnostics")
    }

    /// Warnings for kept values that `animators` (a rebuild) no longer take.
    private func droppedParameters(for animators: [AnimatorDescriptor]) -> [String] {
        animators.flatMap { descriptor in
            (parameters[descriptor.id] ?? [:]).sorted { $0.key < $1.key }.compactMap { name, value in
                guard let declared = descriptor.parameters.first(where: { $0.id == name }) else {
                    return "\(descriptor.id) no longer takes parameter \(name); its kept value \(value) is not applied"
                }
                return (try? declared.check(value)) == nil
                    ? "\(descriptor.id)'s parameter \(name) no longer accepts \(value); the default is used" : nil
            }
        }
    }
}
