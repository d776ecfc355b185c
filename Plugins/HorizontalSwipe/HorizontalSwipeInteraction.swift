import SeguePluginSDK

/// VCTransitionsLibrary's horizontal swipe (CEHorizontalSwipeInteractionController) as a plugin: a
/// one-finger horizontal pan drives the transition, 200 points either way being all of it, and a
/// release past half finishes. The rule, and where Segue's differs from the original, is the
/// SDK's ``SwipeRule``.
final class HorizontalSwipeInteraction: SegueInteractionController {
    /// The `distance` parameter.
    static let distance = ParameterInfo.swipeDistance(.horizontal)

    static let info = InteractionInfo(
        id: "org.segue.horizontal-swipe", name: "Horizontal Swipe", vendor: "Segue", version: "1.0.0",
        description: "A horizontal pan drives the transition; a release past half finishes it (VCTransitionsLibrary).",
        gestures: .panHorizontal, operations: [.present, .dismiss], parameters: [distance, .swipeThreshold])

    /// The parameters' current values, found once: `handle` runs on every gesture event.
    private let distance: ParameterSlot, threshold: ParameterSlot
    // The host calls a controller on its main thread, never re-entrantly (interaction.h), so the
    // runtime's exclusivity bookkeeping on every event's access buys nothing.
    @exclusivity(unchecked) private var rule = SwipeRule(axis: .horizontal)

    init(parameters: ParameterValues) {
        distance = parameters.slot(Self.distance)
        threshold = parameters.slot(.swipeThreshold)
    }

    func begin(_ start: InteractionStart) {
        rule.reset()
    }

    func handle(_ event: InteractionEvent) -> InteractionResponse {
        rule.decide(event, distance: distance.value, threshold: threshold.value)
    }
}

/// Registers this plugin's interaction controller with the SDK (called once, from the first `init`).
@c @implementation
public func segue_sdk_plugin() {
    SeguePlugin.export(interactions: [HorizontalSwipeInteraction.self])
}
