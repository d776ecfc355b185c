import Foundation
import SegueABI
import SegueABIValues

#if canImport(Glibc)
    import Glibc
#endif

/// One plugin library, initialised once: loaded in this process (its `dlopen` handle and entry
/// struct) or in a plugin process of its own. Libraries are never `dlclose`d (Swift code cannot
/// be unloaded safely); the handle lives as long as the process.
public final class PluginLibrary {
    /// The file it was loaded from.
    public let path: String
    /// The ABI version it was built against (the host's, for a library in a plugin process,
    /// which checked it there).
    public let abiVersion: SemanticVersion
    /// The host services given to `init`.
    let host: PluginHostServices
    private let backend: Backend

    /// Where the library's code runs.
    private enum Backend {
        /// Here: the entry struct `dlsym` found, and where the library's code is.
        case inProcess(UnsafePointer<segue_plugin_entry_t>, ExecutableSegments)
        /// In a plugin process, as its library `index`, with what loading it there showed.
        case isolated(PluginHostProcess, index: UInt32, report: LibraryScanReport)
    }

    /// The most animators one library may offer; a larger `animator_count` is refused whole.
    public static let maximumAnimatorCount: UInt32 = 256

    private init(
        path: String, entry: UnsafePointer<segue_plugin_entry_t>, segments: ExecutableSegments, host: PluginHostServices
    ) {
        self.path = path
        self.host = host
        backend = .inProcess(entry, segments)
        let version = entry.pointee.abi_version
        abiVersion = SemanticVersion(major: Int(version.major), minor: Int(version.minor), patch: Int(version.patch))
    }

    private init(
        path: String, process: PluginHostProcess, index: UInt32, report: LibraryScanReport, host: PluginHostServices
    ) {
        self.path = path
        self.host = host
        backend = .isolated(process, index: index, report: report)
        abiVersion = Self.hostABIVersion
    }

    /// The interaction controllers the library offers, checked (read once).
    public private(set) lazy var interactionDescriptors: [InteractionDescriptor] = readDescriptors().interactions
    /// The presentation controllers the library offers, checked (read once).
    public private(set) lazy var presentationDescriptors: [PresentationDescriptor] = readDescriptors().presentations

    /// The entry and code ranges of a library loaded in this process (nil when isolated).
    var inProcessEntry: (entry: UnsafePointer<segue_plugin_entry_t>, segments: ExecutableSegments)? {
        if case .inProcess(let entry, let segments) = backend { (entry, segments) } else { nil }
    }

    /// The plugin process of an isolated library and the library's index there (nil in process).
    var isolatedProcess: (process: PluginHostProcess, index: UInt32)? {
        if case .isolated(let process, let index, _) = backend { (process, index) } else { nil }
    }

    /// Whether the library runs in a plugin process of its own.
    public var isIsolated: Bool {
        if case .isolated = backend { true } else { false }
    }

    /// Why the library's plugin process stopped, once it did (nil in process).
    public var isolationFailure: IsolationFailure? {
        if case .isolated(let process, _, _) = backend { process.failure } else { nil }
    }

    /// The id of the library's plugin process (nil in process).
    package var pluginProcessID: pid_t? {
        if case .isolated(let process, _, _) = backend { process.processID } else { nil }
    }

    /// Ends the library's plugin process as a finished program ends, watching it to the last
    /// (PluginHostProcess.finish); nothing in process. Answers why the process failed, if it did.
    @discardableResult
    package func finishPluginProcess() -> IsolationFailure? {
        if case .isolated(let process, _, _) = backend { process.finish() } else { nil }
    }

    /// Ends the library's plugin process (a rebuild of it replaced it); nothing in process,
    /// where a library is never unloaded.
    package func endPluginProcess() {
        if case .isolated(let process, _, _) = backend { process.end() }
    }

    /// The ABI version this host implements.
    public static let hostABIVersion = SemanticVersion(
        major: Int(SegueABIVersion.major), minor: Int(SegueABIVersion.minor), patch: Int(SegueABIVersion.patch))

