import SegueABI
import SegueABIValues
import SegueHost

/// The floor of an interaction plugin's per-event cost: a `segue_interaction_t` made here whose
/// `handle_event` only answers UPDATE to the event's own fraction, behind the same
/// `PluginInteractionDecider` (call guard, event and answer conversions, indirect call) as a
/// loaded plugin. What a real plugin costs above it is its SDK glue and its rule.
public enum BareInteractionController {
    /// A decider over a fresh bare controller; its `destroy` frees the vtable.
    public static func decider() throws -> PluginInteractionDecider {
        let raw = UnsafeMutablePointer<segue_interaction_t>.allocate(capacity: 1)
        raw.initialize(
            to: segue_interaction_t(
                size: UInt32(MemoryLayout<segue_interaction_t>.size), plugin_data: nil,
                begin: { _, _ in SegueStatus.ok.rawValue },
                handle_event: { _, event, answer in
                    guard let event, let answer else { return SegueStatus.invalidArgument.rawValue }
                    answer.pointee.action = SegueInteractionAction.update.rawValue
                    answer.pointee.fraction = event.pointee.fraction
                    return SegueStatus.ok.rawValue
                },
                ended: nil,
                destroy: { interaction in
                    UnsafeMutablePointer(mutating: interaction)?.deinitialize(count: 1).deallocate()
                }))
        return try PluginInteractionDecider(
            raw: UnsafePointer(raw), id: "org.segue.bench.bare-interaction", name: "Bare", gestures: .panHorizontal,
            keepAlive: Holder())
    }

    /// Nothing to keep loaded: the controller's code is this program's.
    private final class Holder {}
}
