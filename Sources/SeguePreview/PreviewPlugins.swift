import SegueHost

/// The plugins behind a preview: the reloading set the session's animators come from, the
/// folder watch that says when a library was rebuilt, and the isolation `i` switches back to.
public struct PreviewPlugins {
    /// The libraries, replaced as they are rebuilt.
    public let reloading: ReloadingPlugins
    /// The plugin folders followed; nil when none could be followed (reloads then never happen).
    public let watch: PluginFolderWatch?
    /// How plugin processes are started when isolated.
    public let isolation: PluginIsolation

    /// Plugins from `reloading`, followed by `watch`, isolated with `isolation` when isolated.
    public init(reloading: ReloadingPlugins, watch: PluginFolderWatch?, isolation: PluginIsolation) {
        self.reloading = reloading
        self.watch = watch
        self.isolation = isolation
    }

    /// Whether plugins run in plugin processes of their own now.
    public var isIsolated: Bool { reloading.isolation != nil }

    /// Switches between isolated and in-process; returns a sentence for the heads-up line (the
    /// reloading set keeps the old way when a library does not load the new way).
    func toggleIsolation() -> String {
        let wanted = isIsolated ? "in this process" : "in plugin processes of their own"
        if isIsolated { InProcessPluginGuard.install() }
        reloading.isolation = isIsolated ? nil : isolation
        if let failure = reloading.lastIsolationSwitch.compactMap(\.failure).first {
            return "plugins stay as they were, since one did not load \(wanted): \(failure)"
        }
        return "plugins now run \(wanted)"
    }

    /// Reloads whatever the watch reports changed; returns the reload's sentence for the heads-up
    /// line and whether a library loaded (the current animator is then replayed), nil when nothing changed.
    func reloadChanges() -> (notice: String, loaded: Bool)? {
        guard let watch else { return nil }
        let paths = watch.changes(waitingUpTo: 0)
        guard !paths.isEmpty else { return nil }
        let outcomes = reloading.reload(paths)
        if let failed = outcomes.first(where: { $0.failure != nil }), let failure = failed.failure {
            return ("reload failed, the last good build keeps running: \(failure)", false)
        }
        guard !outcomes.isEmpty else { return nil }
        let names = outcomes.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path }
        return ("reloaded \(names.joined(separator: ", "))", true)
    }
}
