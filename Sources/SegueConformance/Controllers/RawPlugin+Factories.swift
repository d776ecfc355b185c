import SegueABI
import SegueHost

#if canImport(Glibc)
    import Glibc
#endif

/// The factories of the ABI 1.2 plugin kinds (interaction.h, presentation.h), read raw from the
/// entry's `get_extension`, so their tests need no host runtime.
extension RawPlugin {
    /// The most controllers of one kind a library may offer (interaction.h, presentation.h).
    static let maximumControllerCount: UInt32 = 64

    /// The library's interaction factory: nil when it answers none, or one too small to be one
    /// (a library that answers every extension id, see `library.queries`).
    func interactionFactory() -> UnsafePointer<segue_interaction_factory_t>? {
        factory(SEGUE_INTERACTION_FACTORY_EXTENSION, as: segue_interaction_factory_t.self)
    }

    /// The library's presentation factory, with the same rules as `interactionFactory()`.
    func presentationFactory() -> UnsafePointer<segue_presentation_factory_t>? {
        factory(SEGUE_PRESENTATION_FACTORY_EXTENSION, as: segue_presentation_factory_t.self)
    }

    /// The table `get_extension(id)` answers, when its leading `size` covers a `T` whose three
    /// functions are set.
    private func factory<T>(_ id: String, as type: T.Type) -> UnsafePointer<T>? {
        guard let table = extensionTable(id) else { return nil }
        guard table.load(as: UInt32.self) >= UInt32(MemoryLayout<T>.size) else { return nil }
        return table.assumingMemoryBound(to: T.self)
    }

    /// The ids of the interaction controllers the library offers, in factory order (at most
    /// 64; a descriptor without a readable id is left out, and `interactor.descriptor-valid`
    /// of the others cannot see it).
    func interactionIDs() -> [String] {
        guard let factory = interactionFactory()?.pointee, let count = factory.count,
            let descriptor = factory.descriptor
        else { return [] }
        let total = ControllerCall.into { count() }
        return (0..<min(total, Self.maximumControllerCount)).compactMap { index in
            ControllerCall.into { descriptor(index) }.flatMap { Self.boundedID($0.pointee.id) }
        }
    }

    /// The ids of the presentation controllers the library offers, as `interactionIDs()`.
    func presentationIDs() -> [String] {
        guard let factory = presentationFactory()?.pointee, let count = factory.count,
            let descriptor = factory.descriptor
        else { return [] }
        let total = ControllerCall.into { count() }
        return (0..<min(total, Self.maximumControllerCount)).compactMap { index in
            ControllerCall.into { descriptor(index) }.flatMap { Self.boundedID($0.pointee.id) }
        }
    }

    /// How many animators, or else controllers of the 1.2 kinds, the library offers now: the
    /// sign that it is initialised.
    func offeredCount() -> Int {
        let animators = Int(animatorCount())
        return animators > 0 ? animators : interactionIDs().count + presentationIDs().count
    }

    /// The id at `pointer`, read no further than an id may be long.
    private static func boundedID(_ pointer: UnsafePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        let length = strnlen(pointer, AnimatorDescriptor.maximumIDBytes + 1)
        guard length <= AnimatorDescriptor.maximumIDBytes else { return nil }
        return String(validating: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self)
    }
}
