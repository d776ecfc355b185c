import SegueHost
import SeguePreview

extension PreviewCommand {
    /// Every library on the search path, isolated unless `--in-process`, its warnings printed.
    func loadPlugins() -> ReloadingPlugins {
        if isolation.inProcess { InProcessPluginGuard.install() }
        let reloading = ReloadingPlugins(
            searchPath: plugins.searchPath, isolation: isolation.inProcess ? nil : plugins.isolation,
            inProcessGate: plugins.isolation)
        for diagnostic in PluginDiagnostic.summarised(reloading.registry.diagnostics) {
            StandardError.warning("\(diagnostic)")
        }
        return reloading
    }

    /// The id of `--animator` (or the first animator found), or a failure naming the closest ids.
    func animatorID(in reloading: ReloadingPlugins) throws -> String {
        guard let first = reloading.animatorIDs.first else {
            throw CommandFailure("no animators were found; \(PluginOptions.noPluginsHint)", status: .jobFailed)
        }
        guard let animator else { return first }
        guard let found = reloading.registry.animator(named: animator) else {
            let closest = reloading.registry.closestMatches(to: animator)
            throw CommandFailure(
                "no animator named '\(animator)'; closest: \(closest.joined(separator: ", ")) (run "
                    + "`\(SegueInvocation.current("list"))` for all)"
            )
        }
        return found.descriptor.id
    }

    /// Sets each `--param` on animator `id`, checked against what it declares.
    func applyParameters(to reloading: ReloadingPlugins, animatorID id: String) throws {
        guard !parameters.isEmpty, let descriptor = reloading.descriptor(for: id) else { return }
        for (name, value) in try ParameterAssignment.values(parameters, for: descriptor) {
            do { try reloading.setParameter(name, of: id, to: value) } catch { throw CommandFailure(error.description) }
        }
    }

    /// The plugin folders followed for rebuilt libraries; nil (with a warning) when inotify refuses.
    func followFolders() -> PluginFolderWatch? {
        do {
            return try PluginFolderWatch(searchPath: plugins.searchPath)
        } catch {
            StandardError.warning("\(error); the preview will not pick up rebuilt plugins")
            return nil
        }
    }
}

/// One `--capture-at SECONDS:FILE.png`.
struct CaptureRequest {
    /// The engine time, 0 to 3600 seconds.
    let engineTime: Double
    /// The PNG to write.
    let path: String

    /// Splits "SECONDS:FILE.png" at its first colon.
    init(parsing text: String) throws {
        guard let colon = text.firstIndex(of: ":"), text.index(after: colon) != text.endIndex else {
            throw InvalidValue("give SECONDS:FILE.png, for example --capture-at 0.25:frame.png")
        }
        engineTime = try InvalidValue.number(String(text[..<colon]), in: 0...3600, unit: "seconds of engine time")
        path = String(text[text.index(after: colon)...])
    }
}
