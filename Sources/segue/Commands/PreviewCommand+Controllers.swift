import SegueEngine
import SegueHost
import SegueKit
import SegueScenario

/// `--interaction` and `--presentation` in `segue preview`: found among the loaded libraries with
/// the animators' errors, their parameters checked, one of each made at once (a controller that
/// cannot be made fails the start in one sentence), then made afresh by the live session per
/// transition and presentation from whatever library offers the id then (a reload's new build).
extension PreviewCommand {
    /// The live session's controllers for the options given (none without them).
    func liveControllers(in reloading: ReloadingPlugins) throws -> LiveControllers {
        var controllers = LiveControllers()
        if let interaction {
            controllers.makeDecider = try deciderMaker(named: interaction, in: reloading)
        }
        if let presentation {
            controllers.makePresentationController = try presentationMaker(named: presentation, in: reloading)
        }
        return controllers
    }

    /// Makes `--interaction`'s decider for an operation, checked to drive it.
    private func deciderMaker(named name: PluginControllerName, in reloading: ReloadingPlugins) throws
        -> (TransitionOperation) throws -> InteractionDeciding
    {
        guard let available = reloading.registry.interaction(named: name.text) else {
            throw PluginOptions.unknown(
                .interaction, name.text, closest: reloading.registry.closestMatches(to: name.text, among: .interaction))
        }
        let id = available.descriptor.id
        let values = try controllerParameters.interactionValues(for: available.descriptor)
        do { _ = try reloading.registry.makeInteractionDecider(available, parameters: values) } catch {
            throw CommandFailure("--interaction \(id): \(error)", status: .jobFailed)
        }
        return { operation in
            // The registry now: after a reload, the rebuilt library's controller (the replaced one is
            // never used again).
            let registry = reloading.registry
            guard let current = registry.interactions.first(where: { $0.descriptor.id == id }) else {
                throw TransitionError("interaction controller \(id) is gone: no library loaded now offers it")
            }
            let needed: AnimatorCapabilities = operation.isReverse ? .dismiss : .present
            guard current.descriptor.operations.contains(needed) else {
                throw TransitionError(
                    "interaction controller \(id) drives \(current.descriptor.operations) only, not "
                        + "\(operation.rawValue)")
            }
            return try registry.makeInteractionDecider(current, parameters: values)
        }
    }

    /// Makes `--presentation`'s controller for a presented and a presenting controller.
    private func presentationMaker(named name: PluginControllerName, in reloading: ReloadingPlugins) throws
        -> (ViewController, ViewController) throws -> PresentationController
    {
        guard let available = reloading.registry.presentation(named: name.text) else {
            throw PluginOptions.unknown(
                .presentation, name.text,
                closest: reloading.registry.closestMatches(to: name.text, among: .presentation))
        }
        let id = available.descriptor.id
        let values = try controllerParameters.presentationValues(for: available.descriptor)
        // One made and let go on a scratch engine, so a controller that cannot be made fails here.
        let engine = AnimationEngine()
        do {
            _ = try reloading.registry.makePresentationController(
                available, presented: ViewController(engine: engine, title: "probe"),
                presenting: ViewController(engine: engine, title: "probe"), parameters: values)
        } catch {
            throw CommandFailure("--presentation \(id): \(error)", status: .jobFailed)
        }
        return { presented, presenting in
            let registry = reloading.registry
            guard let current = registry.presentations.first(where: { $0.descriptor.id == id }) else {
                throw TransitionError("presentation controller \(id) is gone: no library loaded now offers it")
            }
            return try registry.makePresentationController(
                current, presented: presented, presenting: presenting, parameters: values)
        }
    }
}
