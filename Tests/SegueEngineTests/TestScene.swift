import SegueEngine

/// A small engine set-up shared by the animator tests: a container with one 100×100 view.
struct TestScene {
    let engine = AnimationEngine()
    let clock: VirtualClock
    let container: View
    let box: View

    init() {
        clock = VirtualClock(engine: engine)
        container = View(name: "container", frame: Rect(x: 0, y: 0, width: 400, height: 800), in: engine.tree)
        box = View(name: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100), in: engine.tree)
        container.addSubview(box)
    }

    /// Advances to absolute engine time `time` in one tick.
    func tick(to time: Double) {
        engine.tick(at: time)
    }
}

/// Records completion calls so tests can assert "exactly once, with this position".
final class CompletionLog {
    private(set) var positions: [AnimatingPosition] = []

    func handler() -> (AnimatingPosition) -> Void {
        { [self] position in positions.append(position) }
    }
}

/// Whether two numbers agree within `tolerance`.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}
