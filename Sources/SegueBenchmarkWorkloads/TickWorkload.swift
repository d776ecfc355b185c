import SegueEngine

/// The engine animating `propertyCount` alphas, one per view, in property animators of
/// `viewsPerAnimator` views on an ease-in-out curve, ticked at 60 frames per second: the work
/// behind every tick measurement (`segue bench` and the benchmark suite alike).
public final class TickWorkload {
    /// Views (and so animated alphas) per property animator.
    public static let viewsPerAnimator = 100
    /// Frames per engine second.
    public static let frameRate = 60.0
    /// Seconds every animation lasts: long enough that nothing completes while measured.
    public static let duration = 1_000_000.0

    /// Animated properties.
    public let propertyCount: Int
    /// The engine ticked.
    public let engine = AnimationEngine()
    /// The animated views (kept alive).
    private var views: [View] = []
    /// The running animators (kept alive).
    private var animators: [PropertyAnimator] = []
    /// Frames so far.
    private var frame = 0

    /// Builds the views and starts every animator (this allocates; ticks do not).
    public init(propertyCount: Int) {
        self.propertyCount = propertyCount
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 1000, height: 1000), in: engine.tree)
        views.reserveCapacity(propertyCount)
        var start = 0
        while start < propertyCount {
            let batch = (start..<min(start + Self.viewsPerAnimator, propertyCount)).map { _ in
                let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: engine.tree)
                root.addSubview(view)
                return view
            }
            views += batch
            animators.append(Self.startedFade(of: batch, on: engine))
            start += batch.count
        }
        precondition(
            engine.animatedValueCount == propertyCount, "the tick workload animated the wrong number of values")
    }

    /// A running animator taking every view of `batch` to alpha 0.
    private static func startedFade(of batch: [View], on engine: AnimationEngine) -> PropertyAnimator {
        let animator = PropertyAnimator(engine: engine, duration: duration, curve: .easeInOut) {
            for view in batch { view.alpha = 0 }
        }
        try! animator.startAnimation()
        return animator
    }

    /// Advances the engine by one frame.
    public func tick() {
        frame += 1
        engine.tick(at: Double(frame) / Self.frameRate)
    }
}
