import SegueEngine

/// `viewCount` views faded together, either by one property animator per view or by one animator
/// shared by all: what a view costs when every view brings its own animator.
public final class AnimatorSharing {
    /// Views faded per round.
    public let viewCount: Int
    /// The engine the fades run on.
    private let engine = AnimationEngine()
    /// Its clock.
    private let clock: TransitionClock
    /// The views faded.
    private let views: [View]
    /// The alpha the last fade went to: views start opaque, as if a fade to 1 had run, so the
    /// first fade (to 0) changes every view rather than animating nothing.
    private var target = 1.0

    /// Seconds each fade takes (15 frames at 60 frames per second).
    public static let duration = 0.25

    /// The views (set-up, not measured).
    public init(viewCount: Int) {
        self.viewCount = viewCount
        clock = TransitionClock(engine: engine)
        let tree = engine.tree
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 1000, height: 1000), in: tree)
        views = (0..<viewCount).map { _ in
            let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: tree)
            root.addSubview(view)
            return view
        }
    }

    /// Frames of a fade at 60 frames per second.
    private static var frames: Int { Int((duration * 60).rounded()) }
    /// The frames timed as steady ticks: all but the first (which follows the start) and the
    /// last two (which may complete the animators).
    public static var steadyFrames: Int { frames - 3 }

    /// Fades every view to the other end (alpha 0 or 1) with one animator per view
    /// (`perView`) or one for all, and ticks until every animator has completed.
    public func fade(perView: Bool) {
        let completed = start(perView: perView)
        clock.settle()
        precondition(completed() == viewCount(perView), "a benchmarked fade did not complete")
    }

    /// Seconds the steady ticks of one fade take (`steadyFrames` ticks in the middle of it, with
    /// every animator running and none starting or completing); the rest of the fade is untimed.
    public func steadyTickSeconds(perView: Bool) -> Double {
        let completed = start(perView: perView)
        let virtualClock = VirtualClock(engine: engine)
        virtualClock.advance(frames: 1, framesPerSecond: 60)
        let start = MonotonicTimeSource.system.now()
        virtualClock.advance(frames: Self.steadyFrames, framesPerSecond: 60)
        let elapsed = MonotonicTimeSource.system.now() - start
        precondition(completed() == 0, "a benchmarked fade completed during its steady ticks")
        clock.settle()
        precondition(completed() == viewCount(perView), "a benchmarked fade did not complete")
        return elapsed
    }

    /// How many animators a fade uses.
    private func viewCount(_ perView: Bool) -> Int { perView ? viewCount : 1 }

    /// Starts a fade to the other end (alpha 0 or 1); answers a reader of how many animators completed.
    private func start(perView: Bool) -> () -> Int {
        target = target == 0 ? 1 : 0
        let target = target
        let completions = Counter()
        let animators =
            perView
            ? views.map { view in
                PropertyAnimator(engine: engine, duration: Self.duration, curve: .easeInOut) { view.alpha = target }
            }
            : [
                PropertyAnimator(engine: engine, duration: Self.duration, curve: .easeInOut) { [views] in
                    for view in views { view.alpha = target }
                }
            ]
        for animator in animators {
            animator.addCompletion { _ in completions.count += 1 }
            try! animator.startAnimation()
        }
        return { completions.count }
    }

    /// Completions counted by the animators' handlers.
    private final class Counter {
        var count = 0
    }
}
