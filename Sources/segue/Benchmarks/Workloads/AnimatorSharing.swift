import SegueEngine

/// `viewCount` views faded together, either by one property animator per view or by one animator
/// shared by all: what a view costs when every view brings its own animator.
final class AnimatorSharing {
    /// Views faded per round.
    let viewCount: Int
    /// The engine the fades run on.
    private let engine = AnimationEngine()
    /// Its clock.
    private let clock: TransitionClock
    /// The views faded.
    private let views: [View]
    /// The alpha the last fade went to.
    private var target = 0.0

    /// Seconds each fade takes (15 frames at 60 frames per second).
    static let duration = 0.25

    /// The views (set-up, not measured).
    init(viewCount: Int) {
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

    /// Fades every view to the other end (alpha 0 or 1) with one animator per view
    /// (`perView`) or one for all, and ticks until every animator has completed.
    func fade(perView: Bool) {
        target = target == 0 ? 1 : 0
        let target = target
        var completions = 0
        let animators = perView
            ? views.map { view in PropertyAnimator(engine: engine, duration: Self.duration, curve: .easeInOut) { view.alpha = target } }
            : [PropertyAnimator(engine: engine, duration: Self.duration, curve: .easeInOut) { [views] in for view in views { view.alpha = target } }]
        for animator in animators {
            animator.addCompletion { _ in completions += 1 }
            try! animator.startAnimation()
        }
        clock.settle()
        precondition(completions == animators.count, "a benchmarked fade did not complete")
    }
}
