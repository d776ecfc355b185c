import SegueEngine
import SegueHost
import SegueKit

/// One window with a root controller, presenting and dismissing a second controller on request:
/// the place every transition benchmark runs its transitions. Several stages can share one
/// engine (many windows, one timeline).
public final class TransitionStage {
    /// The animator factory a benchmark hands in: a fresh animator for each operation.
    public typealias MakeAnimator = (PluginOperation) throws -> AnimatedTransitioning

    /// The window.
    public let window: Window
    /// The window's root controller, the presenter.
    private let root: ViewController
    /// The transitioning delegate of every presented controller.
    private let vendor = AnimatorVendor()
    /// The controller presented now, if any.
    private var presented: ViewController?
    /// Completed transitions.
    private var completed = 0

    /// A window of 400×800 points on `engine`, showing its root controller.
    public init(engine: AnimationEngine) {
        window = Window(engine: engine, size: Size(width: 400, height: 800))
        root = ViewController(engine: engine, title: "First")
        window.rootViewController = root
    }

    /// Whether a controller is presented (the next transition is a dismissal).
    public var isPresenting: Bool { presented != nil }

    /// Transitions that have completed so far.
    public var completedTransitions: Int { completed }

    /// Starts the next transition on the engine's next tick: presents a new controller, or
    /// dismisses the presented one, animated by an animator from `makeAnimator`.
    public func startNextTransition(_ makeAnimator: MakeAnimator) throws {
        try start(animator: try makeAnimator(isPresenting ? .dismiss : .present))
    }

    /// Starts the next transition unanimated (nothing to time: the benchmarks use it to reset).
    public func startNextTransitionUnanimated() throws {
        try start(animator: nil)
    }

    /// Presents or dismisses, animated by `animator` (nil: unanimated).
    private func start(animator: AnimatedTransitioning?) throws {
        vendor.animator = animator
        let animated = animator != nil
        if let presented {
            self.presented = nil
            try presented.dismiss(animated: animated) { [unowned self] in completed += 1 }
        } else {
            let second = ViewController(engine: window.engine, title: "Second")
            second.transitioningDelegate = vendor
            presented = second
            try root.present(second, animated: animated) { [unowned self] in completed += 1 }
        }
    }

    /// Forgets the window's event log (it keeps every transition's calls, for traces), so a long
    /// run measures what transitions keep rather than the log.
    public func forgetEvents() {
        window.events.removeAll()
    }
}
