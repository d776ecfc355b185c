import SegueHost
import SegueScenario

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

    /// Gives `scenario` the loaded `--interaction` and `--presentation` plugins. A presentation
    /// controller is made when the presentation starts; one that cannot be made is kept in the
    /// answer, which `throwIfFailed()` turns into the run's failure once the scenario ran.
    func hookUpControllers(registry: PluginRegistry, to scenario: inout TransitionScenario) throws
        -> ControllerFailures
    {
        let failures = ControllerFailures()
        if let interaction {
            guard let available = registry.interaction(named: interaction.text) else {
                throw PluginOptions.unknown(
                    .interaction, interaction.text,
                    closest: registry.closestMatches(to: interaction.text, among: .interaction))
            }
            let values = try controllerParameters.interactionValues(for: available.descriptor)
            do {
                scenario.interactionDecider = try registry.makeInteractionDecider(available, parameters: values)
            } catch {
                throw CommandFailure("--interaction \(available.descriptor.id): \(error)", status: .jobFailed)
            }
        }
        if let name = presentation?.pluginName {
            guard let available = registry.presentation(named: name.text) else {
                throw PluginOptions.unknown(
                    .presentation, name.text, closest: registry.closestMatches(to: name.text, among: .presentation))
            }
            let values = try controllerParameters.presentationValues(for: available.descriptor)
            scenario.presentationController = { presented, presenting in
                do {
                    return try registry.makePresentationController(
                        available, presented: presented, presenting: presenting, parameters: values)
                } catch {
                    failures.messages.append("--presentation \(available.descriptor.id): \(error)")
                    return nil
                }
            }
        }
        return failures
    }
}

/// Presentation controllers that could not be made while the scenario ran (made lazily, when the
/// presentation starts, so the error surfaces after the run).
final class ControllerFailures {
    /// One sentence per failure.
    var messages: [String] = []

    /// Throws the first failure as the run's error: a run whose controller was not made did not succeed.
    func throwIfFailed() throws {
        if let first = messages.first { throw CommandFailure(first, status: .jobFailed) }
    }
}
