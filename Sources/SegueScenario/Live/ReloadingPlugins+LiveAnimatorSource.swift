import SegueHost
import SegueKit

/// A live session's animators from plugin libraries that are reloaded as they are rebuilt: the
/// ids and descriptors are those of the libraries loaded now, and each animator is made by the
/// current version with the parameters kept for its id.
extension ReloadingPlugins: LiveAnimatorSource {
    /// A fresh animator `id` for `operation` (`makePluginAnimator(id:operation:)`, as the protocol's type).
    public func makeAnimator(id: String, operation: PluginOperation) throws -> AnimatedTransitioning {
        try makePluginAnimator(id: id, operation: operation)
    }
}
