import Logging

/// Every plugin (animator, interaction or presentation controller) found on a search path,
/// loaded once, with one diagnostic per problem. Loading never stops at a bad file: the next
/// file is tried.
public final class PluginRegistry {
    /// The animators, in search order, one per id.
    public private(set) var animators: [AvailableAnimator] = []
    /// The interaction controllers, in search order, one per id (unique across every kind).
    public private(set) var interactions: [AvailableInteraction] = []
    /// The presentation controllers, in search order, one per id (unique across every kind).
    public private(set) var presentations: [AvailablePresentation] = []
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
            let others = otherKinds(than: .animator)
            AnimatorLookup.add(candidate, to: &animators, diagnostics: &diagnostics) {
                AnimatorLookup.owner(of: $0, among: others)
            }
        }
        for descriptor in report.interactions {
            let candidate = AvailableInteraction(descriptor: descriptor, library: library)
            let others = otherKinds(than: .interaction)
            AnimatorLookup.add(candidate, to: &interactions, diagnostics: &diagnostics) {
                AnimatorLookup.owner(of: $0, among: others)
            }
        }
        for descriptor in report.presentations {
            let candidate = AvailablePresentation(descriptor: descriptor, library: library)
            let others = otherKinds(than: .presentation)
            AnimatorLookup.add(candidate, to: &presentations, diagnostics: &diagnostics) {
                AnimatorLookup.owner(of: $0, among: others)
            }
        }
    }

    /// The ids and files of every kind but `kind`, read before `kind`'s own list is modified: reading
    /// the registry's lists from inside that modification trapped as an exclusivity violation in
    /// release builds.
    private func otherKinds(than kind: PluginKind) -> [(PluginKind, [(id: String, file: String)])] {
        PluginKind.allCases.filter { $0 != kind }.map {
            switch $0 {
            case .animator: ($0, animators.map { ($0.descriptor.id, $0.file) })
            case .interaction: ($0, interactions.map { ($0.descriptor.id, $0.file) })
            case .presentation: ($0, presentations.map { ($0.descriptor.id, $0.file) })
            }
        }
    }

    /// The interaction controller whose id or name is `name`, ignoring case (then whose id's
    /// last label is).
    public func interaction(named name: String) -> AvailableInteraction? {
        AnimatorLookup.index(of: name, in: interactions.map(\.descriptor)).map { interactions[$0] }
    }

    /// The presentation controller whose id or name is `name`, ignoring case (then whose id's
    /// last label is).
    public func presentation(named name: String) -> AvailablePresentation? {
        AnimatorLookup.index(of: name, in: presentations.map(\.descriptor)).map { presentations[$0] }
    }

    /// Up to `limit` ids of `kind` closest to `name`.
    public func closestMatches(to name: String, among kind: PluginKind, limit: Int = 3) -> [String] {
        switch kind {
        case .animator: AnimatorLookup.closest(to: name, in: animators.map(\.descriptor), limit: limit)
        case .interaction: AnimatorLookup.closest(to: name, in: interactions.map(\.descriptor), limit: limit)
        case .presentation: AnimatorLookup.closest(to: name, in: presentations.map(\.descriptor), limit: limit)
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

extension PluginRegistry {
    /// Sets parameter `id` of the in-process controller `instance`, which `descriptor` describes,
    /// to `value` through its C setter (via libffi, the animators' path) after checking the range.
    public func setParameter(
        _ id: String, to value: Double, of descriptor: some PluginDescribing, on instance: UnsafeRawPointer
    ) throws(PluginAnimatorError) {
        let parameter = try descriptor.parameter(id, accepting: value)
        let status = parameterCalls.set(parameter, to: value, onInstance: instance)
        guard PluginStatus(status) == .ok else {
            throw PluginAnimatorError("\(descriptor.id) refused \(id)=\(parameter.format(value)) with status \(status)")
        }
    }

    /// Parameter `id`'s current value on the in-process controller `instance`, read through its C getter.
    public func parameterValue(_ id: String, of descriptor: some PluginDescribing, on instance: UnsafeRawPointer)
        -> Double?
    {
        guard let parameter = descriptor.parameters.first(where: { $0.id == id }) else { return nil }
        return parameterCalls.get(parameter, ofInstance: instance)
    }
}
