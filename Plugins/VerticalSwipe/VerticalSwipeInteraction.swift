import SeguePluginSDK

/// VCTransitionsLibrary's vertical swipe (CEVerticalSwipeInteractionController) as a plugin: a
/// one-finger vertical pan drives the transition, 200 points up or down being all of it, and a
/// release past half finishes. The rule, and where Segue's differs from the original, is the
/// SDK's ``SwipeRule``.
final class VerticalSwipeInteraction: SegueInteractionController {
    /// The `distance` parameter.
    static let distance = ParameterInfo.swipeDistance(.vertical)

    static let info = InteractionInfo(
        id: "org.segue.vertical-swipe", name: "Vertical Swipe", vendor: "Segue", version: "1.0.0",
        description: "A vertical pan drives the transition; a release past half finishes it (VCTransitionsLibrary).",
        gestures: .panVertical, operations: [.present, .dismiss], parameters: [distance, .swipeThreshold])

    /// The parameters' current values, found once: `handle` runs on every gesture event.
    private let distance: ParameterSlot, threshold: ParameterSlot
    // The host calls a controller on its main thread, never re-entrantly (interaction.h), so the
    // runtime's exclusivity bookkeeping on every event's access buys nothing.
    @exclusivity(unchecked) private var rule = SwipeRule(axis: .vertical)

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
    SeguePlugin.export(interactions: [VerticalSwipeInteraction.self])
}
