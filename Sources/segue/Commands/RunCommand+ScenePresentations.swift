import SegueHost
import SegueKit

/// A scene file's `"presentation": "<plugin name or id>"` in `segue run --scene`: the name found
/// among the registry's presentation controllers with the animators' did-you-mean, and the
/// controller made through the registry (the one place) when its presentation starts.
extension PluginRegistry {
    /// Resolves a scene's presentation names; a controller that cannot be made when its
    /// presentation starts is kept in `failures`, which fail the run once the segue played.
    func scenePresentations(failures: ControllerFailures) -> Scene.PresentationResolver {
        { [self] name throws(TransitionError) in
            guard let available = presentation(named: name) else {
                let closest = closestMatches(to: name, among: .presentation)
                throw TransitionError(
                    "no presentation controller of that name"
                        + (closest.isEmpty
                            ? "; none was found, so install one (\(PluginOptions.noPluginsHint)) or name dimming"
                            : "; closest: \(closest.joined(separator: ", ")) (run "
                                + "`\(SegueInvocation.current("list"))` for all), or dimming"))
            }
            return { [self] presented, presenting in
                do {
                    return try makePresentationController(available, presented: presented, presenting: presenting)
                } catch {
                    failures.messages.append("presentation \(available.descriptor.id): \(error)")
                    return nil
                }
            }
        }
    }
}

extension PluginRegistry {
    /// Refuses a scene whose controller names an interaction controller no loaded library offers,
    /// with the closest ids. A scene's segues are not interactive, so a found one decides nothing yet.
    func checkSceneInteractions(of description: SceneDescription) throws(TransitionError) {
        for controller in description.controllers {
            guard let name = controller.interaction, interaction(named: name) == nil else { continue }
            let closest = closestMatches(to: name, among: .interaction)
            throw TransitionError(
                "controller '\(controller.id)' names interaction '\(name)': no interaction controller of that name"
                    + (closest.isEmpty
                        ? "; none was found (\(PluginOptions.noPluginsHint))"
                        : "; closest: \(closest.joined(separator: ", "))"))
        }
    }
}
