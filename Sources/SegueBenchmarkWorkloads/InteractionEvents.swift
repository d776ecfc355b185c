import SegueEngine
import SegueHost
import SegueKit
import SegueScenario

/// One interaction decider fed a steady horizontal pan, event by event: the work a gesture's
/// every touch update costs in the decider (SegueKit's release-rule decider natively, an
/// interaction controller plugin through the ABI), without the transition it would drive.
public final class InteractionEvents {
    /// The container the pan crosses.
    public static let container = Size(width: 400, height: 800)
    /// Seconds between events (a 120 Hz pointer).
    public static let interval = 1.0 / 120

    /// The decider fed.
    public let decider: InteractionDeciding

    /// Events for `decider`.
    public init(decider: InteractionDeciding) {
        self.decider = decider
    }

    /// SegueKit's own horizontal-pan decider (UIKit's release rule), the native baseline.
    public static func native() -> InteractionEvents {
        InteractionEvents(decider: PanReleaseDecider(axis: .horizontal))
    }

    /// The bundled HorizontalSwipe plugin's decider, loaded from `buildFolder` in this process,
    /// or in a plugin process when `isolation` is given.
    public static func plugin(buildFolder: String, isolation: PluginIsolation? = nil) throws -> InteractionEvents {
        let registry = PluginRegistry(
            libraries: [buildFolder + "/libSeguePluginHorizontalSwipe.so"], isolation: isolation)
        guard let available = registry.interaction(named: "org.segue.horizontal-swipe") else {
            throw TransitionError(
                "the HorizontalSwipe plugin did not load from \(buildFolder): "
                    + (registry.diagnostics.first.map { "\($0)" } ?? "no diagnostic"))
        }
        return InteractionEvents(decider: try registry.makeInteractionDecider(available))
    }

    /// The floor of any plugin: an empty controller behind the same decider (BareInteractionController).
    public static func bare() throws -> InteractionEvents {
        InteractionEvents(decider: try BareInteractionController.decider())
    }

    /// One gesture: a began, `count` changed events moving right by a point each, and a release;
    /// answers the number of updates the decider asked for (so the work cannot be skipped).
    public func pan(changedEvents count: Int) throws -> Int {
        try decider.begin(operation: .present, duration: 0.5, container: Self.container)
        var updates = 0
        var event = Self.event(.began, step: 0)
        _ = try decider.decide(event)
        for step in 1...max(count, 1) {
            event = Self.event(.changed, step: step)
            if case .update = try decider.decide(event) { updates += 1 }
        }
        _ = try decider.decide(Self.event(.ended, step: count))
        decider.ended(completed: true)
        return updates
    }

    /// The event `step` points (and intervals) into the pan.
    private static func event(_ phase: GestureEvent.Phase, step: Int) -> GestureEvent {
        let moved = Double(step % 400)
        return GestureEvent(
            kind: .horizontalPan, phase: phase, touch: 0, state: .driving, time: Double(step) * interval,
            location: Point(x: 10 + moved, y: 400), translation: Point(x: moved, y: 0),
            velocity: Point(x: 120, y: 0), scale: 1, scaleVelocity: 0, containerSize: container,
            fraction: min(moved / container.width, 1), duration: 0.5)
    }
}
