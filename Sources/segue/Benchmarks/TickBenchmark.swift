import Foundation
import SegueEngine

/// Measures the engine's per-tick cost with `propertyCount` animated properties (one alpha per
/// view, in animators of 100 views on an ease-in-out curve), beside a naive baseline that keeps
/// one object per animation and walks them each tick, in the same run.
struct TickBenchmark {
    /// Animated properties.
    let propertyCount: Int
    /// Measured ticks (after warm-up).
    let ticks: Int

    /// What one size measured.
    struct Result {
        /// Animated properties.
        let properties: Int
        /// Engine nanoseconds per property per tick.
        let nanosecondsPerProperty: Double
        /// Baseline nanoseconds per property per tick.
        let baselineNanosecondsPerProperty: Double
        /// Heap allocations per engine tick, when the counter is loaded.
        let allocationsPerTick: Double?
    }

    private static let viewsPerAnimator = 100
    private static let frameRate = 60.0

    /// Runs both measurements.
    func run() -> Result {
        let engineTime = measureEngine()
        let baselineTime = measureBaseline()
        return Result(
            properties: propertyCount,
            nanosecondsPerProperty: engineTime.seconds * 1e9 / Double(ticks * propertyCount),
            baselineNanosecondsPerProperty: baselineTime * 1e9 / Double(ticks * propertyCount),
            allocationsPerTick: engineTime.allocations.map { Double($0) / Double(ticks) })
    }

    private func measureEngine() -> (seconds: Double, allocations: UInt64?) {
        let engine = AnimationEngine()
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 1000, height: 1000), in: engine.tree)
        var views: [View] = []
        views.reserveCapacity(propertyCount)
        var animators: [PropertyAnimator] = []
        var index = 0
        while index < propertyCount {
            let batch = min(Self.viewsPerAnimator, propertyCount - index)
            var batchViews: [View] = []
            for _ in 0..<batch {
                let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: engine.tree)
                root.addSubview(view)
                batchViews.append(view)
            }
            views += batchViews
            // Long enough that nothing completes while being measured.
            let animator = PropertyAnimator(engine: engine, duration: 1_000_000, curve: .easeInOut) {
                for view in batchViews { view.alpha = 0 }
            }
            try! animator.startAnimation()
            animators.append(animator)
            index += batch
        }
        let clock = MonotonicTimeSource()
        var frame = 0
        func tick() {
            frame += 1
            engine.tick(at: Double(frame) / Self.frameRate)
        }
        for _ in 0..<10 { tick() }
        let allocationsBefore = AllocationCounting.count()
        let start = clock.now()
        for _ in 0..<ticks { tick() }
        let elapsed = clock.now() - start
        let allocationsAfter = AllocationCounting.count()
        precondition(engine.animatedValueCount == propertyCount, "benchmark set-up animated the wrong number of values")
        withExtendedLifetime((views, animators)) {}
        return (elapsed, allocationsBefore.flatMap { before in allocationsAfter.map { $0 - before } })
    }

    private func measureBaseline() -> Double {
        let tree = RenderTree()
        let animations: [NaiveAnimation] = (0..<propertyCount).map { _ in
            NaiveAlphaAnimation(view: View(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: tree), duration: 1_000_000)
        }
        let clock = MonotonicTimeSource()
        var frame = 0
        func tick() {
            frame += 1
            let time = Double(frame) / Self.frameRate
            for animation in animations { animation.step(at: time) }
        }
        for _ in 0..<10 { tick() }
        let start = clock.now()
        for _ in 0..<ticks { tick() }
        return clock.now() - start
    }
}

/// The baseline's unit of work: one heap object per animation, reached through a protocol.
private protocol NaiveAnimation: AnyObject {
    func step(at time: Double)
}

/// An alpha fade that eases its own progress and sets the view through its public setter.
private final class NaiveAlphaAnimation: NaiveAnimation {
    let view: View
    let duration: Double
    let curve = CubicBezier.easeInOut

    init(view: View, duration: Double) {
        self.view = view
        self.duration = duration
    }

    func step(at time: Double) {
        let progress = curve.value(at: min(time / duration, 1))
        view.alpha = 1 + (0 - 1) * progress
    }
}
