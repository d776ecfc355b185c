import SegueHost

/// `--interaction` and `--presentation` plugins in `segue run`: found in the catalogue with the
/// animators' errors, their libraries loaded beside the animator's.
extension RunCommand {
    /// The files of the `--interaction` and `--presentation` plugins named, checked against
    /// `catalogue` (an unknown name fails here, before anything loads).
    func controllerFiles(in catalogue: PluginCatalogue) throws -> [String] {
        var files: [String] = []
        if let interaction {
            files.append(try plugins.interaction(named: interaction, for: operation.operation, in: catalogue).file)
        }
        if let name = presentation?.pluginName {
            files.append(try plugins.presentation(named: name, in: catalogue).file)
        }
        return files
    }

    /// The loaded `--interaction` and `--presentation` plugins, made ready for the transition.
    func hookUpControllers(registry: PluginRegistry) throws {
        if let interaction {
            guard let available = registry.interaction(named: interaction.text) else {
                throw PluginOptions.unknown(
                    .interaction, interaction.text,
                    closest: registry.closestMatches(to: interaction.text, among: .interaction))
            }
            // HOOKUP(lead): once PluginInteractionDecider is on main, make it here from
            // `available.library.makeInteraction(id: available.descriptor.id)` (keepAlive: the library)
            // and hand it to the scenario as its InteractionDeciding instead of UIKit's rule.
            throw CommandFailure(
                "--interaction \(available.descriptor.id) was found, but this segue cannot drive a transition with an "
                    + "interaction controller plugin yet; drop --interaction to use UIKit's rule",
                status: .jobFailed)
        }
        if let name = presentation?.pluginName {
            guard let available = registry.presentation(named: name.text) else {
                throw PluginOptions.unknown(
                    .presentation, name.text, closest: registry.closestMatches(to: name.text, among: .presentation))
            }
            // HOOKUP(lead): once PluginPresentationController is on main, make it here from
            // `available.library.makePresentation(id: available.descriptor.id)` (keepAlive: the library)
            // and give it to the scenario as the presented controller's presentation controller.
            throw CommandFailure(
                "--presentation \(available.descriptor.id) was found, but this segue cannot present with a "
                    + "presentation controller plugin yet; use --presentation dimming",
                status: .jobFailed)
        }
    }
}
