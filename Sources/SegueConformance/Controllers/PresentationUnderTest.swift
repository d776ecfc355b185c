import SegueABI
import SegueABIValues
import SegueHost

/// The subject of a `presentation.*` test: one presentation controller id of a library, found
/// through the raw factory while the library is initialised.
struct PresentationUnderTest {
    /// The controller id.
    let id: String
    /// Its factory and descriptor, plugin-owned, valid while the library is initialised.
    let factory: UnsafePointer<segue_presentation_factory_t>
    let descriptor: UnsafePointer<segue_presentation_descriptor_t>
    /// The host the library was initialised with: what a plugin calls without a context.
    let host: PluginHostServices

    /// The capabilities the descriptor claims.
    var capabilities: SeguePresentationCapabilities {
        SeguePresentationCapabilities(rawValue: descriptor.pointee.capabilities)
    }

    /// A new controller, or a failing stop when the factory answers none.
    func make() throws -> RawPresentation {
        guard let create = factory.pointee.create,
            let raw = ControllerCall.into({ id.withCString { create($0) } })
        else {
            throw ValidationStop(.failed, "expected create(\"\(id)\") to answer a controller; it answered NULL")
        }
        return try RawPresentation(raw, id: id, claimsGestures: capabilities.contains(.gestures))
    }

    /// `body` with a new controller, destroyed after it.
    func withController<T>(_ body: (RawPresentation) throws -> T) throws -> T {
        let controller = try make()
        defer { controller.destroy() }
        return try body(controller)
    }

    /// How many `now` calls the host answered (its time source counts them).
    let clockReads: ClockReads

    /// How many host services the plugin has called so far that the host sees: clock reads, log
    /// messages kept or dropped, and calls from other threads.
    var hostCalls: Int { clockReads.count + host.messages.count + host.droppedMessages + host.offThreadCalls }
}

/// A count of the host clock's reads, kept by the time source the test gives the host.
final class ClockReads {
    var count = 0
}

extension ValidationSubject {
    /// `body` with the subject's presentation controller, the library initialised around it.
    func withPresentation<T>(_ body: (PresentationUnderTest) throws -> T) throws -> T {
        let plugin = try RawPlugin(file)
        return try plugin.initialised { host in
            guard let factory = plugin.presentationFactory() else {
                throw ValidationStop(.skipped, "the library answers no presentation factory")
            }
            guard let id = animator, let descriptor = Self.find(id, factory.pointee.count, factory.pointee.descriptor)
            else { throw ValidationStop(.skipped, "presentation controller \(animator ?? "?") is not offered") }
            let reads = ClockReads()
            host.currentTime = {
                reads.count += 1
                return 0
            }
            return try body(
                PresentationUnderTest(id: id, factory: factory, descriptor: descriptor, host: host, clockReads: reads))
        }
    }
}
