import SegueHost
import SegueKit

/// A bundled plugin and its native SegueKit twin (they match frame for frame, as the host
/// tests check), for the whole-transition benchmarks.
public struct TransitionTwins: Sendable {
    /// The plugin's folder under `Plugins/` (its library is `libSeguePlugin<name>.so`).
    public let name: String
    /// The native animator for an operation.
    public let native: @Sendable (PluginOperation) -> AnimatedTransitioning

    /// Diagonal (a Swift plugin) and Cover Vertical (the C one).
    public static let all = [
        TransitionTwins(name: "Diagonal", native: { DiagonalAnimator(presenting: $0 == .present) }),
        TransitionTwins(name: "CoverVertical", native: { CoverVerticalAnimator(presenting: $0 == .present) }),
    ]

    /// The native factory.
    public var nativeAnimators: TransitionStage.MakeAnimator { native }

    /// A factory making the plugin's animator, its library loaded from `buildFolder` in this
    /// process or (with `isolation`) in a plugin process of its own.
    public func pluginAnimators(buildFolder: String, isolation: PluginIsolation?) throws -> TransitionStage.MakeAnimator
    {
        try Self.pluginAnimators(name, buildFolder: buildFolder, isolation: isolation)
    }

    /// A factory making the animator of bundled plugin `name` (its folder under `Plugins/`), loaded from
    /// `buildFolder` in this process or (with `isolation`) in a plugin process of its own.
    public static func pluginAnimators(_ name: String, buildFolder: String, isolation: PluginIsolation?) throws
        -> TransitionStage.MakeAnimator
    {
        let registry = PluginRegistry(
            libraries: [BenchmarkFiles.bundledPlugin(name, in: buildFolder)], isolation: isolation)
        guard let available = registry.animators.first else {
            throw PluginCompiler.Failure(
                description: "the \(name) plugin did not load: \(registry.diagnostics.map(\.description))")
        }
        return { operation in try registry.makeAnimator(available, operation: operation) }
    }
}
