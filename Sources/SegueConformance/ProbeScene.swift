import SegueEngine
import SegueHost
import SegueKit
import SegueScenario

/// A window with two controllers, `First` and `Second`, arranged for one operation (modal for
/// present and dismiss, a navigation controller for push and pop, a tab bar controller for tab,
/// the objc.io container for container), for validation probes that need to stop a transition at
/// exact times, scrub it, or look at the tree in between.
final class ProbeScene {
    let engine = AnimationEngine()
    let clock: VirtualClock
    let window: Window
    let first: ViewController
    let second: ViewController
    /// What holds the two controllers.
    let arrangement: ControllerArrangement
    private let delegate = ScenarioDelegate()
    /// How many times the caller's completion of an operation ran.
    private(set) var completions = 0
    /// Engine time at which the caller's completion last ran.
    private(set) var completedAt: Double?

    /// A window of `size` arranged for `operation`; `Second` is presented with `style` (present
    /// and dismiss only).
    init(
        for operation: PluginOperation = .present, size: Size = Size(width: 400, height: 800),
        style: ModalPresentationStyle = .fullScreen
    ) {
        clock = VirtualClock(engine: engine)
        window = Window(engine: engine, size: size)
        first = ViewController(engine: engine, title: "First")
        second = ViewController(engine: engine, title: "Second")
        first.view.backgroundColor = TransitionScenario.firstColor
        second.view.backgroundColor = TransitionScenario.secondColor
        arrangement = .arranging(first, second, for: operation, in: window, delegate: delegate)
        if case .modal = arrangement { second.modalPresentationStyle = style }
    }

    /// Starts `operation` with `animator` (nil: unanimated, or for the container, which always
    /// animates, its own slide) without settling. Dismiss and pop first reach their start without
    /// animation, with the event log cleared so it shows the operation alone.
    func start(
        _ operation: PluginOperation, with animator: AnimatedTransitioning?,
        interaction: InteractiveTransitioning? = nil
    ) throws {
        if operation == .dismiss || operation == .pop {
            try reachStart(of: operation)
            settle()
            window.events.removeAll()
            completions = 0
        }
        delegate.animator = animator
        delegate.interaction = interaction
        let animated = animator != nil
        let done = { [unowned self] in
            completions += 1
            completedAt = engine.currentTime
        }
        switch (operation, arrangement) {
        case (.present, .modal): try first.present(second, animated: animated, completion: done)
        case (.dismiss, .modal): try second.dismiss(animated: animated, completion: done)
        case (.push, .navigation(let navigation)):
            try navigation.pushViewController(second, animated: animated, completion: done)
        case (.pop, .navigation(let navigation)):
            _ = try navigation.popViewController(animated: animated, completion: done)
        case (.tab, .tabs(let tabs)): try tabs.selectTab(at: 1, completion: done)
        case (.container, .container(let container)): try container.select(1) { _ in done() }
        default:
            throw TransitionError(
                "the probe scene was not arranged for \(operation.rawValue); make it with ProbeScene(for: "
                    + ".\(operation.rawValue))"
            )
        }
    }

    /// Shows `Second` without animation, where dismiss and pop start.
    private func reachStart(of operation: PluginOperation) throws {
        delegate.animator = nil
        delegate.interaction = nil
        if case .navigation(let navigation) = arrangement {
            try navigation.pushViewController(second, animated: false)
        } else {
            try first.present(second, animated: false)
        }
    }

    /// The tree where `operation` starts: the arrangement as built, with `Second` shown for
    /// dismiss and pop.
    func looksBefore(_ operation: PluginOperation) throws -> [ViewLook] {
        if operation == .dismiss || operation == .pop {
            try reachStart(of: operation)
            settle()
        }
        return looks()
    }

    /// Runs `operation` with `animator` to the end, ticking at `fps`.
    func run(_ operation: PluginOperation, with animator: AnimatedTransitioning?, fps: Double = 60) throws {
        try start(operation, with: animator)
        settle(fps: fps)
    }

    /// Ticks at `fps` until idle (or 30 s); true when it went idle.
    @discardableResult
    func settle(fps: Double = 60) -> Bool { clock.runUntilIdle(framesPerSecond: fps, limit: 30) }

    /// The whole window's views as comparable values.
    func looks() -> [ViewLook] { ViewLook.looks(of: window.view.tree.snapshot(of: window.view).views) }

    /// The transition calls logged so far, by name.
    var eventNames: [String] { window.events.names }
}
