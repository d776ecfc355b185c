import SegueEngine

/// A headless recognizer a `GestureReplay` plays a scripted gesture into.
protocol ScriptedRecognizer: AnyObject {
    /// What the finger's position is to this recognizer: a translation, a scale.
    associatedtype Value: Interpolatable & Equatable
    /// Whether it still listens (it is attached to a view).
    var isListening: Bool { get }
    /// One touch sample, for the velocity: the finger at `value` at engine time `time`.
    func touch(_ value: Value, at time: Double)
    /// One call of its action: the gesture moves to `state` with the finger at `value`.
    func deliver(_ state: PanGestureRecognizer.State, _ value: Value)
}

/// Plays a scripted gesture into a recognizer on the engine's clock as a finger moves: `began`
/// where the touch goes down; on every frame before the release, `changed` with the path's value
/// at that frame's time (when the finger moved since the last frame); on the first frame at or
/// after the release, `ended` (or `cancelled`) with the value at the release.
///
/// Touches are sampled for the velocity every `touchInterval` seconds of the gesture, whatever the
/// frame rate, as a digitiser samples a finger while the display draws at its own rate (UIKit
/// hands a recognizer the touches coalesced since the last frame); like a digitiser it reports a
/// sample only when the finger moved, and always the lift.
final class GestureReplay<Recognizer: ScriptedRecognizer> {
    /// Seconds between touch samples: a 120 Hz digitiser.
    static var touchInterval: Double { 1.0 / 120 }

    private let path: GesturePath<Recognizer.Value>
    private let releaseTime: Double
    private let endsCancelled: Bool
    private let recognizer: Recognizer
    /// Weak: the engine runs the replay from its own task queue, which holds the replay.
    private weak var engine: AnimationEngine?
    /// Engine time the touch went down.
    private let start: Double
    /// Touch samples taken so far (their times are multiples of `touchInterval`).
    private var touchSamples = 0
    private var lastTouch: (time: Double, value: Recognizer.Value)
    private var lastDelivered: Recognizer.Value

    /// A replay of `path` into `recognizer` on `engine`, from now; nothing happens until `begin()`.
    init(path: GesturePath<Recognizer.Value>, releaseTime: Double, endsCancelled: Bool, into recognizer: Recognizer, on engine: AnimationEngine) {
        self.path = path
        self.releaseTime = releaseTime
        self.endsCancelled = endsCancelled
        self.recognizer = recognizer
        self.engine = engine
        start = engine.currentTime
        lastTouch = (start, path.start)
        lastDelivered = path.start
    }

    /// Puts the finger down (`began`, at once) and follows it from the next frame on.
    func begin() {
        recognizer.touch(path.start, at: start)
        recognizer.deliver(.began, path.start)
        engine?.performOnNextTick { [self] in frame() }
    }

    /// One frame: the finger's move since the last one, or its lift.
    private func frame() {
        guard recognizer.isListening, let engine else { return }
        guard engine.currentTime < start + releaseTime else { return lift() }
        let elapsed = engine.currentTime - start
        sampleTouches(through: elapsed)
        let value = path.value(at: elapsed)
        if value != lastDelivered {
            lastDelivered = value
            recognizer.deliver(.changed, value)
        }
        engine.performOnNextTick { [self] in frame() }
    }

    /// The release: the last touches, the lift where the path is at the release, and the end state.
    private func lift() {
        sampleTouches(through: releaseTime)
        let value = path.value(at: releaseTime)
        if start + releaseTime > lastTouch.time { recognizer.touch(value, at: start + releaseTime) }
        recognizer.deliver(endsCancelled ? .cancelled : .ended, value)
    }

    /// The digitiser's samples up to `elapsed` seconds into the gesture, where the finger moved.
    private func sampleTouches(through elapsed: Double) {
        while Double(touchSamples + 1) * Self.touchInterval <= elapsed {
            touchSamples += 1
            let time = Double(touchSamples) * Self.touchInterval
            let value = path.value(at: time)
            guard value != lastTouch.value else { continue }
            lastTouch = (start + time, value)
            recognizer.touch(value, at: start + time)
        }
    }
}
