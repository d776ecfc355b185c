import SegueEngine
import SegueKit

/// A window with a root controller on a virtual clock: the set-up every SegueKit test starts from.
final class KitFixture {
    let engine: AnimationEngine
    let clock: VirtualClock
    let window: Window
    let root: ViewController
    /// Objects kept as long as the fixture, such as the transitioning delegates its scenes hand
    /// over (weak, as in UIKit) without keeping them themselves.
    private var kept: [AnyObject] = []

    init(
        engine: AnimationEngine = AnimationEngine(), size: Size = Size(width: 400, height: 800),
        root: ViewController? = nil
    ) {
        self.engine = engine
        clock = VirtualClock(engine: engine)
        window = Window(engine: engine, size: size)
        self.root = root ?? ViewController(engine: engine, title: "First")
        window.rootViewController = self.root
    }

    /// Keeps `object` (nothing when nil) as long as the fixture.
    func keep(_ object: AnyObject?) {
        if let object { kept.append(object) }
    }

    /// A fresh controller titled `title` on this fixture's engine.
    func controller(_ title: String) -> ViewController {
        ViewController(engine: engine, title: title)
    }

    /// Ticks at 60 fps until nothing runs or is scheduled.
    @discardableResult
    func settle(limit: Double = 30) -> Bool {
        clock.runUntilIdle(framesPerSecond: 60, limit: limit)
    }

    /// The log's event names without appearance and containment calls.
    var transitionCalls: [String] {
        window.events.names.filter {
            !$0.hasPrefix("viewController.") && $0 != "context.updateInteractiveTransition(_:)"
        }
    }
}
