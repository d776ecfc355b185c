import SegueBenchmarkWorkloads
import SegueEngine

/// The design the engine's flat arrays replaced, measured for contrast: one heap object per
/// animation, reached through a protocol, easing its own progress and setting its view through
/// the public setter every tick.
final class NaiveTickBaseline {
    /// The views' tree (no engine: the baseline sets views itself).
    private let tree = RenderTree()
    /// One object per animated property.
    private let animations: [NaiveAnimation]
    /// Frames so far.
    private var frame = 0

    /// One alpha fade per property, as long as the tick workload's.
    init(propertyCount: Int) {
        animations = (0..<propertyCount).map { [tree] _ in
            NaiveAlphaAnimation(
                view: View(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: tree),
                duration: TickWorkload.duration)
        }
    }

    /// Advances every animation by one frame.
    func tick() {
        frame += 1
        let time = Double(frame) / TickWorkload.frameRate
        for animation in animations { animation.step(at: time) }
    }
}

/// The baseline's unit of work.
private protocol NaiveAnimation: AnyObject {
    /// Sets the animated value for engine time `time`.
    func step(at time: Double)
}

/// An alpha fade that eases its own progress and sets the view through its public setter.
private final class NaiveAlphaAnimation: NaiveAnimation {
    /// The view faded.
    let view: View
    /// Seconds the fade lasts.
    let duration: Double
    /// The fade's curve.
    let curve = CubicBezier.easeInOut

    /// A fade of `view` over `duration` seconds.
    init(view: View, duration: Double) {
        self.view = view
        self.duration = duration
    }

    /// Eases the elapsed fraction and sets the alpha through the view's setter.
    func step(at time: Double) {
        let progress = curve.value(at: min(time / duration, 1))
        view.alpha = 1 + (0 - 1) * progress
    }
}
