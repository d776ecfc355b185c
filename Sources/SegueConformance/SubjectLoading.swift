import SegueHost
import SegueKit

extension ValidationSubject {
    /// The registry of this subject's library alone, or a stop when it does not load.
    func registry() throws -> PluginRegistry {
        let registry = PluginRegistry(libraries: [file])
        guard !registry.libraries.isEmpty else {
            throw ValidationStop(.skipped, "the library does not load (see library.loads)")
        }
        return registry
    }

    /// The subject's animator as the host offers it, and its registry.
    func available() throws -> (AvailableAnimator, PluginRegistry) {
        let registry = try registry()
        guard let animator, let available = registry.animators.first(where: { $0.descriptor.id == animator }) else {
            throw ValidationStop(.skipped, "animator \(animator ?? "?") is not offered (see the descriptor tests)")
        }
        return (available, registry)
    }

    /// A new plugin animator for `operation`, or a stop saying why there is none.
    func makeAnimator(_ operation: PluginOperation, parameters: [String: Double] = [:]) throws -> PluginAnimator {
        let (available, registry) = try available()
        guard available.descriptor.capabilities.contains(operation.requiredCapability) else {
            throw ValidationStop(.skipped, "the animator does not claim \(operation.requiredCapability)")
        }
        do {
            let animator = try registry.makeAnimator(available, operation: operation, parameters: parameters)
            AnimatorLifetimes.current?.watch(animator)
            return animator
        } catch {
            throw ValidationStop(.failed, "expected the host to create the animator; \(error.description)")
        }
    }

    /// The capabilities the subject's animator claims.
    func capabilities() throws -> AnimatorCapabilities { try available().0.descriptor.capabilities }
}
