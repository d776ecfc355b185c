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
    public convenience init(
        searchPath: PluginSearchPath, host: PluginHostServices = PluginHostServices(), isolation: PluginIsolation? = nil
    ) {
        var diagnostics: [PluginDiagnostic] = []
        let files = searchPath.libraries(diagnostics: &diagnostics)
        self.init(libraries: files, host: host, diagnostics: diagnostics, isolation: isolation)
    }

    /// Loads exactly the library files `libraries`, in order (`segue inspect FILE.so`): in this
    /// process, or each in a plugin process of its own when `isolation` is given.
    public convenience init(
        libraries: [String], host: PluginHostServices = PluginHostServices(), isolation: PluginIsolation? = nil
    ) {
        self.init(libraries: libraries, host: host, diagnostics: [], isolation: isolation)
    }

    private init(
        libraries files: [String], host: PluginHostServices, diagnostics earlier: [PluginDiagnostic],
        isolation: PluginIsolation? = nil
    ) {
        self.host = host
        var diagnostics = earlier
        for file in files {
            let loaded =
                isolation.map { PluginLibrary.loadIsolated(file, host: host, isolation: $0) }
                ?? PluginLibrary.load(file, host: host)
            switch loaded {
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            case .success(let library):
                libraries.append(library)
                register(library, diagnostics: &diagnostics)
            }
        }
        self.diagnostics = diagnostics
    }

    /// A registry of libraries already loaded (a reload swaps one of them), registered in order
    /// after `diagnostics`.
    package init(loaded: [PluginLibrary], host: PluginHostServices, diagnostics earlier: [PluginDiagnostic] = []) {
        self.host = host
        var diagnostics = earlier
        for library in loaded {
            libraries.append(library)
            register(library, diagnostics: &diagnostics)
        }
        self.diagnostics = diagnostics
    }

    /// Ends every isolated library's plugin process once the work is done, watching each to the
    /// last (its libraries' destructors and finalizers run at its exit), and answers why each
    /// that failed did, earlier or at the end. Destroy the animators first: their `destroy`
    /// runs in those processes. Later calls into those libraries answer nothing.
    public func finish() -> [IsolationFailure] {
        for library in libraries { library.finishPluginProcess() }
        return isolationFailures
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
            let (replaces, diagnostic) = AnimatorLookup.resolve(
                candidate: (descriptor, candidate.file), kept: (kept.descriptor, kept.file))
            if replaces { animators[existing] = candidate }
            diagnostics.append(diagnostic)
        }
    }

    /// The animator whose id or name is `name`, ignoring case (then, as a shorthand, whose id's
    /// last label is: `zoom` for `org.segue.zoom`).
    public func animator(named name: String) -> AvailableAnimator? {
        AnimatorLookup.index(of: name, in: animators.map(\.descriptor)).map { animators[$0] }
    }

    /// Up to `limit` ids closest to `name` (by edit distance to the id, its last label or the name).
    public func closestMatches(to name: String, limit: Int = 3) -> [String] {
        AnimatorLookup.closest(to: name, in: animators.map(\.descriptor), limit: limit)
    }

    /// A new plugin animator for `available`, running `operation`, with `parameters` (id → value)
    /// applied through libffi; throws naming the problem.
    public func makeAnimator(
        _ available: AvailableAnimator, operation: PluginOperation, parameters: [String: Double] = [:]
    ) throws(PluginAnimatorError) -> PluginAnimator {
        try PluginAnimator(available: available, operation: operation, parameters: parameters, registry: self)
    }
}