    /// Loads `path` with `RTLD_NOW | RTLD_LOCAL`, finds the entry, checks the ABI version and
    /// calls `init`; each failure is one diagnostic.
    static func load(_ path: String, host: PluginHostServices) -> Result<PluginLibrary, PluginDiagnostic> {
        if let problem = ELFPreflight.problem(with: path) {
            return .failure(
                PluginDiagnostic(
                    .notALibrary, file: path,
                    "not a loadable library (\(problem)); remove it from the plugin folder or rebuild it as a shared "
                        + "library"
                ))
        }
        guard let handle = PluginCalls.into(.load, { dlopen(path, RTLD_NOW | RTLD_LOCAL) }) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            return .failure(
                PluginDiagnostic(
                    .notALibrary, file: path,
                    "not a loadable library (\(reason)); remove it from the plugin folder or rebuild it as a shared "
                        + "library"
                ))
        }
        // The handle is deliberately kept open for the life of the process, even on failure below:
        // closing a library that ran Swift initialisers is not safe.
        OpenedLibraries.shared.record(path)
        guard let symbol = dlsym(handle, SEGUE_PLUGIN_ENTRY_SYMBOL) else {
            return .failure(
                PluginDiagnostic(
                    .missingEntry, file: path,
                    "has no \(SEGUE_PLUGIN_ENTRY_SYMBOL) symbol, so it is not a Segue plugin; export the entry "
                        + "struct (see include/segue/entry.h)"
                ))
        }
        let entry = UnsafePointer(symbol.assumingMemoryBound(to: segue_plugin_entry_t.self))
        let segments = ExecutableSegments(handle: handle)
        let library = PluginLibrary(path: path, entry: entry, segments: segments, host: host)
        guard segue_version_is_compatible(SegueABIVersion.current, entry.pointee.abi_version) else {
            return .failure(
                PluginDiagnostic(
                    .incompatibleABI, file: path,
                    "was built against plugin ABI \(library.abiVersion) but this host implements ABI "
                        + "\(hostABIVersion); rebuild the plugin against ABI \(hostABIVersion.major).x headers"
                ))
        }
        let missing = [
            ("init", entry.pointee.`init` == nil), ("deinit", entry.pointee.deinit == nil),
            ("animator_count", entry.pointee.animator_count == nil),
            ("animator_descriptor", entry.pointee.animator_descriptor == nil),
            ("create_animator", entry.pointee.create_animator == nil),
        ].filter(\.1).map(\.0)
        guard missing.isEmpty else {
            return .failure(
                PluginDiagnostic(
                    .invalidDescriptor, file: path,
                    "leaves entry function \(missing.joined(separator: ", ")) NULL; every entry function except "
                        + "get_extension is required"
                ))
        }
        let stray = segments.outside(Self.members(of: entry.pointee))
        guard stray.isEmpty else {
            return .failure(
                PluginDiagnostic(
                    .invalidDescriptor, file: path,
                    "sets entry function \(stray.joined(separator: ", ")) to an address outside the library's code; "
                        + "point every entry function at a function of the library"
                ))
        }
        guard PluginCalls.into(.`init`, { entry.pointee.`init`!(UnsafePointer(host.raw)) }) else {
            return .failure(
                PluginDiagnostic(
                    .initFailed, file: path,
                    "refused to initialise (its init answered false); see the plugin's log messages above"))
        }
        return .success(library)
    }

    /// The entry's function pointers, by name, as addresses.
    package static func members(of entry: segue_plugin_entry_t) -> [(String, UnsafeRawPointer?)] {
        [
            ("init", address(entry.`init`)), ("deinit", address(entry.deinit)),
            ("animator_count", address(entry.animator_count)),
            ("animator_descriptor", address(entry.animator_descriptor)),
            ("create_animator", address(entry.create_animator)),
            ("get_extension", address(entry.get_extension)),
        ]
    }

    /// The address of a C function pointer (nil for NULL).
    static func address<F>(_ function: F?) -> UnsafeRawPointer? {
        function.map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
    }

    /// Loads `path` in a new plugin process: nothing of the library runs here. Answers the
    /// library and what loading it showed, or the diagnostics (or failure) that stopped it.
    static func loadIsolated(
        _ path: String, host: PluginHostServices, isolation: PluginIsolation
    ) -> Result<PluginLibrary, PluginDiagnostic> {
        let process: PluginHostProcess
        do {
            process = try PluginHostProcess(isolation: isolation, host: host, file: path)
        } catch {
            return .failure(
                PluginDiagnostic(.notALibrary, file: path, "cannot start a plugin process for it: \(error)"))
        }
        var message = WireWriter()
        message.append(path)
        guard var reply = process.request(.loadLibrary, for: .load, message) else {
            return .failure(
                PluginDiagnostic(.blocked, file: path, process.failure?.description ?? "its plugin process stopped"))
        }
        guard let index = try? reply.read(UInt32.self), let report = try? LibraryScanReport(reading: &reply, file: path)
        else {
            return .failure(PluginDiagnostic(.blocked, file: path, "its plugin process answered a malformed report"))
        }
        guard index != UInt32.max else {
            return .failure(report.diagnostics.first ?? PluginDiagnostic(.notALibrary, file: path, "it did not load"))
        }
        return .success(PluginLibrary(path: path, process: process, index: index, report: report, host: host))
    }

    /// The animators the library offers, each checked, and a diagnostic for each bad one.
    func readDescriptors() -> LibraryScanReport {
        switch backend {
        case .isolated(_, _, let report): return report
        case .inProcess(let entry, let segments): return Self.readDescriptors(entry, segments: segments, path: path)
        }
    }

    private static func readDescriptors(
        _ entry: UnsafePointer<segue_plugin_entry_t>, segments: ExecutableSegments, path: String
    ) -> LibraryScanReport {
        var report = readAnimators(entry, segments: segments, path: path)
        switch ControllerFactoryReader.factory(
            segue_interaction_factory_t.self, entry: entry, segments: segments, path: path)
        {
        case .failure(let diagnostic): report.diagnostics.append(diagnostic)
        case .success(let factory?):
            let read = ControllerFactoryReader.descriptors(of: factory, segments: segments, path: path)
            report.interactions = read.descriptors
            report.diagnostics += read.diagnostics
        case .success(nil): break
        }
        switch ControllerFactoryReader.factory(
            segue_presentation_factory_t.self, entry: entry, segments: segments, path: path)
        {
        case .failure(let diagnostic): report.diagnostics.append(diagnostic)
        case .success(let factory?):
            let read = ControllerFactoryReader.descriptors(of: factory, segments: segments, path: path)
            report.presentations = read.descriptors
            report.diagnostics += read.diagnostics
        case .success(nil): break
        }
        return report
    }

    private static func readAnimators(
        _ entry: UnsafePointer<segue_plugin_entry_t>, segments: ExecutableSegments, path: String
    ) -> LibraryScanReport {
        let count = PluginCalls.into(.animator_count) { entry.pointee.animator_count!() }
        guard count <= maximumAnimatorCount else {
            return LibraryScanReport(
                animators: [],
                diagnostics: [
                    PluginDiagnostic(
                        .invalidDescriptor, file: path,
                        "animator_count answered \(count), more than the \(maximumAnimatorCount) animators a library "
                            + "may offer; fix animator_count"
                    )
                ])
        }
        var report = LibraryScanReport(animators: [], diagnostics: [])
        for index in 0..<count {
            guard let raw = PluginCalls.into(.animator_descriptor, { entry.pointee.animator_descriptor!(index) }) else {
                report.diagnostics.append(
                    PluginDiagnostic(
                        .invalidDescriptor, file: path,
                        "answered NULL for descriptor \(index) of \(count); animator_descriptor must answer every "
                            + "index below animator_count"
                    ))
                continue
            }
            do {
                let descriptor = try AnimatorDescriptor(raw)
                if let problem = strayAccessors(of: descriptor.parameters, segments: segments) {
                    report.diagnostics.append(
                        PluginDiagnostic(.invalidDescriptor, file: path, "animator \(index): \(problem)"))
                    continue
                }
                report.animators.append(descriptor)
            } catch {
                report.diagnostics.append(
                    PluginDiagnostic(
                        .invalidDescriptor, file: path, "animator \(index): \(error); fix the descriptor and rebuild"))
            }
        }
        return report
    }

    /// Why `parameters` may not be called (an accessor points outside the library's code), or nil.
    static func strayAccessors(of parameters: [ParameterDescriptor], segments: ExecutableSegments) -> String? {
        let accessors = parameters.flatMap { [("\($0.id) getter", $0.getter), ("\($0.id) setter", $0.setter)] }
        let stray = segments.outside(accessors.map { ($0.0, Optional($0.1)) })
        guard !stray.isEmpty else { return nil }
        return "parameter accessor \(stray.joined(separator: ", ")) points outside the library's code; point it at a "
            + "function of the library"
    }

    /// A new raw animator for `id`, if the library makes one (a stand-in that forwards to the
    /// plugin process for an isolated library); throws when a vtable member of the animator
    /// points outside the library's code (the animator is then leaked: not even its `destroy`
    /// can be trusted).
    func createAnimator(id: String) throws(PluginAnimatorError) -> UnsafePointer<segue_animator_t>? {
        switch backend {
        case .inProcess(let entry, let segments):
            guard
                let raw = PluginCalls.into(.create_animator, { id.withCString { entry.pointee.create_animator!($0) } })
            else { return nil }
            let v = raw.pointee
            let stray = segments.outside([
                ("transition_duration", Self.address(v.transition_duration)),
                ("animate_transition", Self.address(v.animate_transition)),
                ("animation_ended", Self.address(v.animation_ended)),
                ("interruptible_animation", Self.address(v.interruptible_animation)),
                ("destroy", Self.address(v.destroy)),
            ])
            guard stray.isEmpty else {
                throw PluginAnimatorError(
                    "\(id) made an animator whose \(stray.joined(separator: ", ")) points outside the library's "
                        + "code; point every vtable member at a function of the library"
                )
            }
            return raw
        case .isolated(let process, let index, _):
            process.plugin = id
            var message = WireWriter()
            message.append(index)
            message.append(id)
            guard var reply = process.request(.createAnimator, for: .create_animator, message),
                let handle = try? reply.read(UInt64.self), handle != 0,
                let size = try? reply.read(UInt32.self), let shape = try? reply.read(UInt8.self)
            else { return nil }
            return RemoteAnimator.make(
                process: process, handle: handle, size: size, shape: RemoteVTableShape(rawValue: shape))
        }
    }
}
