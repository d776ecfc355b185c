import SegueABI
import SegueABIValues
import SegueEngine
import SegueHost

#if canImport(Glibc)
    import Glibc
#endif

/// The subject of an `interactor.*` test: one interaction controller id of a library, found
/// through the raw factory while the library is initialised.
struct InteractionUnderTest {
    /// The controller id.
    let id: String
    /// Its factory and descriptor, plugin-owned, valid while the library is initialised.
    let factory: UnsafePointer<segue_interaction_factory_t>
    let descriptor: UnsafePointer<segue_interaction_descriptor_t>

    /// The gestures the descriptor claims.
    var gestures: SegueGestures { SegueGestures(rawValue: descriptor.pointee.gestures) }

    /// The operations it drives: present and dismiss stand for their capability bits.
    var operations: [SegueOperation] {
        let bits = descriptor.pointee.operations
        return [(SEGUE_CAPABILITY_PRESENT, SegueOperation.present), (SEGUE_CAPABILITY_DISMISS, .dismiss)]
            .filter { bits & $0.0 != 0 }.map(\.1)
    }

    /// A new controller, or a failing stop when the factory answers none.
    func make() throws -> RawInteraction {
        guard let create = factory.pointee.create,
            let raw = ControllerCall.into({ id.withCString { create($0) } })
        else {
            throw ValidationStop(.failed, "expected create(\"\(id)\") to answer a controller; it answered NULL")
        }
        return try RawInteraction(raw, id: id)
    }

    /// `body` with a new controller, destroyed after it.
    func withController<T>(_ body: (RawInteraction) throws -> T) throws -> T {
        let controller = try make()
        defer { controller.destroy() }
        return try body(controller)
    }

    /// Every claimed gesture driven by the synthetic monotone motions, on every claimed
    /// operation, each on a controller of its own: the runs, or a stop when nothing applies.
    func monotoneRuns() throws -> [GestureRun] {
        var runs: [GestureRun] = []
        for operation in operations {
            for motion in GestureMotion.motions(for: gestures) {
                runs.append(try withController { try GestureRun.monotone(motion, operation: operation, on: $0) })
            }
        }
        guard !runs.isEmpty else {
            throw ValidationStop(.skipped, "the controller claims no known gesture or operation (see descriptor-valid)")
        }
        return runs
    }
}

extension ValidationSubject {
    /// `body` with the subject's interaction controller, the library initialised around it.
    func withInteraction<T>(_ body: (InteractionUnderTest) throws -> T) throws -> T {
        let plugin = try RawPlugin(file)
        return try plugin.initialised { _ in
            guard let factory = plugin.interactionFactory() else {
                throw ValidationStop(.skipped, "the library answers no interaction factory")
            }
            guard let id = animator, let descriptor = Self.find(id, factory.pointee.count, factory.pointee.descriptor)
            else { throw ValidationStop(.skipped, "interaction controller \(animator ?? "?") is not offered") }
            return try body(InteractionUnderTest(id: id, factory: factory, descriptor: descriptor))
        }
    }

    /// The descriptor whose id is `id` among a factory's, by its `count` and `descriptor`.
    static func find<D>(_ id: String, _ count: (() -> UInt32)?, _ descriptor: ((UInt32) -> UnsafePointer<D>?)?)
        -> UnsafePointer<D>?
    {
        guard let count, let descriptor else { return nil }
        let total = min(ControllerCall.into { count() }, RawPlugin.maximumControllerCount)
        for index in 0..<total {
            guard let found = ControllerCall.into({ descriptor(index) }) else { continue }
            // Every descriptor type starts with its size, then its id.
            let idPointer = UnsafeRawPointer(found).load(
                fromByteOffset: MemoryLayout<segue_interaction_descriptor_t>.offset(of: \.id)!,
                as: UnsafePointer<CChar>?.self)
            if let idPointer, strncmp(idPointer, id, AnimatorDescriptor.maximumIDBytes + 1) == 0 { return found }
        }
        return nil
    }
}
