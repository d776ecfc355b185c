import SegueABI

/// A factory a library's entry answers through `get_extension` (interaction.h, presentation.h):
/// the same three functions for each kind of controller, over its own descriptor and instance
/// types, so one reader serves both.
protocol ControllerFactory {
    /// The C descriptor the factory describes its controllers with.
    associatedtype RawDescriptor
    /// The C controller the factory makes.
    associatedtype RawController
    /// The checked descriptor made from a `RawDescriptor`.
    associatedtype Descriptor: PluginDescribing

    /// The extension id the entry's `get_extension` answers the factory for.
    static var extensionID: String { get }
    /// The calls into the factory's three functions, for the call guard.
    static var callbacks: (count: PluginCallback, descriptor: PluginCallback, create: PluginCallback) { get }
    /// Copies and checks a raw descriptor.
    static func descriptor(_ raw: UnsafePointer<RawDescriptor>) throws(DescriptorError) -> Descriptor

    /// The factory's three functions by name, as addresses (nil for NULL).
    var members: [(String, UnsafeRawPointer?)] { get }
    /// Calls `count` (set: `members` was checked).
    func callCount() -> UInt32
    /// Calls `descriptor` for `index`.
    func callDescriptor(_ index: UInt32) -> UnsafePointer<RawDescriptor>?
    /// Calls `create` for `id`.
    func callCreate(_ id: UnsafePointer<CChar>) -> UnsafePointer<RawController>?
}

extension segue_interaction_factory_t: ControllerFactory {
    typealias RawDescriptor = segue_interaction_descriptor_t
    typealias RawController = segue_interaction_t
    typealias Descriptor = InteractionDescriptor
    static var extensionID: String { SEGUE_INTERACTION_FACTORY_EXTENSION }
    static var callbacks: (count: PluginCallback, descriptor: PluginCallback, create: PluginCallback) {
        (.interaction_count, .interaction_descriptor, .create_interaction)
    }
    static func descriptor(_ raw: UnsafePointer<RawDescriptor>) throws(DescriptorError) -> Descriptor {
        try InteractionDescriptor(raw)
    }
    var members: [(String, UnsafeRawPointer?)] {
        [
            ("count", PluginLibrary.address(count)), ("descriptor", PluginLibrary.address(descriptor)),
            ("create", PluginLibrary.address(create)),
        ]
    }
    func callCount() -> UInt32 { count!() }
    func callDescriptor(_ index: UInt32) -> UnsafePointer<RawDescriptor>? { descriptor!(index) }
    func callCreate(_ id: UnsafePointer<CChar>) -> UnsafePointer<RawController>? { create!(id) }
}

extension segue_presentation_factory_t: ControllerFactory {
    typealias RawDescriptor = segue_presentation_descriptor_t
    typealias RawController = segue_presentation_t
    typealias Descriptor = PresentationDescriptor
    static var extensionID: String { SEGUE_PRESENTATION_FACTORY_EXTENSION }
    static var callbacks: (count: PluginCallback, descriptor: PluginCallback, create: PluginCallback) {
        (.presentation_count, .presentation_descriptor, .create_presentation)
    }
    static func descriptor(_ raw: UnsafePointer<RawDescriptor>) throws(DescriptorError) -> Descriptor {
        try PresentationDescriptor(raw)
    }
    var members: [(String, UnsafeRawPointer?)] {
        [
            ("count", PluginLibrary.address(count)), ("descriptor", PluginLibrary.address(descriptor)),
            ("create", PluginLibrary.address(create)),
        ]
    }
    func callCount() -> UInt32 { count!() }
    func callDescriptor(_ index: UInt32) -> UnsafePointer<RawDescriptor>? { descriptor!(index) }
    func callCreate(_ id: UnsafePointer<CChar>) -> UnsafePointer<RawController>? { create!(id) }
}

/// Reading a library's controller factories in process, every call through the plugin call guard.
enum ControllerFactoryReader {
    /// The most controllers of one kind a library may offer (interaction.h, presentation.h).
    static let maximumCount: UInt32 = 64
    /// The ABI minor that added controller factories (1.2).
    static let firstMinor: UInt32 = 2

