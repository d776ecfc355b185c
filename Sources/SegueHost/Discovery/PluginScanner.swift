import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Discovery without running plugin code here: new or changed libraries are loaded in a plugin
/// process (one after another; a process that crashes, exits, hangs or floods is replaced and
/// the library it was loading is blocked), and what each showed is kept in the registry cache,
/// so an unchanged library is never loaded again just to be listed.
public struct PluginScanner: Sendable {
    /// How plugin processes are started; the per-library time limit is its call time limit.
    public let isolation: PluginIsolation
    /// Where scans are remembered; nil scans every library every time.
    public let cache: RegistryCache?

    /// A scanner through `isolation`, remembering in `cache`.
    public init(isolation: PluginIsolation, cache: RegistryCache?) {
        self.isolation = isolation
        self.cache = cache
    }

    /// What a scan did, for tools and tests.
    public struct Statistics: Sendable, Equatable {
        /// Libraries loaded in a plugin process this time.
        public var scanned = 0
        /// Libraries answered from the cache.
        public var cached = 0
        /// Plugin processes started.
        public var processes = 0
    }

    /// The catalogue of `files` (in search order, as `PluginSearchPath.libraries` lists them,
    /// with the diagnostics finding them produced); `rescan` loads every library again, blocked
    /// ones included. Warnings about the cache are added to `warnings`.
    public func catalogue(
        of files: [String], diagnostics: [PluginDiagnostic] = [], rescan: Bool = false, warnings: inout [String]
    ) -> (PluginCatalogue, Statistics) {
        let (cached, problem) = cache?.load() ?? ([:], nil)
        if let problem { warnings.append(problem) }
        var statistics = Statistics()
        var session = ScanSession(isolation: isolation)
        var entries: [RegistryCache.Entry] = []
        for file in files {
            guard let identity = FileIdentity(path: file) else { continue }
            if !rescan, let entry = cached[file], entry.identity == identity {
                statistics.cached += 1
                entries.append(entry)
                continue
            }
            statistics.scanned += 1
            entries.append(session.scan(identity))
        }
        statistics.processes = session.processesStarted
        if let cache, statistics.scanned > 0 || problem != nil {
            if let problem = cache.save(entries + Self.stillValid(cached, besides: entries)), cache.isExplicit {
                warnings.append(problem)
            }
        }
        return (Self.catalogue(from: entries, diagnostics: diagnostics), statistics)
    }

    /// Why `file` fails a scan of its own in a plugin process (it crashes, hangs or exits while
    /// loading or unloading), or nil when it loads and unloads cleanly; nothing is cached.
    public func blockedReason(for file: String) -> String? {
        guard let identity = FileIdentity(path: file) else { return "it cannot be read" }
        var session = ScanSession(isolation: isolation)
        return session.scan(identity).blocked
    }

    /// The cached entries of libraries this scan did not visit (other search paths) whose files
    /// are unchanged, so that alternating plugin paths do not throw each other's scans away.
    private static func stillValid(_ cached: [String: RegistryCache.Entry], besides visited: [RegistryCache.Entry])
        -> [RegistryCache.Entry]
    {
        let seen = Set(visited.map(\.identity.path))
        return cached.values.filter {
            !seen.contains($0.identity.path) && FileIdentity(path: $0.identity.path) == $0.identity
        }
        .sorted { $0.identity.path < $1.identity.path }
    }

    private static func catalogue(from entries: [RegistryCache.Entry], diagnostics: [PluginDiagnostic])
        -> PluginCatalogue
    {
        var catalogue = PluginCatalogue()
        catalogue.diagnostics = diagnostics
        for entry in entries {
            if let reason = entry.blocked {
                catalogue.blocked.append(PluginCatalogue.BlockedLibrary(file: entry.identity.path, reason: reason))
                catalogue.diagnostics.append(
                    PluginDiagnostic(
                        .blocked, file: entry.identity.path,
                        "blocked until the file changes: \(reason); fix or "
                            + "remove it (listing with --rescan tries it again)"
                    ))
            } else if let report = entry.report {
                catalogue.add(report, file: entry.identity.path)
            }
        }
        return catalogue
    }
}

/// One scan's plugin processes: one per library, ended (and watched to the last) after it.
private struct ScanSession {
    let isolation: PluginIsolation
    private(set) var processesStarted = 0

    init(isolation: PluginIsolation) {
        self.isolation = isolation
    }

    /// Loads `identity`'s file in a plugin process of its own, then ends that process.
    mutating func scan(_ identity: FileIdentity) -> RegistryCache.Entry {
        let file = identity.path
        let process: PluginHostProcess
        do {
            process = try PluginHostProcess(isolation: isolation, host: PluginHostServices(), file: file)
            processesStarted += 1
        } catch {
            let diagnostic = PluginDiagnostic(
                .notALibrary, file: file, "cannot start a plugin process to scan it: \(error)")
            return RegistryCache.Entry(
                identity: identity, report: LibraryScanReport(animators: [], diagnostics: [diagnostic]))
        }
        var message = WireWriter()
        message.append(file)
        guard var reply = process.request(.loadLibrary, for: .load, message) else {
            return RegistryCache.Entry(identity: identity, blocked: Self.reason(process.failure))
        }
        guard (try? reply.read(UInt32.self)) != nil, let report = try? LibraryScanReport(reading: &reply, file: file)
        else {
            return RegistryCache.Entry(identity: identity, blocked: "its scan answered a malformed report")
        }
        // Each library is unloaded in its own process's exit, watched to the last, so that only
        // a library that loaded and unloaded cleanly is listed (and may be loaded in process).
        if let failure = process.finish() {
            return RegistryCache.Entry(identity: identity, blocked: Self.reason(failure))
        }
        return RegistryCache.Entry(identity: identity, report: report)
    }

    /// "its scan crashed: its process was killed by SIGSEGV (in its init)".
    private static func reason(_ failure: IsolationFailure?) -> String {
        guard let failure else { return "its scan stopped" }
        let when = failure.place
        switch failure.ending {
        case .ended(.signalled(SIGXFSZ)): return "its scan flooded its output past the limit \(when) and was stopped"
        case .ended(let end): return "its scan \(end.isExit ? "exited" : "crashed") \(when): its process \(end)"
        case .timedOut(let seconds):
            return "its scan hung \(when) for \(PluginIsolation.format(seconds)) s and was stopped"
        case .malformed(let problem): return "its scan broke the plugin process protocol \(when) (\(problem))"
        case .replaced: return "its scan was ended because the library was replaced"
        }
    }
}

extension RegistryCache.Entry {
    init(identity: FileIdentity, report: LibraryScanReport) {
        self.init(identity: identity, report: report, blocked: nil)
    }

    init(identity: FileIdentity, blocked: String) {
        self.init(identity: identity, report: nil, blocked: blocked)
    }
}

extension ProcessEnd {
    /// Whether the process called `exit` rather than being killed.
    var isExit: Bool {
        if case .exited = self { true } else { false }
    }
}
