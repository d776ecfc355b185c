import SegueEngine
import SegueHost
import SegueScenario
import SegueKit

/// The default scene (`First` presenting `Second`) for validation probes that need to stop a
/// transition at exact times, scrub it, or look at the tree in between.
final class ProbeScene {
    let engine = AnimationEngine()
    let clock: VirtualClock
    let window: Window
    let first: ViewController
    let second: ViewController
    private let delegate = ProbeDelegate()
    /// How many times the caller's present or dismiss completion ran.
    private(set) var completions = 0

    /// A window of `size` showing `First`; `Second` will be presented with `style`.
    init(size: Size = Size(width: 400, height: 800), style: ModalPresentationStyle = .fullScreen) {
        clock = VirtualClock(engine: engine)
        window = Window(engine: engine, size: size)
        first = ViewController(engine: engine, title: "First")
        second = ViewController(engine: engine, title: "Second")
        first.view.backgroundColor = TransitionScenario.firstColor
        second.view.backgroundColor = TransitionScenario.secondColor
        second.modalPresentationStyle = style
        second.transitioningDelegate = delegate
        window.rootViewController = first
    }

    /// Presents `Second` with `animator`, interactively when `interaction` is given; the
    /// transition starts on the next tick.
    func present(with animator: AnimatedTransitioning?, interaction: InteractiveTransitioning? = nil) throws {
        delegate.animator = animator
        delegate.interaction = interaction
        try first.present(second, animated: animator != nil) { [unowned self] in completions += 1 }
    }

    /// Dismisses `Second` with `animator`, interactively when `interaction` is given.
    func dismiss(with animator: AnimatedTransitioning?, interaction: InteractiveTransitioning? = nil) throws {
        delegate.animator = animator
        delegate.interaction = interaction
        try second.dismiss(animated: animator != nil) { [unowned self] in completions += 1 }
    }

    /// Starts `operation` with `animator` without settling: a present directly, a dismiss after
    /// an unanimated presentation (with the event log cleared so it shows the dismissal alone).
    func start(_ operation: PluginOperation, with animator: AnimatedTransitioning?, interaction: InteractiveTransitioning? = nil) throws {
        if operation == .dismiss {
            try present(with: nil)
            settle()
            window.events.removeAll()
            completions = 0
            try dismiss(with: animator, interaction: interaction)
        } else {
            try present(with: animator, interaction: interaction)
        }
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

/// Vends the probe's animator and interaction controller.
private final class ProbeDelegate: TransitioningDelegate {
    var animator: AnimatedTransitioning?
    var interaction: InteractiveTransitioning?
    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> AnimatedTransitioning? { animator }
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { animator }
    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { interaction }
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { interaction }
}
