import SegueHost
import SegueKit
import SegueScenario

/// A live session's animators from plugin libraries that are reloaded as they are rebuilt: the
/// ids and descriptors are those of the libraries loaded now, and each animator is made by the
/// current version with the parameters kept for its id. Here, where the host and the scenario
/// meet, so the scenario needs no plugin host.
extension ReloadingPlugins: LiveAnimatorSource {
    /// What the library loaded now for `id` declares, as the live session needs it.
    public func summary(for id: String) -> LiveAnimatorSummary? {
        descriptor(for: id).map(LiveAnimatorSummary.init)
    }

    /// A fresh animator `id` for `operation` (`makePluginAnimator(id:operation:)`, as the protocol's type).
    public func makeAnimator(id: String, operation: TransitionOperation) throws -> AnimatedTransitioning {
        try makePluginAnimator(id: id, operation: operation)
    }
}

extension LiveAnimatorSummary {
    /// The summary of a plugin animator's descriptor.
    public init(_ descriptor: AnimatorDescriptor) {
        self.init(
            id: descriptor.id, name: descriptor.name, isInteractive: descriptor.capabilities.contains(.interactive),
            parameters: descriptor.parameters.map { Parameter(id: $0.id, name: $0.name) })
    }
}
