import SegueHost
import SegueKit
import SegueScenario

/// `--interaction` and `--presentation` plugins in `segue run`: found in the catalogue with the
/// animators' errors, their libraries loaded beside the animator's, and made into the scenario's
/// interaction decider and presentation controller.
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

    /// Gives `scenario` the loaded `--interaction` plugin as its decider and the `--presentation`
    /// plugin as the maker of `Second`'s presentation controller.
    func hookUpControllers(registry: PluginRegistry, to scenario: inout TransitionScenario) throws {
        if let interaction {
            guard let available = registry.interaction(named: interaction.text) else {
                throw PluginOptions.unknown(
                    .interaction, interaction.text,
                    closest: registry.closestMatches(to: interaction.text, among: .interaction))
            }
            let d = available.descriptor
            let raw = try Self.made(d.id) { () throws(PluginControllerError) in
                try available.library.makeInteraction(id: d.id)
            }
            do {
                scenario.interactionDecider = try PluginInteractionDecider(
                    raw: raw, id: d.id, name: d.name, gestures: d.gestures, keepAlive: available.library)
            } catch {
                throw CommandFailure("--interaction \(d.id): \(error)")
            }
        }
        if let name = presentation?.pluginName {
            guard let available = registry.presentation(named: name.text) else {
                throw PluginOptions.unknown(
                    .presentation, name.text, closest: registry.closestMatches(to: name.text, among: .presentation))
            }
            // Made here once so a library that cannot make it fails before the transition starts.
            let d = available.descriptor
            var first = Optional(
                try Self.made(d.id) { () throws(PluginControllerError) in
                    try available.library.makePresentation(id: d.id)
                })
            let host = registry.host
            scenario.presentationController = { presented, presenting in
                // UIKit makes a new presentation controller for every presentation; so does the plugin.
                guard let raw = first ?? (try? available.library.makePresentation(id: d.id)) else { return nil }
                first = nil
                do {
                    return try PluginPresentationController(
                        raw: raw, id: d.id, name: d.name, capabilities: d.capabilities, keepAlive: available.library,
                        presentedViewController: presented, presenting: presenting, host: host)
                } catch {
                    StandardError.warning("--presentation \(d.id): \(error)")
                    return nil
                }
            }
        }
    }

    /// What `make` made, or the failure naming plugin `id` and why it could not.
    private static func made<T>(_ id: String, _ make: () throws(PluginControllerError) -> T) throws -> T {
        do { return try make() } catch { throw CommandFailure("\(id): \(error)") }
    }
}
