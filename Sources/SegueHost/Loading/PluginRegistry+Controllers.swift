import SegueABI
import SegueEngine
import SegueKit

/// Making the registry's interaction and presentation controllers ready for SegueKit: the one
/// place `segue run`, `segue preview` and the gallery turn a found controller into the object a
/// transition uses.
extension PluginRegistry {
    /// A decider for interaction controller `available`, made by its library (in this process, or
    /// in its plugin process behind a stand-in). Throws one sentence naming the controller when it
    /// cannot be made.
    public func makeInteractionDecider(_ available: AvailableInteraction) throws(TransitionError)
        -> InteractionDeciding
    {
        let descriptor = available.descriptor
        let raw: UnsafePointer<segue_interaction_t>
        do { raw = try available.library.makeInteraction(id: descriptor.id) } catch {
            throw TransitionError(error.description)
        }
        return try PluginInteractionDecider(
            raw: raw, id: descriptor.id, name: descriptor.name, gestures: descriptor.gestures,
            keepAlive: available.library)
    }

    /// Makes presentation controller `available` for a presented and a presenting controller (in
    /// this process, or in its plugin process behind a stand-in). Throws one sentence naming the
    /// controller when it cannot be made.
    public func makePresentationController(
        _ available: AvailablePresentation, presented: ViewController, presenting: ViewController
    ) throws(TransitionError) -> PluginPresentationController {
        let descriptor = available.descriptor
        let raw: UnsafePointer<segue_presentation_t>
        do { raw = try available.library.makePresentation(id: descriptor.id) } catch {
            throw TransitionError(error.description)
        }
        return try PluginPresentationController(
            raw: raw, id: descriptor.id, name: descriptor.name, capabilities: descriptor.capabilities,
            keepAlive: available.library, presentedViewController: presented, presenting: presenting, host: host)
    }
}
