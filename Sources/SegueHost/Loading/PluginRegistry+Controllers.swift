import SegueABI
import SegueEngine
import SegueKit

/// Making the registry's interaction and presentation controllers ready for SegueKit: the one
/// place `segue run`, `segue preview` and the gallery turn a found controller into the object a
/// transition uses.
extension PluginRegistry {
    /// A decider for interaction controller `available`, made by its library (in this process, or
    /// in its plugin process behind a stand-in), with `parameters` (id → value) set after create.
    /// Throws one sentence naming the controller when it cannot be made or refuses a parameter.
    public func makeInteractionDecider(_ available: AvailableInteraction, parameters: [String: Double] = [:])
        throws(TransitionError) -> InteractionDeciding
    {
        let descriptor = available.descriptor
        let raw: UnsafePointer<segue_interaction_t>
        do { raw = try available.library.makeInteraction(id: descriptor.id) } catch {
            throw TransitionError(error.description)
        }
        let decider = try PluginInteractionDecider(
            raw: raw, id: descriptor.id, name: descriptor.name, gestures: descriptor.gestures,
            keepAlive: available.library)
        // On a refusal the decider is released, and its deinit destroys the controller.
        try setParameters(parameters, of: descriptor, on: UnsafeRawPointer(raw))
        return decider
    }

    /// Makes presentation controller `available` for a presented and a presenting controller (in
    /// this process, or in its plugin process behind a stand-in), with `parameters` (id → value) set
    /// after create. Throws one sentence naming the controller when it cannot be made or refuses a
    /// parameter.
    public func makePresentationController(
        _ available: AvailablePresentation, presented: ViewController, presenting: ViewController,
        parameters: [String: Double] = [:]
    ) throws(TransitionError) -> PluginPresentationController {
        let descriptor = available.descriptor
        let raw: UnsafePointer<segue_presentation_t>
        do { raw = try available.library.makePresentation(id: descriptor.id) } catch {
            throw TransitionError(error.description)
        }
        let controller = try PluginPresentationController(
            raw: raw, id: descriptor.id, name: descriptor.name, capabilities: descriptor.capabilities,
            keepAlive: available.library, presentedViewController: presented, presenting: presenting, host: host)
        try setParameters(parameters, of: descriptor, on: UnsafeRawPointer(raw))
        return controller
    }

    /// Sets each of `parameters` on the new controller `instance` through the animators' libffi
    /// path (`setParameter(_:to:of:on:)`), in id order so a refusal names the same one each run.
    private func setParameters(
        _ parameters: [String: Double], of descriptor: some PluginDescribing, on instance: UnsafeRawPointer
    ) throws(TransitionError) {
        for (id, value) in parameters.sorted(by: { $0.key < $1.key }) {
            do { try setParameter(id, to: value, of: descriptor, on: instance) } catch {
                throw TransitionError(error.description)
            }
        }
    }
}