    /// The factory of `Factory`'s kind that `entry` answers, checked: nil when the entry has no
    /// `get_extension` or it answers NULL (a 1.0 or 1.1 plugin, or a library without that
    /// kind); a diagnostic when its size or a member is wrong.
    static func factory<Factory: ControllerFactory>(
        _: Factory.Type, entry: UnsafePointer<segue_plugin_entry_t>, segments: ExecutableSegments, path: String
    ) -> Result<UnsafePointer<Factory>?, PluginDiagnostic> {
        // A plugin built against 1.0 or 1.1 headers cannot know these ids: it is not asked, so
        // it loads exactly as it did on a 1.1 host.
        guard entry.pointee.abi_version.minor >= firstMinor, let getExtension = entry.pointee.get_extension,
            let raw = PluginCalls.into(.get_extension, { Factory.extensionID.withCString { getExtension($0) } })
        else { return .success(nil) }
        let kind = Factory.Descriptor.kind
        // The size first, alone: a smaller struct than the ABI's must not be read whole.
        let size = raw.loadUnaligned(as: UInt32.self)
        guard size >= UInt32(MemoryLayout<Factory>.size) else {
            return .failure(
                PluginDiagnostic(
                    .invalidDescriptor, file: path,
                    "answers \(kind.withArticle) factory of size \(size), smaller than the ABI's "
                        + "(\(MemoryLayout<Factory>.size) bytes); set size to sizeof the factory struct and rebuild"))
        }
        let factory = raw.assumingMemoryBound(to: Factory.self)
        let members = factory.pointee.members
        let missing = members.filter { $0.1 == nil }.map(\.0)
        let stray = segments.outside(members)
        guard missing.isEmpty, stray.isEmpty else {
            let what =
                missing.isEmpty
                ? "points \(stray.joined(separator: ", ")) outside the library's code"
                : "leaves \(missing.joined(separator: ", ")) NULL"
            return .failure(
                PluginDiagnostic(
                    .invalidDescriptor, file: path,
                    "answers \(kind.withArticle) factory that \(what); point count, descriptor and create at "
                        + "functions of the library"))
        }
        return .success(factory)
    }

    /// The controllers `factory` describes, each checked (its parameter accessors within the
    /// library's code), and a diagnostic for each bad one.
    static func descriptors<Factory: ControllerFactory>(
        of factory: UnsafePointer<Factory>, segments: ExecutableSegments, path: String
    ) -> (descriptors: [Factory.Descriptor], diagnostics: [PluginDiagnostic]) {
        let kind = Factory.Descriptor.kind
        let count = PluginCalls.into(Factory.callbacks.count) { factory.pointee.callCount() }
        guard count <= maximumCount else {
            let problem =
                "\(kind) factory's count answered \(count), more than the \(maximumCount) \(kind)s a library may "
                + "offer; fix count"
            return ([], [PluginDiagnostic(.invalidDescriptor, file: path, problem)])
        }
        var found: [Factory.Descriptor] = []
        var diagnostics: [PluginDiagnostic] = []
        for index in 0..<count {
            guard let raw = PluginCalls.into(Factory.callbacks.descriptor, { factory.pointee.callDescriptor(index) })
            else {
                diagnostics.append(
                    PluginDiagnostic(
                        .invalidDescriptor, file: path,
                        "answered NULL for \(kind) descriptor \(index) of \(count); the factory's descriptor must "
                            + "answer every index below its count"))
                continue
            }
            do {
                let descriptor = try Factory.descriptor(raw)
                if let problem = PluginLibrary.strayAccessors(of: descriptor.parameters, segments: segments) {
                    diagnostics.append(PluginDiagnostic(.invalidDescriptor, file: path, "\(kind) \(index): \(problem)"))
                    continue
                }
                found.append(descriptor)
            } catch {
                diagnostics.append(
                    PluginDiagnostic(
                        .invalidDescriptor, file: path, "\(kind) \(index): \(error); fix the descriptor and rebuild"))
            }
        }
        return (found, diagnostics)
    }
}
